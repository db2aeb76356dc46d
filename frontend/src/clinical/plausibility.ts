/**
 * Weight plausibility — the tenfold-slip guard of the shared patient inputs (issue 13 §5, issue 34 §1).
 *
 * Rule: a weight is implausible when it is outside 0,3–150 kg, or when it is beyond ±3 z for the age:
 * - up to 120 months: WHO weight-for-age (WHO 2006 up to 1826 days, WHO 2007 to 120 months, via
 *   `assessGrowth`, restricted LMS; rows from the seeded growth tables through `lookup`);
 * - beyond 120 months (WHO 2007 weight-for-age ends): with a height, WHO 2007 BMI-for-age (61–228 months,
 *   restricted LMS, rows through `lookup`); without a height (or without those rows), CDC 2000
 *   weight-for-age (2–20 years, LMS shipped in cdc-weight-for-age.ts): beyond ±3 z, i.e. outside the
 *   0,13th–99,87th percentiles of the CDC reference (plain LMS z, as CDC computes it).
 * Without sex, both sexes are checked and the weight is flagged only when it is beyond ±3 z for both (no
 * false alarm from the sex that is not the child's).
 * Why ±3 z and not the CDC file's printed extremes (P3/P97): P3–P97 leaves out 6 % of healthy children and
 * most children with obesity, so the confirmation would be asked so often that it would be clicked
 * through; ±3 z is the threshold the WHO part already uses, so the rule does not jump at 120 months.
 * CDC itself computes z beyond its printed percentiles to flag implausible weights (CDC, "A SAS Program for
 * the 2000 CDC Growth Charts", biologically implausible values).
 */
import { ClinicalInputError, PATIENT_LIMITS, ptNumber, requireInRange } from './errors';
import { CDC_2000_WEIGHT_FOR_AGE } from './cdc-weight-for-age';
import { assessGrowth, DAYS_PER_MONTH, lmsRawZ, lmsZScore, type LmsLookup } from './growth';

export const PLAUSIBLE_WEIGHT_KG = { min: 0.3, max: 150 } as const;
export const PLAUSIBLE_WEIGHT_FOR_AGE_Z = 3;
/** WHO 2007 weight-for-age ends at 120 months; beyond, BMI-for-age (with a height) or CDC 2000. */
export const WHO_WEIGHT_FOR_AGE_LAST_MONTH = 120;
/** WHO 2007 BMI-for-age: 61–228 months (the patient's age ends at 216). */
export const WHO_BMI_FOR_AGE_LAST_MONTH = 228;

export type PlausibilityCheck = 'range' | 'who_weight_for_age' | 'who_bmi_for_age' | 'cdc_weight_for_age';

export interface WeightPlausibility {
  plausible: boolean;
  reason: 'ok' | 'out_of_range' | 'weight_for_age' | 'bmi_for_age';
  /** Which check ran: only the 0,3–150 kg range (no age, or the growth tables could not be read), WHO
   * weight-for-age, WHO 2007 BMI-for-age or CDC 2000 weight-for-age. */
  check: PlausibilityCheck;
  /** z when it was computed (the sex's, or the one nearer 0 when sex is unknown) */
  z?: number;
  /** Portuguese message for the field, null when plausible */
  message: string | null;
}

function ageText(ageDays: number): string {
  // + half a day: an age typed in whole months (rounded to whole days) reads as typed (1 ano = 365 d → 12 meses)
  const months = Math.floor((ageDays + 0.5) / DAYS_PER_MONTH);
  if (months < 1) return `${Math.floor(ageDays)} dias`;
  if (months < 24) return `${months} ${months === 1 ? 'mês' : 'meses'}`;
  const y = Math.floor(months / 12);
  const m = months % 12;
  return m ? `${y} anos e ${m} ${m === 1 ? 'mês' : 'meses'}` : `${y} anos`;
}

const SLIP_HINT = 'Confira se não houve erro de digitação (gramas digitadas como quilos, vírgula fora do lugar ou peso em libras) e confirme o peso antes de usar as doses.';

const round2 = (z: number) => {
  const r = Math.sign(z) * Math.floor(Math.abs(z) * 100 + 0.5 + 1e-9) / 100;
  return r === 0 ? 0 : r;
};

/** CDC 2000 weight-for-age L, M, S at a decimal age in months (linear between the half-month rows). */
export function cdcWeightForAgeLms(sex: 1 | 2, ageMonths: number): { l: number; m: number; s: number } {
  const rows = CDC_2000_WEIGHT_FOR_AGE[sex];
  const first = rows[0]![0];
  const last = rows[rows.length - 1]![0];
  if (!Number.isFinite(ageMonths) || ageMonths < first || ageMonths > last) {
    throw new ClinicalInputError(`Idade (meses): a tabela CDC 2000 embarcada cobre ${ptNumber(first)} a ${ptNumber(last)} meses (recebido: ${ptNumber(ageMonths)}).`, 'ageMonths');
  }
  let i = rows.findIndex((r) => r[0] >= ageMonths);
  if (rows[i]![0] === ageMonths) return { l: rows[i]![1], m: rows[i]![2], s: rows[i]![3] };
  i = Math.max(i, 1);
  const a = rows[i - 1]!;
  const b = rows[i]!;
  const t = (ageMonths - a[0]) / (b[0] - a[0]);
  return { l: a[1] + t * (b[1] - a[1]), m: a[2] + t * (b[2] - a[2]), s: a[3] + t * (b[3] - a[3]) };
}

/** CDC 2000 weight-for-age z (LMS, 2 decimals) for 120 < months ≤ 216. */
export function cdcWeightForAgeZ(sex: 1 | 2, ageMonths: number, weightKg: number): number {
  const { l, m, s } = cdcWeightForAgeLms(sex, ageMonths);
  return round2(lmsRawZ(weightKg, l, m, s));
}

function sexCode(sex: 'M' | 'F'): 1 | 2 {
  return sex === 'M' ? 1 : 2;
}

function verdict(zs: number[]): { z: number; beyond: boolean } {
  const nearest = zs.reduce((a, b) => (Math.abs(b) < Math.abs(a) ? b : a));
  return { z: nearest, beyond: zs.every((z) => Math.abs(z) > PLAUSIBLE_WEIGHT_FOR_AGE_Z) };
}

const sign = (z: number) => (z > 0 ? '+' : '−');
const dirOf = (z: number) => (z > 0 ? 'acima' : 'abaixo');

/**
 * Whether a weight is plausible for the age (and sex, and height, when known): see the rule above.
 * Never throws for a finite weight (the field shows the message and the screens hide every dose until the
 * user confirms — `doseGate`); a non-number weight or an invalid age or height → ClinicalInputError.
 */
export function weightPlausibility(
  p: { weightKg: number; ageDays?: number; sex?: 'M' | 'F'; heightCm?: number },
  lookup?: LmsLookup,
): WeightPlausibility {
  if (typeof p.weightKg !== 'number' || !Number.isFinite(p.weightKg)) {
    throw new ClinicalInputError('Peso (kg): informe um número entre 0,3 e 250 kg.', 'weightKg');
  }
  const w = p.weightKg;
  if (w < PLAUSIBLE_WEIGHT_KG.min || w > PLAUSIBLE_WEIGHT_KG.max) {
    return {
      plausible: false, reason: 'out_of_range', check: 'range',
      message: `Peso (kg): ${ptNumber(w)} kg está fora do intervalo plausível (0,3 a 150 kg). ${SLIP_HINT}`,
    };
  }
  const rangeOnly: WeightPlausibility = { plausible: true, reason: 'ok', check: 'range', message: null };
  if (p.ageDays === undefined) return rangeOnly;
  const ageDays = requireInRange(p.ageDays, 'ageDays', 'Idade (dias)', PATIENT_LIMITS.ageDays.min, PATIENT_LIMITS.ageDays.max, 'dias');
  const heightCm = p.heightCm === undefined ? undefined
    : requireInRange(p.heightCm, 'heightCm', 'Estatura (cm)', PATIENT_LIMITS.lengthCm.min, PATIENT_LIMITS.lengthCm.max, 'cm');
  const sexes: Array<'M' | 'F'> = p.sex ? [p.sex] : ['M', 'F'];
  const months = ageDays / DAYS_PER_MONTH;
  const age = ageText(ageDays);

  if (months <= WHO_WEIGHT_FOR_AGE_LAST_MONTH) {
    if (lookup === undefined) return rangeOnly;
    const zs: number[] = [];
    for (const sex of sexes) {
      const r = assessGrowth({ sex, ageDays, weightKg: Math.max(w, PATIENT_LIMITS.weightKg.min) }, lookup).weightForAge;
      if (r) zs.push(r.z);
    }
    if (zs.length === 0) return rangeOnly;
    const v = verdict(zs);
    if (!v.beyond) return { plausible: true, reason: 'ok', check: 'who_weight_for_age', z: v.z, message: null };
    return {
      plausible: false, reason: 'weight_for_age', check: 'who_weight_for_age', z: v.z,
      message: `Peso (kg): ${ptNumber(w)} kg é improvável para ${age} (peso para idade ${dirOf(v.z)} de ${sign(v.z)}3 escores z: z = ${ptNumber(v.z)}). ${SLIP_HINT}`,
    };
  }

  if (heightCm !== undefined && lookup !== undefined && months <= WHO_BMI_FOR_AGE_LAST_MONTH) {
    const bmi = w / (heightCm / 100) ** 2;
    const zs: number[] = [];
    for (const sex of sexes) {
      const table = lookup({ reference: 'WHO_2007_REF', indicator: 'bmi_for_age', sex: sexCode(sex), position: null });
      if (table.length === 0) continue;
      try {
        zs.push(lmsZScore({ reference: 'WHO_2007_REF', indicator: 'bmi_for_age', x: Math.max(months, 61), value: bmi, table }).z);
      } catch (e) {
        if (!(e instanceof ClinicalInputError && e.field === 'x')) throw e;
      }
    }
    if (zs.length > 0) {
      const v = verdict(zs);
      if (!v.beyond) return { plausible: true, reason: 'ok', check: 'who_bmi_for_age', z: v.z, message: null };
      return {
        plausible: false, reason: 'bmi_for_age', check: 'who_bmi_for_age', z: v.z,
        message: `Peso (kg): ${ptNumber(w)} kg com estatura de ${ptNumber(heightCm)} cm é improvável para ${age} (IMC ${ptNumber(Math.round(bmi * 10) / 10)} kg/m²; IMC para idade ${dirOf(v.z)} de ${sign(v.z)}3 escores z, OMS 2007: z = ${ptNumber(v.z)}). ${SLIP_HINT}`,
      };
    }
  }

  const v = verdict(sexes.map((sex) => cdcWeightForAgeZ(sexCode(sex), months, w)));
  if (!v.beyond) return { plausible: true, reason: 'ok', check: 'cdc_weight_for_age', z: v.z, message: null };
  return {
    plausible: false, reason: 'weight_for_age', check: 'cdc_weight_for_age', z: v.z,
    message: `Peso (kg): ${ptNumber(w)} kg é improvável para ${age} (peso para idade ${dirOf(v.z)} de ${sign(v.z)}3 escores z na referência CDC 2000: z = ${ptNumber(v.z)}). ${SLIP_HINT}`,
  };
}
