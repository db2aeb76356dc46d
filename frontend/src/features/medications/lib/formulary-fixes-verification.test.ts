/** Issue #37 §1: the documentary verification records of the formulary-fixes writer
 * (seeds/clinical/verification/formulary-fixes.json) cover every dose row of its 16 medications, each band exactly
 * as it is in medications.json, with a level it truly reached (U needs what was searched; V/S need a location). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { matchRecords, type SeedMedication, type VerificationRecordFile } from './verification-records';

type Band = { start_month: number | null; end_month: number | null; start_weight: number | null; end_weight: number | null };
interface Row { medication: string; tag: string; band: Band; level: string; document: string; location: string | null; url: string | null;
  checked_on: string; statement: string; numbers: Record<string, unknown>; searched: string | null; note: string | null }
const root = resolve(__dirname, '../../../../../seeds/clinical');
const seed = JSON.parse(readFileSync(resolve(root, 'medications.json'), 'utf8')) as { medications: SeedMedication[] };
const file = JSON.parse(readFileSync(resolve(root, 'verification/formulary-fixes.json'), 'utf8')) as { writer: string; rows: Row[] };
const MINE = ['amoxicilina', 'amoxicilina-clavulanato', 'penicilina-g-benzatina', 'glicose-hipertonica', 'vancomicina', 'domperidona', 'propranolol',
  'atropina', 'succinilcolina', 'montelucaste', 'racecadotrila', 'salbutamol', 'brometo-de-ipratropio', 'vitamina-d', 'zinco', 'sais-de-reidratacao-oral'];

describe('formulary-fixes verification records', () => {
  it('is this writer\'s file and every record is well formed', () => {
    expect(file.writer).toBe('formulary-fixes');
    for (const r of file.rows) {
      expect(['V', 'S', 'K', 'U'], `${r.medication} ${r.tag}`).toContain(r.level);
      expect(r.statement.length, `${r.medication} ${r.tag}`).toBeGreaterThan(20);
      expect(r.checked_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (r.level === 'U') expect(r.searched, `${r.medication} ${r.tag}`).toBeTruthy();
      if (r.level === 'V' || r.level === 'S') expect(r.url && r.location, `${r.medication} ${r.tag}`).toBeTruthy();
      expect(MINE).toContain(r.medication);
    }
  });
  it('covers every dose row of the 16 medications, band by band, once', () => {
    // matched by the rule the seed loader and verification-records.test.ts use (slug, tag name, the four band edges)
    const matched = matchRecords(seed.medications, [file as unknown as VerificationRecordFile]);
    expect(matched.problems).toEqual([]);
    const uncovered = matched.rows.filter((r) => MINE.includes(r.medication) && r.record === null)
      .map((r) => `${r.medication}/${r.tag.name} ${JSON.stringify([r.tag.start_month, r.tag.end_month, r.tag.start_weight, r.tag.end_weight])}`);
    expect(uncovered).toEqual([]);
    expect(file.rows).toHaveLength(matched.rows.filter((r) => r.record !== null).length);
  });
});
