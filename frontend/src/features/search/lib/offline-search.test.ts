import { OFFLINE_CAPS, offlineSearch, type OfflineRows } from './offline-search';

type Row = Record<string, unknown>;
function rows(tables: Record<string, Row[]>): OfflineRows {
  return { rows: (t) => tables[t] ?? [] };
}

const data = rows({
  pedbook_medications: [
    { id: 'm1', name: 'Amoxicilina', slug: 'amoxicilina', brands: 'Amoxil' },
    { id: 'm2', name: 'Dipirona', slug: 'dipirona', brands: 'Novalgina' },
    ...Array.from({ length: 30 }, (_, i) => ({ id: `x${i}`, name: `Cefalexina ${i}`, slug: `cefalexina-${i}`, brands: null })),
  ],
  pedbook_conducts_topics: [{ id: 't1', name: 'Asma', slug: 'asma', category: { id: 'c1', name: 'Respiratório', slug: 'respiratorio' } }],
  pedbook_conducts_summaries: [
    { id: 's1', title: 'Crise de asma', slug: 'crise-de-asma', published: true, topic_id: 't1' },
    { id: 's2', title: 'Asma rascunho', slug: 'asma-rascunho', published: false, topic_id: 't1' },
  ],
  pedbook_medication_instructions: [{ id: 'l1', medication_id: 'm1', is_published: true, medication: { id: 'm1', name: 'Amoxicilina', slug: 'amoxicilina', brands: 'Amoxil' } }],
  unified_cids: [{ id: 'i1', code: 'J45', name: 'Asma', description: null, parent_code: 'J40-J47' }],
});

describe('offline search (spec part 2 §9)', () => {
  it('finds medications, their leaflets, published conducts and CID-10 codes', () => {
    const amox = offlineSearch(data, 'amoxicilina', false);
    expect(amox.find((r) => r.type === 'medication')).toMatchObject({ name: 'Amoxicilina', path: '/medicamentos/amoxicilina', relevance: 0.9 });
    expect(amox.find((r) => r.type === 'leaflet')).toMatchObject({ name: 'Bula: Amoxicilina', relevance: 0.8 });
    const asma = offlineSearch(data, 'asma', false);
    const conducts = asma.filter((r) => r.type === 'conduct');
    expect(conducts.map((r) => r.name)).toEqual(['Crise de asma']);
    expect(conducts[0]?.path).toContain('respiratorio');
    expect(asma.find((r) => r.type === 'icd10')).toMatchObject({ name: 'J45 - Asma', relevance: 0.6 });
    expect(offlineSearch(data, 'j45', false).some((r) => r.type === 'icd10')).toBe(true);
    // a conduct is found by its topic and category words too, several at once
    expect(offlineSearch(data, 'respiratório', false).filter((r) => r.type === 'conduct').map((r) => r.name)).toEqual(['Crise de asma']);
  });
  it('needs 2 characters, caps medications at 20 and hides medications in clinical mode', () => {
    expect(offlineSearch(data, ' a ', false)).toEqual([]);
    expect(offlineSearch(data, 'cefalexina', false).filter((r) => r.type === 'medication')).toHaveLength(OFFLINE_CAPS.medication);
    expect(offlineSearch(data, 'amoxicilina', true).some((r) => r.type === 'medication' || r.type === 'leaflet')).toBe(false);
  });
});
