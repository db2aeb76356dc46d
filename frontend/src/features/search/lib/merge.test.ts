import { TOOL_CATALOGUE } from '@/config/tool-texts';
import { matchStatic, mergeResults } from './merge';
import { mapUnifiedResponse } from './remote';
import { CALCULATORS, FLOWCHARTS, TOXIDROMES } from './static-lists';
import type { SearchResult } from './types';

const r = (over: Partial<SearchResult> & Pick<SearchResult, 'id' | 'type'>): SearchResult => ({ name: over.id, path: `/${over.id}`, relevance: 0.5, ...over });

describe('static lists', () => {
  it('lists the tool catalogue: calculators with the emergency sheet, flowcharts with the venomous accidents', () => {
    const of = (kinds: string[]) =>
      TOOL_CATALOGUE.filter((t) => kinds.includes(t.kind)).map((t) => ({ id: t.id, name: t.title, path: t.path, description: t.description, keywords: t.keywords, hiddenInClinicalMode: t.hiddenInClinicalMode }));
    expect(CALCULATORS).toEqual(of(['calculator', 'sheet']));
    expect(FLOWCHARTS).toEqual(of(['flowchart', 'venomous']));
    expect(CALCULATORS.find((c) => c.id === 'imc')?.name).toBe('Índice de Massa Corporal (IMC)');
  });
});

describe('static list matching', () => {
  it('matches accent-insensitively and caps the list', () => {
    const res = matchStatic(CALCULATORS, 'calculator', ['glasgow'], false);
    expect(res.map((x) => x.id)).toEqual(['glasgow']);
    expect(matchStatic(FLOWCHARTS, 'flowchart', ['acidente'], false).length).toBeLessThanOrEqual(10);
    expect(matchStatic(TOXIDROMES, 'toxidrome', ['antidoto'], false).length).toBeLessThanOrEqual(10);
    expect(matchStatic(CALCULATORS, 'calculator', ['índice'], false)[0]?.id).toBe('imc');
  });
  it('hides hydration and SRI in clinical mode', () => {
    expect(matchStatic(CALCULATORS, 'calculator', ['hidratacao'], false).map((x) => x.id)).toContain('hidratacao');
    expect(matchStatic(CALCULATORS, 'calculator', ['hidratacao'], true)).toEqual([]);
    expect(matchStatic(CALCULATORS, 'calculator', ['intubacao'], true)).toEqual([]);
  });
});

describe('merging', () => {
  it('orders by relevance and removes duplicates', () => {
    const merged = mergeResults(
      [
        [r({ id: 'a', type: 'medication', relevance: 0.7 }), r({ id: 'b', type: 'conduct', relevance: 0.95 })],
        [r({ id: 'a', type: 'medication', relevance: 0.4 }), r({ id: 'c', type: 'icd10', relevance: 0.6 })],
      ],
      false,
    );
    expect(merged.map((x) => `${x.type}:${x.id}:${x.relevance}`)).toEqual(['conduct:b:0.95', 'medication:a:0.7', 'icd10:c:0.6']);
  });
  it('hides medications, categories and leaflets in clinical mode', () => {
    const merged = mergeResults([[r({ id: 'a', type: 'medication' }), r({ id: 'b', type: 'category' }), r({ id: 'c', type: 'leaflet' }), r({ id: 'd', type: 'conduct' })]], true);
    expect(merged.map((x) => x.type)).toEqual(['conduct']);
  });
});

describe('unified_search_complete mapping', () => {
  it('types and routes every group', () => {
    const results = mapUnifiedResponse({
      medications: [{ id: 'm1', name: 'Amoxicilina', slug: 'amoxicilina', brands: 'Amoxil, Novocilin, Velamox, Hiconcil', similarity_score: 0.8 }],
      categories: [{ id: 'c1', name: 'Antibióticos' }],
      leaflets: [{ id: 'l1', medication_name: 'Amoxicilina', medication_slug: 'amoxicilina' }],
      icd10: [{ id: 'i1', codigo_cid: 'J45.0', nome_doenca: 'Asma predominantemente alérgica' }],
      vaccines: [{ id: 'v1', name: 'BCG' }],
      conduct_summaries: [{ id: 's1', title: 'Crise asmática', slug: 'crise', topic_slug: 'asma', category_slug: 'asma' }],
      conduct_optimized: [{ id: 'o1', title: 'Pneumonia', slug: 'pac', topic: { slug: 'pneumonia', category: { slug: 'infecto' } } }],
    });
    const byType = Object.fromEntries(results.map((x) => [x.type, x]));
    expect(byType.medication?.path).toBe('/medicamentos/amoxicilina');
    expect(byType.medication?.description).toBe('Amoxil, Novocilin, Velamox…');
    expect(byType.medication?.relevance).toBe(0.8);
    expect(byType.category?.state).toEqual({ selectedCategory: 'c1' });
    expect(byType.leaflet?.path).toBe('/bulas-profissionais/amoxicilina');
    expect(byType.icd10?.path).toBe('/codigos/cid-10/code/j45.0');
    expect(byType.vaccine?.path).toBe('/puericultura/calendario-vacinal');
    expect(results.find((x) => x.id === 's1')?.path).toBe('/condutas-e-manejos/asma/crise');
    expect(results.find((x) => x.id === 'o1')?.path).toBe('/condutas-e-manejos/infecto/pneumonia/pac');
    expect(results.find((x) => x.id === 'o1')?.relevance).toBe(0.95);
  });
  it('tolerates empty or malformed responses', () => {
    expect(mapUnifiedResponse(null)).toEqual([]);
    expect(mapUnifiedResponse({ medications: 'x', icd10: [{}] })).toEqual([]);
  });
});
