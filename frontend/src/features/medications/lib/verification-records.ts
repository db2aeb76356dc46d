/** The documentary verification records of the seeded formulary (seeds/clinical/verification/*.json), matched to
 * their dose rows (seeds/clinical/medications.json) — read by the data tests and the counts in seeds/SOURCES.md. */
import type { DoseTag, SourceNumbers, Verification } from '../../../clinical';

export interface VerificationRecordFile {
  writer: string;
  rows: Array<{
    medication: string; tag: string;
    band: { start_month: number | null; end_month: number | null; start_weight: number | null; end_weight: number | null };
    level: Verification; document?: string | null; location?: string | null; url?: string | null; checked_on?: string | null;
    statement?: string | null; numbers?: SourceNumbers | null; searched?: string | null; note?: string | null;
  }>;
}
export type VerificationRecord = VerificationRecordFile['rows'][number] & { writer: string };
export interface SeedMedication { slug: string; tags: DoseTag[] }

const sameBand = (t: DoseTag, b: VerificationRecord['band']) =>
  (t.start_month ?? null) === b.start_month && (t.end_month ?? null) === b.end_month
  && (t.start_weight ?? null) === b.start_weight && (t.end_weight ?? null) === b.end_weight;

export interface MatchedRecords {
  /** every dose row with its record (or null) */
  rows: Array<{ medication: string; tag: DoseTag; record: VerificationRecord | null }>;
  /** records naming no row, and rows named by two records */
  problems: string[];
}

/** Each record on its row, by medication slug, tag name and the four band edges (as the seed loader matches them). */
export function matchRecords(medications: SeedMedication[], files: VerificationRecordFile[]): MatchedRecords {
  const records = files.flatMap((f) => f.rows.map((r) => ({ ...r, writer: f.writer })));
  const problems: string[] = [];
  const byRow = new Map<DoseTag, VerificationRecord>();
  for (const r of records) {
    const med = medications.find((m) => m.slug === r.medication);
    const found = med?.tags.filter((t) => t.name === r.tag && sameBand(t, r.band)) ?? [];
    if (found.length !== 1) {
      problems.push(`${r.writer}: ${r.medication}/${r.tag} ${JSON.stringify(r.band)} corresponde a ${found.length} linhas de dose`);
      continue;
    }
    const prior = byRow.get(found[0]!);
    if (prior) problems.push(`${r.medication}/${r.tag} ${JSON.stringify(r.band)}: dois registros (${prior.writer}, ${r.writer})`);
    else byRow.set(found[0]!, r);
  }
  return {
    rows: medications.flatMap((m) => m.tags.map((tag) => ({ medication: m.slug, tag, record: byRow.get(tag) ?? null }))),
    problems,
  };
}

export type LevelCounts = Record<Verification, number> & { total: number; withStatement: number };

/** Rows per level (a row without a record counts as U), as the database's pedbook_dose_verification_counts counts them. */
export function levelCounts(rows: MatchedRecords['rows']): LevelCounts {
  const c: LevelCounts = { V: 0, S: 0, K: 0, U: 0, total: rows.length, withStatement: 0 };
  for (const { record } of rows) {
    const level = record?.level ?? 'U';
    c[level] += 1;
    if ((level === 'V' || level === 'S') && record?.statement) c.withStatement += 1;
  }
  return c;
}

const pct = (n: number, total: number) => `${(total ? (100 * n) / total : 0).toFixed(1).replace('.', ',')} %`;

/** The counts block of seeds/SOURCES.md, written from the data. */
export function countsMarkdown(c: LevelCounts): string {
  return [
    `Documentary verification of the ${c.total} dose rows (computed from the files by`,
    '`frontend/src/features/medications/lib/verification-records.test.ts`; the database reports the same in',
    '`pedbook_dose_verification_counts`):',
    '',
    '| level | rows | share |',
    '|---|---|---|',
    `| V — primary text read, matches | ${c.V} | ${pct(c.V, c.total)} |`,
    `| S — secondary sources only | ${c.S} | ${pct(c.S, c.total)} |`,
    `| K — established literature, not re-read | ${c.K} | ${pct(c.K, c.total)} |`,
    `| U — not verified (no record, or record says what was searched) | ${c.U} | ${pct(c.U, c.total)} |`,
    `| V or S with a source statement | ${c.withStatement} | ${pct(c.withStatement, c.total)} |`,
  ].join('\n');
}
