/**
 * What a reviewer of a dose-row change reads before approving it (issue #37 §3): the doses the rows give the five
 * reference patients, and every check the rows fail — bands that leave a weight or age without a row or give it
 * two (the half-open band rule of dose-template.ts, over the span band-coverage.test.ts covers: 0,5–150 kg and
 * 0–216 months), and the completeness a prescriber needs (unit, maximum, interval, route, source; a reason for a
 * "não indicado" row) with the limits that contradict each other (per-dose minimum above its maximum, per-dose
 * maximum above the daily maximum, more doses a day than the interval allows).
 *
 * Everything is computed with computeDose / matchingDoseRows: this module adds no dose rule of its own.
 */
import { ptNumber } from './errors';
import { bandText, computeDose, matchingDoseRows, type DoseResult, type DoseTag } from './dose-template';
import { DAYS_PER_MONTH } from './growth';

export interface ReferencePatient {
  label: string;
  weightKg: number;
  ageMonths: number;
}

/** The five reference patients of the issue: 3 kg/15 d, 10 kg/12 mo, 25 kg/7 y, 60 kg/15 y, 90 kg/16 y. */
export const REFERENCE_PATIENTS: readonly ReferencePatient[] = [
  { label: '3 kg, 15 dias', weightKg: 3, ageMonths: 15 / DAYS_PER_MONTH },
  { label: '10 kg, 12 meses', weightKg: 10, ageMonths: 12 },
  { label: '25 kg, 7 anos', weightKg: 25, ageMonths: 84 },
  { label: '60 kg, 15 anos', weightKg: 60, ageMonths: 180 },
  { label: '90 kg, 16 anos', weightKg: 90, ageMonths: 192 },
];

/** The span every dose tag's bands must cover (the seed's band-coverage test covers the same). */
export const BAND_SPAN = { weightKg: { min: 0.5, max: 150 }, ageMonths: { min: 0, max: 216 } } as const;

/** The dose units of the database (schema 0014, pedbook_dose_unit). */
export const DOSE_UNITS: readonly string[] = ['mg', 'mcg', 'g', 'UI', 'mEq', 'mmol', 'mL', 'jato', 'gota', 'comprimido'];

export type ReferenceDose =
  | { patient: ReferencePatient; kind: 'result'; result: DoseResult }
  | { patient: ReferencePatient; kind: 'error'; message: string };

/** computeDose of tag `name` for each reference patient; the core's Portuguese message when it refuses. */
export function referenceDoses(tags: DoseTag[], name: string): ReferenceDose[] {
  return REFERENCE_PATIENTS.map((patient) => {
    try {
      return { patient, kind: 'result', result: computeDose(tags, name, { weightKg: patient.weightKg, ageMonths: patient.ageMonths }) };
    } catch (e) {
      return { patient, kind: 'error', message: e instanceof Error ? e.message : String(e) };
    }
  });
}

/** The points where the set of matching rows can change: every edge, just below and above it, the span's ends
 * and a point inside every interval between consecutive edges. Bands are half-open intervals, so checking these
 * points checks every weight (or age) of the span. */
function probePoints(edges: Array<number | null | undefined>, min: number, max: number): number[] {
  const inner = [...new Set(edges.filter((x): x is number => typeof x === 'number' && x > min && x < max))].sort((a, b) => a - b);
  const marks = [min, ...inner, max];
  const pts = new Set<number>(marks);
  for (let i = 0; i + 1 < marks.length; i++) pts.add((marks[i]! + marks[i + 1]!) / 2);
  for (const x of inner) {
    pts.add(x - 0.001);
    pts.add(x + 0.001);
  }
  return [...pts].filter((x) => x >= min && x <= max).sort((a, b) => a - b);
}

/** Gaps (no row) and overlaps (two rows) of tag `name` over BAND_SPAN, in Portuguese; at most `limit`. */
export function bandProblems(tags: readonly DoseTag[], name: string, limit = 5): string[] {
  const rows = tags.filter((t) => t.name === name);
  if (rows.length === 0) return [];
  const usesAge = rows.some((r) => (r.start_month ?? null) !== null || (r.end_month ?? null) !== null);
  const usesWeight = rows.some((r) => (r.start_weight ?? null) !== null || (r.end_weight ?? null) !== null);
  const { weightKg: W, ageMonths: A } = BAND_SPAN;
  const ws = usesWeight ? probePoints(rows.flatMap((r) => [r.start_weight, r.end_weight]), W.min, W.max) : [W.min];
  const as = usesAge ? probePoints(rows.flatMap((r) => [r.start_month, r.end_month]), A.min, A.max) : [undefined];
  const out: string[] = [];
  for (const a of as) {
    const age = a === undefined ? '' : ` e ${ptNumber(Math.round(a * 1000) / 1000)} meses`;
    // consecutive probe points with the same fault form one run: "27 a 27,999 kg"
    const runs: Array<{ from: number; to: number; rows: DoseTag[] }> = [];
    let open = false;
    for (const w of ws) {
      const found = matchingDoseRows(rows, name, w, a);
      if (found.length === 1) {
        open = false;
        continue;
      }
      const last = runs[runs.length - 1];
      if (open && last && (last.rows.length === 0) === (found.length === 0)) last.to = w;
      else runs.push({ from: w, to: w, rows: found });
      open = true;
    }
    for (const r of runs) {
      const where = `${r.from === r.to ? ptNumber(r.from) : `${ptNumber(r.from)} a ${ptNumber(r.to)}`} kg${age}`;
      out.push(r.rows.length === 0
        ? `{{${name}}}: nenhuma faixa para ${where} (lacuna entre as faixas)`
        : `{{${name}}}: faixas sobrepostas em ${where} (${r.rows.map(bandText).join('; ')})`);
      if (out.length >= limit) return out;
    }
  }
  return out;
}

/** What one dose row lacks or contradicts, in Portuguese (empty when complete). */
export function rowProblems(t: DoseTag): string[] {
  const out: string[] = [];
  const band = bandText(t);
  if (!t.source || !t.source.trim()) out.push(`{{${t.name}}} (${band}): sem fonte`);
  if (t.not_indicated) {
    if (!t.not_indicated_reason || !t.not_indicated_reason.trim()) out.push(`{{${t.name}}} (${band}): "não indicado" sem o motivo`);
    return out;
  }
  if (!DOSE_UNITS.includes(t.unit ?? '')) out.push(`{{${t.name}}} (${band}): unidade ausente ou inválida`);
  if (typeof t.multiplier !== 'number') out.push(`{{${t.name}}} (${band}): dose (multiplicador) ausente`);
  if ((t.max_value ?? null) === null && !t.daily_max_value && !t.daily_max_per_kg) out.push(`{{${t.name}}} (${band}): sem dose máxima (por dose ou diária)`);
  if (!t.interval_hours && !t.doses_per_day && !t.duration) out.push(`{{${t.name}}} (${band}): sem intervalo, doses por dia ou duração`);
  if (!t.route) out.push(`{{${t.name}}} (${band}): sem via de administração`);
  if (typeof t.min_value === 'number' && typeof t.max_value === 'number' && t.min_value > t.max_value) {
    out.push(`{{${t.name}}} (${band}): dose mínima maior que a máxima`);
  }
  if (typeof t.max_value === 'number' && typeof t.daily_max_value === 'number' && t.max_value > t.daily_max_value) {
    out.push(`{{${t.name}}} (${band}): teto por dose maior que o teto diário`);
  }
  if (typeof t.interval_hours === 'number' && t.interval_hours > 0 && t.interval_hours <= 24 && typeof t.doses_per_day === 'number'
    && t.doses_per_day > 24 / t.interval_hours + 1e-9) {
    out.push(`{{${t.name}}} (${band}): ${ptNumber(t.doses_per_day)} doses/dia não cabem no intervalo de ${ptNumber(t.interval_hours)} h`);
  }
  return out;
}

/** Everything the review screen shows for tag `name` of a medication's rows. */
export function reviewDoseRows(tags: DoseTag[], name: string): { doses: ReferenceDose[]; problems: string[] } {
  return {
    doses: referenceDoses(tags, name),
    problems: [...bandProblems(tags, name), ...tags.filter((t) => t.name === name).flatMap(rowProblems)],
  };
}
