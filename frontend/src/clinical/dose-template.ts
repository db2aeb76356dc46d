/**
 * Medication dose engine: the `dosage_template` + tags of the medication data.
 *
 * Tag semantics: seeds/clinical/medications.json → `template_syntax` ("multiplier: peso × multiplicador
 * limitado a max_value; fixed: valor fixo; age: valor pela faixa de meses start_month..end_month inclusivos;
 * fixed_by_weight: valor pela faixa de peso start_weight..end_weight inclusivos; multiplier_by_fixed_age:
 * peso × multiplicador na faixa de idade. round_result arredonda ao inteiro da unidade.") and contract §4.
 *
 * Band rule (one rule for all rows): both ends inclusive, as today's seed defines them; the patient is
 * placed at the seed's resolution — age in completed months (11,9 meses → 11) and weight to 0,01 kg
 * (rounded half-up) — so the seed's adjacent bands (…–11 / 12–…, …–15 / 15,01–…, …–26,99 / 27–…) leave
 * no gap. A null start/end is open. A window on age needs `ageMonths`.
 */
import { ClinicalInputError, ptNumber, requireAgeMonths, requireWeightKg } from './errors';
import { formatValue } from './format';

export interface DoseTag {
  name: string; multiplier: number | null; max_value: number | null;
  type: 'fixed' | 'multiplier' | 'age' | 'multiplier_by_fixed_age' | 'fixed_by_weight'; unit: string | null;
  start_month: number | null; end_month: number | null; start_weight: number | null; end_weight: number | null;
  round_result: boolean;
}
export interface Patient { weightKg: number; ageMonths?: number }
export interface TagValue { value: number; unit: string | null; capped: boolean }

const TAG_TYPES: readonly DoseTag['type'][] = ['fixed', 'multiplier', 'age', 'multiplier_by_fixed_age', 'fixed_by_weight'];

function inWindow(x: number, start: number | null, end: number | null): boolean {
  return (start === null || x >= start) && (end === null || x <= end);
}

function windowText(t: DoseTag): string {
  const parts: string[] = [];
  if (t.start_month !== null || t.end_month !== null) {
    parts.push(t.end_month === null ? `a partir de ${ptNumber(t.start_month ?? 0)} meses`
      : `${ptNumber(t.start_month ?? 0)} a ${ptNumber(t.end_month)} meses`);
  }
  if (t.start_weight !== null || t.end_weight !== null) {
    parts.push(t.end_weight === null ? `a partir de ${ptNumber(t.start_weight ?? 0)} kg`
      : `${ptNumber(t.start_weight ?? 0)} a ${ptNumber(t.end_weight)} kg`);
  }
  return parts.length ? parts.join(' e ') : 'sem faixa';
}

/**
 * Value of tag `name` for a patient (contract §4): the first row of that name whose age/weight window holds
 * the patient (band rule above); multiplier and multiplier_by_fixed_age → weight × multiplier; fixed, age and
 * fixed_by_weight → multiplier itself; then max_value (capped when it lowered the value); round_result →
 * half-up to a whole unit after the cap. No matching row → ClinicalInputError in Portuguese.
 */
export function computeTag(tags: DoseTag[], name: string, patient: Patient): TagValue {
  const weight = requireWeightKg(patient?.weightKg);
  const age = patient.ageMonths === undefined ? undefined : requireAgeMonths(patient.ageMonths);
  if (!Array.isArray(tags)) throw new ClinicalInputError('Tags da dose: lista ausente.', 'tags');
  const rows = tags.filter((t) => t?.name === name);
  if (rows.length === 0) throw new ClinicalInputError(`Tag {{${name}}}: não cadastrada para este medicamento.`, name);
  const months = age === undefined ? undefined : Math.floor(age + 1e-9);
  const kg = Math.floor(weight * 100 + 0.5 + 1e-9) / 100;
  let needsAge = false;
  const row = rows.find((t) => {
    const hasAgeWindow = t.start_month !== null || t.end_month !== null;
    if (hasAgeWindow && months === undefined) { needsAge = true; return false; }
    if (hasAgeWindow && !inWindow(months!, t.start_month, t.end_month)) return false;
    return inWindow(kg, t.start_weight, t.end_weight);
  });
  if (!row) {
    if (needsAge) throw new ClinicalInputError(`Tag {{${name}}}: informe a Idade (meses) — a dose depende da faixa etária (${rows.map(windowText).join('; ')}).`, 'ageMonths');
    throw new ClinicalInputError(
      `Tag {{${name}}}: nenhuma faixa para peso ${ptNumber(weight)} kg${months === undefined ? '' : ` e idade ${ptNumber(months)} meses`}; faixas aceitas: ${rows.map(windowText).join('; ')}.`,
      name,
    );
  }
  if (!TAG_TYPES.includes(row.type)) throw new ClinicalInputError(`Tag {{${name}}}: tipo desconhecido (${String(row.type)}).`, name);
  if (typeof row.multiplier !== 'number' || !Number.isFinite(row.multiplier)) {
    throw new ClinicalInputError(`Tag {{${name}}}: multiplicador ausente na faixa ${windowText(row)}.`, name);
  }
  let value = row.type === 'multiplier' || row.type === 'multiplier_by_fixed_age' ? weight * row.multiplier : row.multiplier;
  let capped = false;
  if (row.max_value !== null && row.max_value !== undefined && value > row.max_value) {
    value = row.max_value;
    capped = true;
  }
  // unrounded (contract: doses returned unrounded); round_result: half-up, 1e-9 absorbs binary noise (x.4999999…)
  if (row.round_result) value = Math.floor(value + 0.5 + 1e-9);
  return { value, unit: row.unit, capped };
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
