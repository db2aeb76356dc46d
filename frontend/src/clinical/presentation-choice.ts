/**
 * Which presentation fits a dose and an age (issue #34, "Presentations"): the rule every screen that turns a
 * dose into mL or tablets uses, so the default never contradicts the dose (montelucaste 10 mg is not
 * "2,5 comprimidos" of 4 mg; 12–23 meses take the granules; racecadotrila 30 mg is one 30 mg sachet, not three
 * of 10 mg; amoxicilina-clavulanato at 90 mg/kg/dia is the ES 14:1, never the 4:1 or 7:1).
 *
 * A presentation is usable for a dose row when its unit is the row's unit and it shares the row's route (or
 * states none). It fits the patient and the dose when
 * - the age is inside the presentation's labelled window, half-open like the dose bands (start_month ≤ idade <
 *   end_month; null = open; no age given = the window cannot be checked and does not exclude);
 * - the row's daily dose per kg (dose × doses per day ÷ weight) is at most the presentation's `max_daily_per_kg`
 *   (the label's ceiling for that bottle: amoxicilina-clavulanato 4:1 and 7:1 up to 45 mg/kg/dia);
 * - a solid is measurable: a whole number of units, or of halves for a scored `comprimido`.
 * The default is the seed's default when it fits (a liquid, or a solid in one unit); otherwise the fitting solid
 * with the fewest units, then the first fitting liquid; when nothing fits, the seed's default with its problems
 * (the screen shows them and never hides the dose).
 * Sources of the windows and ceilings are the presentations' own `source` (seeded, schema 0030).
 */
import { formatNumber, formatValue } from './format';
import { presentationAmount, type DoseTag, type Patient, type Presentation } from './dose-template';

export interface FittablePresentation extends Presentation {
  is_default?: boolean | null;
  /** the ages (months) the presentation is labelled for: start ≤ idade < end; null = open */
  start_month?: number | null;
  end_month?: number | null;
  /** the label's ceiling of the daily dose per kg of the main drug with this presentation */
  max_daily_per_kg?: number | null;
}

/** Only a `comprimido` may be halved; every other solid (mastigável, cápsula, sachê, jato…) is whole units. */
const EPS = 1e-6;

/** Presentations a dose row can be measured with: same unit, and a route in common (or none stated). */
export function usablePresentations<P extends Presentation>(row: DoseTag, all: readonly P[]): P[] {
  return all.filter((p) => p.amount_unit === row.unit
    && (!row.route || !p.routes || p.routes.length === 0 || p.routes.includes(row.route)));
}

function ageWindowText(p: FittablePresentation): string {
  const s = p.start_month ?? null;
  const e = p.end_month ?? null;
  if (s !== null && e !== null) return `de ${formatNumber(s)} a < ${formatNumber(e)} meses`;
  if (s !== null) return `a partir de ${formatNumber(s)} meses`;
  return `abaixo de ${formatNumber(e ?? 0)} meses`;
}

function isWhole(x: number): boolean {
  return Math.abs(x - Math.round(x)) < EPS;
}

/**
 * Why a presentation does not fit this dose for this patient, in Portuguese (empty: it fits). `value` is the
 * per-dose amount in the row's unit (computeDose's value).
 */
export function presentationProblems(row: DoseTag, value: number, p: FittablePresentation, patient: Patient): string[] {
  const problems: string[] = [];
  const s = p.start_month ?? null;
  const e = p.end_month ?? null;
  const age = patient.ageMonths;
  if (age !== undefined && ((s !== null && age < s) || (e !== null && age >= e))) {
    problems.push(`${p.label}: apresentação indicada ${ageWindowText(p)} (bula) — o paciente tem ${formatNumber(Math.floor(age))} meses.`);
  }
  const perDay = row.doses_per_day ?? null;
  const ceiling = p.max_daily_per_kg ?? null;
  if (ceiling !== null && perDay !== null && patient.weightKg > 0) {
    const perKgDay = (value * perDay) / patient.weightKg;
    if (perKgDay > ceiling + EPS) {
      problems.push(`${p.label}: indicada até ${formatValue(ceiling)} ${row.unit ?? ''}/kg/dia (bula); esta dose dá ${formatValue(Math.round(perKgDay * 10) / 10)} ${row.unit ?? ''}/kg/dia — use outra apresentação.`.replace(/ {2,}/g, ' '));
    }
  }
  const a = presentationAmount(value, row.unit, p);
  if (a && 'units' in a) {
    const u = a.units;
    const halves = p.form === 'comprimido';
    const ok = halves ? u >= 0.5 - EPS && isWhole(u * 2) : u >= 1 - EPS && isWhole(u);
    if (!ok) {
      problems.push(`${p.label}: ${formatValue(value)} ${row.unit ?? ''} = ${formatValue(Math.round(u * 100) / 100)} unidade(s), que não se mede com ${halves ? 'comprimidos inteiros ou metades' : 'unidades inteiras'}.`.replace(/ {2,}/g, ' '));
    }
  }
  return problems;
}

function unitsOf(row: DoseTag, value: number, p: Presentation): number | null {
  const a = presentationAmount(value, row.unit, p);
  return a && 'units' in a ? a.units : null;
}

/**
 * The presentation a dose card shows by default for this dose and patient (rule in the module comment), with the
 * usable list (for the selector) and whether the chosen one fits.
 */
export function choosePresentation<P extends FittablePresentation>(row: DoseTag, value: number, all: readonly P[], patient: Patient): {
  usable: P[]; chosen: P | null; fits: boolean;
} {
  const usable = usablePresentations(row, all);
  const seedDefault = usable.find((p) => p.is_default) ?? usable[0] ?? null;
  const fitting = usable.filter((p) => presentationProblems(row, value, p, patient).length === 0);
  if (seedDefault && fitting.includes(seedDefault)) {
    const u = unitsOf(row, value, seedDefault);
    if (u === null || Math.abs(u - 1) < EPS) return { usable, chosen: seedDefault, fits: true };
  }
  const solids = fitting.filter((p) => unitsOf(row, value, p) !== null)
    .sort((x, y) => (unitsOf(row, value, x)! - unitsOf(row, value, y)!) || Number(Boolean(y.is_default)) - Number(Boolean(x.is_default)));
  const liquids = fitting.filter((p) => unitsOf(row, value, p) === null);
  const best = solids[0] ?? liquids[0] ?? null;
  if (best) return { usable, chosen: best, fits: true };
  return { usable, chosen: seedDefault, fits: false };
}
