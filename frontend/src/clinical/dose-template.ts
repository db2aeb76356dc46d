/**
 * Medication dose engine: the `dosage_template` + tags (dose rows) of the medication data.
 *
 * Tag semantics: seeds/clinical/medications.json → `template_syntax` and contract §4.
 *
 * Band rule (one rule for all rows, issue #14): half-open windows, start ≤ x < end, on the patient's exact
 * weight (kg) and exact age (decimal months); a null start/end is open. Adjacent bands therefore share their
 * edge (…–27 / 27–…) and no weight between them (26,995 kg) falls through. A window on age needs `ageMonths`.
 * A row with `not_indicated` covers its band with an explicit "não indicado nesta faixa" and its reason.
 */
import { ClinicalInputError, ptNumber, requireAgeMonths, requireWeightKg } from './errors';
import { formatValue } from './format';
import { minimumInfusionMinutes, type InfusionResult } from './infusion';

export type DoseRoute = 'VO' | 'IV' | 'IM' | 'IN' | 'IO' | 'SC' | 'VR' | 'SL' | 'inalatória' | 'tópica';

export interface DoseTag {
  name: string; multiplier: number | null; max_value: number | null;
  type: 'fixed' | 'multiplier' | 'age' | 'multiplier_by_fixed_age' | 'fixed_by_weight'; unit: string | null;
  start_month: number | null; end_month: number | null; start_weight: number | null; end_weight: number | null;
  round_result: boolean;
  // the richer dose model (issue #14); all optional so the contract's rows stay valid
  /** per-dose minimum (same unit): a smaller computed dose is raised to it */
  min_value?: number | null;
  /** daily maximum per kg (unit/kg/dia) and absolute daily maximum (unit/dia) */
  daily_max_per_kg?: number | null;
  daily_max_value?: number | null;
  interval_hours?: number | null;
  doses_per_day?: number | null;
  route?: DoseRoute | string | null;
  duration?: string | null;
  label?: string | null;
  not_indicated?: boolean | null;
  not_indicated_reason?: string | null;
  source?: string | null;
  status?: 'verificado' | 'pendente' | null;
  reviewed_at?: string | null;
  reviewed_by?: string | null;
  /** IV rows with a rate limit: the id of its limit in INFUSION_RATE_LIMITS (infusion.ts), where the cited
   * mg/kg/min and mg/min live once for the medication page and the flowcharts */
  rate_limit?: string | null;
}
export interface Patient { weightKg: number; ageMonths?: number }
export interface TagValue { value: number; unit: string | null; capped: boolean }

const TAG_TYPES: readonly DoseTag['type'][] = ['fixed', 'multiplier', 'age', 'multiplier_by_fixed_age', 'fixed_by_weight'];

function inWindow(x: number, start: number | null | undefined, end: number | null | undefined): boolean {
  return (start === null || start === undefined || x >= start) && (end === null || end === undefined || x < end);
}

function hasAgeWindow(t: DoseTag): boolean {
  return (t.start_month ?? null) !== null || (t.end_month ?? null) !== null;
}

/** "12 a < 24 meses e 5 a < 9 kg" — a row's band in words (ends exclusive). */
export function bandText(t: DoseTag): string {
  const parts: string[] = [];
  if (hasAgeWindow(t)) {
    parts.push(t.end_month === null || t.end_month === undefined ? `a partir de ${ptNumber(t.start_month ?? 0)} meses`
      : `${ptNumber(t.start_month ?? 0)} a < ${ptNumber(t.end_month)} meses`);
  }
  if ((t.start_weight ?? null) !== null || (t.end_weight ?? null) !== null) {
    parts.push(t.end_weight === null || t.end_weight === undefined ? `a partir de ${ptNumber(t.start_weight ?? 0)} kg`
      : `${ptNumber(t.start_weight ?? 0)} a < ${ptNumber(t.end_weight)} kg`);
  }
  return parts.length ? parts.join(' e ') : 'qualquer peso e idade';
}

/** Every row of `name` whose band holds the patient (the coverage test wants exactly one). Rows with an
 * age window are skipped when the age is unknown. */
export function matchingDoseRows(tags: readonly DoseTag[], name: string, weightKg: number, ageMonths?: number): DoseTag[] {
  return tags.filter((t) => t?.name === name
    && (!hasAgeWindow(t) || (ageMonths !== undefined && inWindow(ageMonths, t.start_month, t.end_month)))
    && inWindow(weightKg, t.start_weight, t.end_weight));
}

/** The one row of `name` for a patient, validated; ClinicalInputError (Portuguese) when none, when the age is
 * needed, or when the data overlaps (two rows). A `not_indicated` row is returned — callers decide. */
export function doseRowFor(tags: DoseTag[], name: string, patient: Patient): DoseTag {
  const weight = requireWeightKg(patient?.weightKg);
  const age = patient.ageMonths === undefined ? undefined : requireAgeMonths(patient.ageMonths);
  if (!Array.isArray(tags)) throw new ClinicalInputError('Tags da dose: lista ausente.', 'tags');
  const rows = tags.filter((t) => t?.name === name);
  if (rows.length === 0) throw new ClinicalInputError('Dose não calculada: esta posologia usa uma dose não cadastrada para este medicamento (avise a equipe editorial).', name);
  const found = matchingDoseRows(rows, name, weight, age);
  if (found.length > 1) {
    throw new ClinicalInputError(`Dose não calculada: faixas sobrepostas nos dados (${found.map(bandText).join('; ')}) — avise a equipe editorial.`, name);
  }
  if (found.length === 0) {
    if (age === undefined && rows.some(hasAgeWindow)) {
      throw new ClinicalInputError(`Informe a idade: a dose depende da faixa etária (${rows.map(bandText).join('; ')}).`, 'ageMonths');
    }
    throw new ClinicalInputError(
      `Dose não calculada: nenhuma faixa para peso ${ptNumber(weight)} kg${age === undefined ? '' : ` e idade ${ptNumber(age)} meses`}; faixas aceitas: ${rows.map(bandText).join('; ')}.`,
      name,
    );
  }
  return found[0]!;
}

/** `value` after min/max and round_result; `unrounded` the same before round_result. */
interface PerDose { value: number; unrounded: number; unit: string | null; capped: boolean; raised: boolean }

/** Half-up to a whole unit; 1e-9 absorbs binary noise (x.4999999…). */
function roundHalfUp(value: number): number {
  return Math.floor(value + 0.5 + 1e-9);
}
/** Down to a whole unit (the measurable step of a round_result row); 1e-9 absorbs binary noise (x.9999999…). */
function roundDown(value: number): number {
  return Math.floor(value + 1e-9);
}

function perDose(row: DoseTag, name: string, weight: number): PerDose {
  if (row.not_indicated) {
    throw new ClinicalInputError(`Não indicado nesta faixa (${bandText(row)}): ${row.not_indicated_reason ?? 'sem dose cadastrada'}`, name);
  }
  if (!TAG_TYPES.includes(row.type)) throw new ClinicalInputError(`Dose não calculada: tipo de dose desconhecido nos dados (${String(row.type)}) — avise a equipe editorial.`, name);
  if (typeof row.multiplier !== 'number' || !Number.isFinite(row.multiplier)) {
    throw new ClinicalInputError(`Dose não calculada: multiplicador ausente nos dados na faixa ${bandText(row)} — avise a equipe editorial.`, name);
  }
  let value = row.type === 'multiplier' || row.type === 'multiplier_by_fixed_age' ? weight * row.multiplier : row.multiplier;
  let raised = false;
  let capped = false;
  if (typeof row.min_value === 'number' && value < row.min_value) {
    value = row.min_value;
    raised = true;
  }
  if (row.max_value !== null && row.max_value !== undefined && value > row.max_value) {
    value = row.max_value;
    capped = true;
  }
  // unrounded (contract: doses returned unrounded); round_result: half-up to a whole unit
  return { value: row.round_result ? roundHalfUp(value) : value, unrounded: value, unit: row.unit, capped, raised };
}

/**
 * Value of tag `name` for a patient (contract §4): the row of that name whose half-open band holds the
 * patient (band rule above); multiplier and multiplier_by_fixed_age → weight × multiplier; fixed, age and
 * fixed_by_weight → multiplier itself; then min_value (raised) and max_value (capped when it lowered the
 * value); round_result → half-up to a whole unit after the cap. No row, or a `not_indicated` row →
 * ClinicalInputError in Portuguese (the latter with its reason).
 */
export function computeTag(tags: DoseTag[], name: string, patient: Patient): TagValue {
  const row = doseRowFor(tags, name, patient);
  const { value, unit, capped } = perDose(row, name, patient.weightKg);
  return { value, unit, capped };
}

/** Everything a prescriber reads off one dose row for one patient. */
export type DoseResult =
  | {
    kind: 'dose'; row: DoseTag; value: number; unit: string | null;
    /** the per-dose maximum lowered the dose */ capped: boolean;
    /** the per-dose minimum raised the dose */ raised: boolean;
    perDoseMax: number | null; perDoseMin: number | null;
    intervalHours: number | null;
    /** the row's doses per day — never reduced by a cap or by rounding */ dosesPerDay: number | null;
    /** value × doses per day; null without doses per day */ dailyTotal: number | null;
    /** the lower of daily_max_per_kg × weight and daily_max_value; null when the row has none */ dailyMax: number | null;
    /** the daily maximum lowered the dose per administration (the unrounded dose × doses per day exceeded it):
     * value = daily maximum ÷ doses per day, rounded DOWN to a whole unit when round_result */ dailyCapped: boolean;
    /** when dailyCapped or roundedDown: the per-dose before the daily maximum lowered it (rounded half-up as
     * the row says) */
    perDoseBeforeDailyCap: number | null;
    /** round_result rounded down instead of half-up because half-up × doses per day would pass the daily
     * maximum (the unrounded dose fits it): a rounding step, not a cap */ roundedDown: boolean;
    /** IV rows with a rate limit: the shortest safe infusion time of this dose for this child */
    infusion: InfusionResult | null;
  }
  | { kind: 'not_indicated'; row: DoseTag; reason: string };

/**
 * computeTag with the whole dose model: per-dose min/max, interval, daily total against the daily maximum,
 * infusion time under the row's rate limit, or the explicit "não indicado nesta faixa" of the band. Same
 * errors as computeTag otherwise (and a rate limit that cannot be computed is refused, never dropped).
 *
 * Rounding never cuts the number of doses (issue #34, finding 3): the UNROUNDED per-dose × doses per day is
 * compared with the daily maximum (1e-9 tolerance). When the daily maximum truly binds, the dose per
 * administration is lowered to daily maximum ÷ doses per day (rounded down to a whole unit when
 * round_result; kept unrounded otherwise) and doses per day stay. When it does not bind but half-up
 * rounding would pass it, the dose is rounded down instead. A whole-unit step that would reach 0 keeps the
 * unrounded value (never a 0 dose).
 */
export function computeDose(tags: DoseTag[], name: string, patient: Patient): DoseResult {
  const row = doseRowFor(tags, name, patient);
  if (row.not_indicated) return { kind: 'not_indicated', row, reason: row.not_indicated_reason ?? 'sem dose cadastrada nesta faixa' };
  const d = perDose(row, name, patient.weightKg);
  const dosesPerDay = typeof row.doses_per_day === 'number' && row.doses_per_day > 0 ? row.doses_per_day : null;
  const limits = [
    row.daily_max_per_kg ? row.daily_max_per_kg * patient.weightKg : null,
    row.daily_max_value ?? null,
  ].filter((x): x is number => typeof x === 'number');
  const dailyMax = limits.length ? Math.min(...limits) : null;
  let value = d.value;
  let dailyCapped = false;
  let roundedDown = false;
  let perDoseBeforeDailyCap: number | null = null;
  if (dosesPerDay !== null && dailyMax !== null) {
    const stepDown = (x: number): number => {
      if (!row.round_result) return x;
      const down = roundDown(x);
      return down > 0 ? down : x;
    };
    if (d.unrounded * dosesPerDay > dailyMax + 1e-9) {
      dailyCapped = true;
      perDoseBeforeDailyCap = d.value;
      value = stepDown(dailyMax / dosesPerDay);
    } else if (value * dosesPerDay > dailyMax + 1e-9) {
      roundedDown = true;
      perDoseBeforeDailyCap = d.value;
      value = stepDown(d.unrounded);
    }
  }
  const infusion = row.rate_limit ? minimumInfusionMinutes(value, d.unit, patient.weightKg, row.rate_limit) : null;
  return {
    kind: 'dose', row, value, unit: d.unit, capped: d.capped, raised: d.raised,
    perDoseMax: row.max_value ?? null, perDoseMin: row.min_value ?? null,
    intervalHours: row.interval_hours ?? null, dosesPerDay,
    dailyTotal: dosesPerDay === null ? null : value * dosesPerDay,
    dailyMax, dailyCapped, perDoseBeforeDailyCap, roundedDown, infusion,
  };
}

/** A presentation of a medication: `amount` of drug (`amount_unit`) in `volume_ml` (liquids) or in one unit
 * (tablets, capsules: volume_ml null); `drops_per_ml` when the bottle is a dropper. */
export interface Presentation {
  form: string; label: string; amount: number; amount_unit: string; volume_ml: number | null;
  drops_per_ml?: number | null; routes?: string[] | null;
}

/** How much of a presentation holds `value` `unit`: mL (and drops) for liquids, units (½ comprimido) for
 * solids; null when the units differ (the dose cannot be converted with this presentation). Unrounded. */
export function presentationAmount(value: number, unit: string | null, p: Presentation):
  { ml: number; drops: number | null } | { units: number } | null {
  if (!p || unit === null || unit !== p.amount_unit || !(p.amount > 0) || !Number.isFinite(value)) return null;
  if (p.volume_ml !== null && p.volume_ml > 0) {
    const ml = (value / p.amount) * p.volume_ml;
    return { ml, drops: p.drops_per_ml ? ml * p.drops_per_ml : null };
  }
  return { units: value / p.amount };
}

/** "de 12/12 h", "1 vez ao dia", "a cada 20 min" — an interval in words. */
export function intervalText(hours: number | null | undefined): string | null {
  if (hours === null || hours === undefined || !(hours > 0)) return null;
  if (hours < 1) return `a cada ${ptNumber(Math.round(hours * 60))} min`;
  if (hours === 24) return '1 vez ao dia';
  if (hours > 24) return `a cada ${ptNumber(hours)} h`;
  return `de ${ptNumber(hours)}/${ptNumber(hours)} h`;
}

/**
 * Replaces every {{tag}} of a template by its value in pt-BR notation (decimal comma, no trailing zeros,
 * thousands grouped as the seed writes them, at most 4 decimals — `formatValue`); a tag that cannot be computed keeps its placeholder and adds its
 * Portuguese message to `errors` (once per tag).
 */
export function renderDosage(template: string, tags: DoseTag[], patient: Patient): {
  text: string; values: Record<string, TagValue>; errors: string[];
} {
  if (typeof template !== 'string') throw new ClinicalInputError('Modelo da posologia: texto ausente.', 'template');
  const values: Record<string, TagValue> = {};
  const failed = new Map<string, string>();
  const text = template.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (whole, rawName: string) => {
    const name = rawName.trim();
    if (values[name]) return formatValue(values[name].value);
    if (failed.has(name)) return whole;
    try {
      const v = computeTag(tags, name, patient);
      values[name] = v;
      return formatValue(v.value);
    } catch (e) {
      if (!(e instanceof ClinicalInputError)) throw e;
      failed.set(name, e.message);
      return whole;
    }
  });
  return { text, values, errors: [...failed.values()] };
}
