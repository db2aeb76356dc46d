/** Issue #37 §1: every documentary verification record names exactly one dose row, carries what its level needs,
 * and agrees with its row (verificationMismatches); seeds/SOURCES.md states the counts the data has. Rewrite the
 * counts block with `UPDATE_VERIFICATION_COUNTS=1 npx vitest run src/features/medications/lib/verification-records.test.ts`. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { verificationMismatches } from '../../../clinical';
import { countsMarkdown, levelCounts, matchRecords, type SeedMedication, type VerificationRecordFile } from './verification-records';

const SEEDS = resolve(__dirname, '../../../../../seeds');
const DIR = resolve(SEEDS, 'clinical/verification');
const meds = (JSON.parse(readFileSync(resolve(SEEDS, 'clinical/medications.json'), 'utf8')) as { medications: SeedMedication[] }).medications;
const files = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort()
  .map((f) => ({ name: f, data: JSON.parse(readFileSync(resolve(DIR, f), 'utf8')) as VerificationRecordFile }));
const matched = matchRecords(meds, files.map((f) => f.data));
const MARK_START = '<!-- verification-counts:start -->';
const MARK_END = '<!-- verification-counts:end -->';

describe('documentary verification records', () => {
  it('each file names its writer and each record one dose row', () => {
    for (const f of files) expect(f.data.writer, f.name).toMatch(/\S/);
    expect(matched.problems).toEqual([]);
  });

  it('each record carries what its level needs', () => {
    const problems: string[] = [];
    for (const { medication, tag, record: r } of matched.rows) {
      if (!r) continue;
      const id = `${medication}/${tag.name}`;
      if (!['V', 'S', 'K', 'U'].includes(r.level)) problems.push(`${id}: nível ${String(r.level)}`);
      if (r.level === 'V' || r.level === 'S') {
        for (const k of ['document', 'location', 'url', 'checked_on', 'statement'] as const) {
          if (!r[k] || !String(r[k]).trim()) problems.push(`${id}: ${r.level} sem ${k}`);
        }
        if (r.checked_on && !/^\d{4}-\d{2}-\d{2}$/.test(r.checked_on)) problems.push(`${id}: data ${r.checked_on}`);
        if (r.statement && /\{\{|\}\}/.test(r.statement)) problems.push(`${id}: marcador de tag no trecho da fonte`);
      }
      if (r.level === 'U' && !r.searched?.trim()) problems.push(`${id}: U sem o que foi pesquisado`);
    }
    expect(problems).toEqual([]);
  });

  it('every V or S row agrees with the numbers its source gives', () => {
    const problems = matched.rows.flatMap(({ medication, tag, record }) =>
      record && (record.level === 'V' || record.level === 'S') ? verificationMismatches(tag, record.numbers).map((p) => `${medication}: ${p}`) : []);
    expect(problems).toEqual([]);
  });

  it('seeds/SOURCES.md states the counts the data has', () => {
    const path = resolve(SEEDS, 'SOURCES.md');
    const text = readFileSync(path, 'utf8');
    const block = `${MARK_START}\n${countsMarkdown(levelCounts(matched.rows))}\n${MARK_END}`;
    const current = text.slice(text.indexOf(MARK_START), text.indexOf(MARK_END) + MARK_END.length);
    if (process.env.UPDATE_VERIFICATION_COUNTS === '1' && current !== block) {
      writeFileSync(path, text.includes(MARK_START) ? text.replace(current, block) : `${text.trimEnd()}\n\n${block}\n`);
      return;
    }
    expect(current).toBe(block);
  });
});
