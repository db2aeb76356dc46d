/**
 * Anthropometry: WHO LMS z-scores (restricted LMS method), BMI and the SISVAN classification.
 *
 * Sources:
 * - WHO Multicentre Growth Reference Study Group. *WHO Child Growth Standards: Methods and development*.
 *   WHO, Geneva 2006, ch. 7 (LMS z-score and the restricted application beyond ±3 SD).
 * - de Onis M, Onyango AW, Borghi E, Siyam A, Nishida C, Siekmann J. Development of a WHO growth reference
 *   for school-aged children and adolescents. *Bull World Health Organ* 2007;85:660-7 (WHO 2007, 5–19 y).
 * - WHO R packages `anthro` (R/z-score-helper.R, R/z-score-weight-for-lenhei.R: day rounding half-up,
 *   ±0.7 cm rule, 0.1 cm interpolation, z rounded to 2 decimals, flags on the rounded z) and
 *   `anthroplus` (R/zscores.R: month interpolation, WFA to 120 months).
 * - Brasil, Ministério da Saúde. *Orientações para a coleta e análise de dados antropométricos em
 *   serviços de saúde — Norma Técnica do SISVAN*, 2011 (labels) [K].
 * - shared/clinical/reference.md §0 (WHO 2007 from 61 months; 1827–1856 days use the 61-month row), §1.
 */
import { ClinicalInputError, PATIENT_LIMITS, ptNumber, requireInRange } from './errors';

export interface LmsRow { x: number; l: number; m: number; s: number }
export type GrowthReference = 'WHO_2006_CGS' | 'WHO_2007_REF';
export type GrowthIndicator =
  | 'weight_for_age' | 'length_height_for_age' | 'height_for_age' | 'bmi_for_age'
  | 'head_circumference_for_age' | 'arm_circumference_for_age' | 'triceps_skinfold_for_age'
  | 'subscapular_skinfold_for_age' | 'weight_for_length' | 'weight_for_height';

export type LmsLookup = (q: {
  reference: GrowthReference; indicator: GrowthIndicator; sex: 1 | 2; position: 'L' | 'H' | null;
}) => LmsRow[];

export interface GrowthResult { z: number; percentile: number; label: string; implausible: boolean }

export interface GrowthAssessment {
  weightForAge?: GrowthResult; lengthForAge?: GrowthResult; weightForLength?: GrowthResult;
  bmiForAge?: GrowthResult & { bmi: number }; headForAge?: GrowthResult;
}

/** The unit of x for each table, as in the seeded growth tables (`x_unit`). */
export type GrowthXUnit = 'age_days' | 'age_months' | 'length_cm' | 'height_cm';

const WHO_2006_INDICATORS: readonly GrowthIndicator[] = [
  'weight_for_age', 'length_height_for_age', 'bmi_for_age', 'head_circumference_for_age',
  'arm_circumference_for_age', 'triceps_skinfold_for_age', 'subscapular_skinfold_for_age',
  'weight_for_length', 'weight_for_height',
];
const WHO_2007_INDICATORS: readonly GrowthIndicator[] = ['weight_for_age', 'height_for_age', 'bmi_for_age'];

/** Indicators with the restricted LMS rule beyond ±3 SD (WHO 2006 ch. 7; anthro/anthroplus). */
const RESTRICTED: Record<GrowthReference, readonly GrowthIndicator[]> = {
  WHO_2006_CGS: ['weight_for_age', 'weight_for_length', 'weight_for_height', 'bmi_for_age',
    'arm_circumference_for_age', 'triceps_skinfold_for_age', 'subscapular_skinfold_for_age'],
  WHO_2007_REF: ['weight_for_age', 'bmi_for_age'],
};

/** Portuguese names of the indicators, for messages and screens. */
export const GROWTH_INDICATOR_LABELS: Record<GrowthIndicator, string> = {
  weight_for_age: 'Peso para idade',
  length_height_for_age: 'Comprimento/estatura para idade',
  height_for_age: 'Estatura para idade',
  bmi_for_age: 'IMC para idade',
  head_circumference_for_age: 'Perímetro cefálico para idade',
  arm_circumference_for_age: 'Perímetro braquial para idade',
  triceps_skinfold_for_age: 'Prega cutânea tricipital para idade',
  subscapular_skinfold_for_age: 'Prega cutânea subescapular para idade',
  weight_for_length: 'Peso para comprimento',
  weight_for_height: 'Peso para estatura',
};

export const GROWTH_REFERENCE_LABELS: Record<GrowthReference, string> = {
  WHO_2006_CGS: 'OMS 2006 (0–5 anos)',
  WHO_2007_REF: 'OMS 2007 (5–19 anos)',
};

/** x unit of a reference × indicator table. */
export function growthXUnit(reference: GrowthReference, indicator: GrowthIndicator): GrowthXUnit {
  if (reference === 'WHO_2007_REF') return 'age_months';
  if (indicator === 'weight_for_length') return 'length_cm';
  if (indicator === 'weight_for_height') return 'height_cm';
  return 'age_days';
}

/** WHO flag thresholds (reference.md §1.3; anthro flag_zscore / anthroplus flag_scores), on the rounded z. */
function isImplausible(indicator: GrowthIndicator, z: number): boolean {
  switch (indicator) {
    case 'weight_for_age': return z < -6 || z > 5;
    case 'length_height_for_age':
    case 'height_for_age': return Math.abs(z) > 6;
    default: return Math.abs(z) > 5;
  }
}

/**
 * Standard normal CDF Φ(x), Hart (1968) algorithm 5666 as given by West G, "Better approximations to
 * cumulative normal functions", Wilmott Magazine 2005 (double precision, |error| < 1e-14).
 */
export function normalCdf(x: number): number {
  const a = Math.abs(x);
  let c: number;
  if (a > 37) {
    c = 0;
  } else {
    const e = Math.exp(-a * a / 2);
    if (a < 7.07106781186547) {
      let n = 3.52624965998911e-2 * a + 0.700383064443688;
      n = n * a + 6.37396220353165;
      n = n * a + 33.912866078383;
      n = n * a + 112.079291497871;
      n = n * a + 221.213596169931;
      n = n * a + 220.206867912376;
      let d = 8.83883476483184e-2 * a + 1.75566716318264;
      d = d * a + 16.064177579207;
      d = d * a + 86.7807322029461;
      d = d * a + 296.564248779674;
      d = d * a + 637.333633378831;
      d = d * a + 793.826512519948;
      d = d * a + 440.413735824752;
      c = (e * n) / d;
    } else {
      let b = a + 0.65;
      b = a + 4 / b;
      b = a + 3 / b;
      b = a + 2 / b;
      b = a + 1 / b;
      c = e / b / 2.506628274631;
    }
  }
  return x > 0 ? 1 - c : c;
}

/** Round half away from zero to `d` decimals (WHO reports z with 2 decimals). */
function roundTo(x: number, d: number): number {
  const f = 10 ** d;
  const r = Math.sign(x) * Math.floor(Math.abs(x) * f + 0.5 + 1e-9) / f;
  return r === 0 ? 0 : r; // no -0
}

/** Raw LMS z (WHO 2006 ch. 7): ((y/M)^L − 1)/(L·S); ln(y/M)/S when L = 0. */
export function lmsRawZ(y: number, l: number, m: number, s: number): number {
  if (Math.abs(l) < 1e-12) return Math.log(y / m) / s;
  return ((y / m) ** l - 1) / (l * s);
}

/** Measurement at z: C(z) = M·(1 + L·S·z)^(1/L) (WHO 2006 ch. 7). */
export function lmsValueAt(z: number, l: number, m: number, s: number): number {
  if (Math.abs(l) < 1e-12) return m * Math.exp(s * z);
  return m * (1 + l * s * z) ** (1 / l);
}

/** Restricted-LMS z (WHO 2006 ch. 7): beyond ±3 SD, distance measured in the 2–3 SD interval. */
export function lmsRestrictedZ(y: number, l: number, m: number, s: number): number {
  const z = lmsRawZ(y, l, m, s);
  if (z > 3) {
    const sd3 = lmsValueAt(3, l, m, s);
    const sd23 = sd3 - lmsValueAt(2, l, m, s);
    return 3 + (y - sd3) / sd23;
  }
  if (z < -3) {
    const sd3 = lmsValueAt(-3, l, m, s);
    const sd23 = lmsValueAt(-2, l, m, s) - sd3;
    return -3 + (y - sd3) / sd23;
  }
  return z;
}

const xLabel: Record<GrowthXUnit, string> = {
  age_days: 'Idade (dias)', age_months: 'Idade (meses)', length_cm: 'Comprimento (cm)', height_cm: 'Estatura (cm)',
};
const xUnitShort: Record<GrowthXUnit, string> = { age_days: 'dias', age_months: 'meses', length_cm: 'cm', height_cm: 'cm' };

/**
 * L, M and S for x in a table (rows in any order): age_days → exact row of the day rounded half-up;
 * age_months → linear interpolation between whole months (WHO 2007; 60 ≤ x < 61 uses the 61-month
 * row, reference.md §0); length_cm/height_cm → linear interpolation between the 0.1 cm rows.
 * x outside the table (or outside WHO 2007's validity: 61–228 months, weight-for-age to 120) → ClinicalInputError.
 */
export function lmsParameters(reference: GrowthReference, indicator: GrowthIndicator, x: number, table: readonly LmsRow[]): { l: number; m: number; s: number } {
  const unit = growthXUnit(reference, indicator);
  if (typeof x !== 'number' || !Number.isFinite(x) || x < 0) {
    throw new ClinicalInputError(`${xLabel[unit]}: informe um número não negativo.`, 'x');
  }
  if (!Array.isArray(table) || table.length === 0) {
    throw new ClinicalInputError(`${GROWTH_INDICATOR_LABELS[indicator]}: tabela de referência indisponível.`, 'table');
  }
  const scale = unit === 'age_days' || unit === 'age_months' ? 1 : 10;
  const byKey = new Map<number, LmsRow>();
  let lo = Infinity;
  let hi = -Infinity;
  for (const raw of table) {
    // rows read from the database may carry numeric strings: coerce, and refuse anything non-finite
    const row = { x: Number(raw.x), l: Number(raw.l), m: Number(raw.m), s: Number(raw.s) };
    if (![row.x, row.l, row.m, row.s].every(Number.isFinite) || row.m <= 0 || row.s <= 0) {
      throw new ClinicalInputError(`${GROWTH_INDICATOR_LABELS[indicator]}: linha inválida na tabela de referência (x = ${String(raw.x)}).`, 'table');
    }
    const k = Math.round(row.x * scale);
    byKey.set(k, row);
    lo = Math.min(lo, row.x);
    hi = Math.max(hi, row.x);
  }
  let first = lo;
  let last = hi;
  if (reference === 'WHO_2007_REF') {
    first = Math.max(lo, 61);
    last = Math.min(hi, indicator === 'weight_for_age' ? 120 : 228);
  }
  const outside = () => new ClinicalInputError(
    `${xLabel[unit]}: fora da tabela ${GROWTH_INDICATOR_LABELS[indicator]} (${GROWTH_REFERENCE_LABELS[reference]}); aceito de ${ptNumber(reference === 'WHO_2007_REF' ? Math.min(first, 60) : first)} a ${ptNumber(last)} ${xUnitShort[unit]} (recebido: ${ptNumber(x)}).`,
    'x',
  );
  if (unit === 'age_days') {
    const day = Math.floor(x + 0.5);
    const row = byKey.get(day);
    if (!row || day < first || day > last) throw outside();
    return { l: row.l, m: row.m, s: row.s };
  }
  let xx = x;
  if (reference === 'WHO_2007_REF' && xx >= 60 && xx < 61) xx = 61;
  if (xx < first - 1e-9 || xx > last + 1e-9) throw outside();
  const t = xx * scale;
  let k = Math.floor(t + 1e-9);
  let frac = t - k;
  if (frac < 1e-9) frac = 0;
  if (frac > 1 - 1e-9) { k += 1; frac = 0; }
  const a = byKey.get(k);
  if (!a) throw outside();
  if (frac === 0) return { l: a.l, m: a.m, s: a.s };
  const b = byKey.get(k + 1);
  if (!b) throw outside();
  return { l: a.l + frac * (b.l - a.l), m: a.m + frac * (b.m - a.m), s: a.s + frac * (b.s - a.s) };
}

/**
 * One measurement against one LMS table (contract §1). z is rounded to 2 decimals (as WHO does) and the
 * implausible flag uses the rounded z (anthro); the percentile is Φ of the unrounded z, 1 decimal.
 * Source: WHO 2006 *Methods and development* ch. 7; WHO anthro/anthroplus implementation.
 */
export function lmsZScore(args: {
  reference: GrowthReference; indicator: GrowthIndicator; x: number; value: number; table: LmsRow[];
}): { z: number; percentile: number; implausible: boolean } {
  const { reference, indicator, x, value, table } = args;
  const allowed = reference === 'WHO_2006_CGS' ? WHO_2006_INDICATORS : reference === 'WHO_2007_REF' ? WHO_2007_INDICATORS : null;
  if (!allowed) throw new ClinicalInputError(`Referência de crescimento desconhecida (${String(reference)}); aceitas: WHO_2006_CGS, WHO_2007_REF.`, 'reference');
  if (!allowed.includes(indicator)) {
    throw new ClinicalInputError(`Indicador ${String(indicator)} não existe na referência ${GROWTH_REFERENCE_LABELS[reference]}; aceitos: ${allowed.join(', ')}.`, 'indicator');
  }
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new ClinicalInputError(`${GROWTH_INDICATOR_LABELS[indicator]}: a medida deve ser um número maior que 0 (recebido: ${String(value)}).`, 'value');
  }
  const { l, m, s } = lmsParameters(reference, indicator, x, table);
  const raw = RESTRICTED[reference].includes(indicator) ? lmsRestrictedZ(value, l, m, s) : lmsRawZ(value, l, m, s);
  if (!Number.isFinite(raw)) {
    throw new ClinicalInputError(`${GROWTH_INDICATOR_LABELS[indicator]}: medida fora do domínio da tabela (recebido: ${ptNumber(value)}).`, 'value');
  }
  const z = roundTo(raw, 2);
  const percentile = roundTo(normalCdf(raw) * 100, 1);
  return { z, percentile, implausible: isImplausible(indicator, z) };
}

// ---------------------------------------------------------------------------------------------
// SISVAN labels (Norma Técnica do SISVAN 2011; reference.md §1.4) [K]

export const SISVAN_BMI_LABELS_0_5 = ['Magreza acentuada', 'Magreza', 'Eutrofia', 'Risco de sobrepeso', 'Sobrepeso', 'Obesidade'] as const;
export const SISVAN_BMI_LABELS_5_19 = ['Magreza acentuada', 'Magreza', 'Eutrofia', 'Sobrepeso', 'Obesidade', 'Obesidade grave'] as const;
export const SISVAN_HEIGHT_LABELS = ['Muito baixa estatura', 'Baixa estatura', 'Estatura adequada'] as const;
export const SISVAN_WEIGHT_LABELS = ['Muito baixo peso', 'Baixo peso', 'Peso adequado', 'Peso elevado'] as const;
export const HEAD_CIRCUMFERENCE_LABELS = ['Abaixo do esperado', 'Adequado', 'Acima do esperado'] as const;

/** IMC-para-idade / peso-para-estatura: z < −3 | −3 ≤ z < −2 | −2 ≤ z ≤ +1 | +1 < z ≤ +2 | +2 < z ≤ +3 | z > +3. */
export function sisvanBmiLabel(z: number, ageGroup: '0-5' | '5-19'): string {
  const labels = ageGroup === '0-5' ? SISVAN_BMI_LABELS_0_5 : SISVAN_BMI_LABELS_5_19;
  if (z < -3) return labels[0];
  if (z < -2) return labels[1];
  if (z <= 1) return labels[2];
  if (z <= 2) return labels[3];
  if (z <= 3) return labels[4];
  return labels[5];
}
/** Estatura-para-idade: z < −3 | −3 ≤ z < −2 | z ≥ −2. */
export function sisvanHeightLabel(z: number): string {
  if (z < -3) return SISVAN_HEIGHT_LABELS[0];
  if (z < -2) return SISVAN_HEIGHT_LABELS[1];
  return SISVAN_HEIGHT_LABELS[2];
}
/** Peso-para-idade: z < −3 | −3 ≤ z < −2 | −2 ≤ z ≤ +2 | z > +2. */
export function sisvanWeightLabel(z: number): string {
  if (z < -3) return SISVAN_WEIGHT_LABELS[0];
  if (z < -2) return SISVAN_WEIGHT_LABELS[1];
  if (z <= 2) return SISVAN_WEIGHT_LABELS[2];
  return SISVAN_WEIGHT_LABELS[3];
}
/** Perímetro cefálico: z < −2 abaixo | −2 ≤ z ≤ +2 adequado | z > +2 acima (contract §1). */
export function headCircumferenceLabel(z: number): string {
  if (z < -2) return HEAD_CIRCUMFERENCE_LABELS[0];
  if (z <= 2) return HEAD_CIRCUMFERENCE_LABELS[1];
  return HEAD_CIRCUMFERENCE_LABELS[2];
}

/** Days per month used by WHO anthro/anthroplus (reference.md §1.3). */
export const DAYS_PER_MONTH = 30.4375;
/** Last day of the WHO 2006 tables; from 1827 days WHO 2007 (contract §1). */
export const WHO_2006_LAST_DAY = 1826;

function tryZ(reference: GrowthReference, indicator: GrowthIndicator, x: number, value: number, rows: LmsRow[]) {
  if (rows.length === 0) return undefined;
  try {
    return lmsZScore({ reference, indicator, x, value, table: rows });
  } catch (e) {
    // x outside the table: the result is omitted, not guessed (contract §1)
    if (e instanceof ClinicalInputError && e.field === 'x') return undefined;
    throw e;
  }
}

/**
 * A child's measurements (contract §1): WHO 2006 up to 1826 days, WHO 2007 from 1827 days (months =
 * ageDays / 30.4375; 60–61 months use the 61-month row); recumbent length < 731 days and standing height
 * from 731 days, ±0.7 cm when measured the other way (anthro adjust_lenhei); BMI from the adjusted
 * length; SISVAN labels. A standing measurement before 9 months is flagged implausible (reference.md §1.3).
 * Results absent from the tables (weight-for-age after 120 months, head circumference after 5 y,
 * weight-for-length outside 45–110 cm / weight-for-height outside 65–120 cm) are omitted.
 */
export function assessGrowth(child: {
  sex: 'M' | 'F'; ageDays: number; weightKg?: number; lengthCm?: number;
  measured?: 'lying' | 'standing'; headCm?: number;
}, lookup: LmsLookup): GrowthAssessment {
  if (child.sex !== 'M' && child.sex !== 'F') throw new ClinicalInputError('Sexo: informe M (masculino) ou F (feminino).', 'sex');
  const ageDays = requireInRange(child.ageDays, 'ageDays', 'Idade (dias)', PATIENT_LIMITS.ageDays.min, PATIENT_LIMITS.ageDays.max, 'dias');
  const weight = child.weightKg === undefined ? undefined
    : requireInRange(child.weightKg, 'weightKg', 'Peso (kg)', PATIENT_LIMITS.weightKg.min, PATIENT_LIMITS.weightKg.max, 'kg');
  const length = child.lengthCm === undefined ? undefined
    : requireInRange(child.lengthCm, 'lengthCm', 'Comprimento/estatura (cm)', PATIENT_LIMITS.lengthCm.min, PATIENT_LIMITS.lengthCm.max, 'cm');
  const head = child.headCm === undefined ? undefined
    : requireInRange(child.headCm, 'headCm', 'Perímetro cefálico (cm)', 20, 70, 'cm');
  if (child.measured !== undefined && child.measured !== 'lying' && child.measured !== 'standing') {
    throw new ClinicalInputError('Posição da medida: informe deitado (lying) ou em pé (standing).', 'measured');
  }
  const sex: 1 | 2 = child.sex === 'M' ? 1 : 2;
  const day = Math.floor(ageDays + 0.5);
  const out: GrowthAssessment = {};

  // ±0.7 cm rule (anthro adjust_lenhei)
  let adjLength = length;
  if (length !== undefined) {
    if (day < 731 && child.measured === 'standing') adjLength = length + 0.7;
    if (day >= 731 && child.measured === 'lying') adjLength = length - 0.7;
  }
  const standingTooEarly = child.measured === 'standing' && ageDays / DAYS_PER_MONTH < 9; // anthro c9mo_flag

  if (day <= WHO_2006_LAST_DAY) {
    const ref: GrowthReference = 'WHO_2006_CGS';
    const pos: 'L' | 'H' = day < 731 ? 'L' : 'H';
    if (weight !== undefined) {
      const r = tryZ(ref, 'weight_for_age', day, weight, lookup({ reference: ref, indicator: 'weight_for_age', sex, position: null }));
      if (r) out.weightForAge = { ...r, label: sisvanWeightLabel(r.z) };
    }
    if (adjLength !== undefined) {
      const r = tryZ(ref, 'length_height_for_age', day, adjLength, lookup({ reference: ref, indicator: 'length_height_for_age', sex, position: pos }));
      if (r) out.lengthForAge = { ...r, implausible: r.implausible || standingTooEarly, label: sisvanHeightLabel(r.z) };
    }
    if (weight !== undefined && adjLength !== undefined) {
      const ind: GrowthIndicator = day < 731 ? 'weight_for_length' : 'weight_for_height';
      const r = tryZ(ref, ind, adjLength, weight, lookup({ reference: ref, indicator: ind, sex, position: pos }));
      if (r) out.weightForLength = { ...r, label: sisvanBmiLabel(r.z, '0-5') };
      const bmi = weight / (adjLength / 100) ** 2;
      const b = tryZ(ref, 'bmi_for_age', day, bmi, lookup({ reference: ref, indicator: 'bmi_for_age', sex, position: pos }));
      if (b) out.bmiForAge = { ...b, label: sisvanBmiLabel(b.z, '0-5'), bmi: Math.round(bmi * 100) / 100 };
    }
    if (head !== undefined) {
      const r = tryZ(ref, 'head_circumference_for_age', day, head, lookup({ reference: ref, indicator: 'head_circumference_for_age', sex, position: null }));
      if (r) out.headForAge = { ...r, label: headCircumferenceLabel(r.z) };
    }
    return out;
  }

  const ref: GrowthReference = 'WHO_2007_REF';
  const months = Math.max(ageDays / DAYS_PER_MONTH, 61);
  if (weight !== undefined && months <= 120) {
    const r = tryZ(ref, 'weight_for_age', months, weight, lookup({ reference: ref, indicator: 'weight_for_age', sex, position: null }));
    if (r) out.weightForAge = { ...r, label: sisvanWeightLabel(r.z) };
  }
  if (adjLength !== undefined) {
    const r = tryZ(ref, 'height_for_age', months, adjLength, lookup({ reference: ref, indicator: 'height_for_age', sex, position: null }));
    if (r) out.lengthForAge = { ...r, label: sisvanHeightLabel(r.z) };
  }
  if (weight !== undefined && adjLength !== undefined) {
    const bmi = weight / (adjLength / 100) ** 2;
    const b = tryZ(ref, 'bmi_for_age', months, bmi, lookup({ reference: ref, indicator: 'bmi_for_age', sex, position: null }));
    if (b) out.bmiForAge = { ...b, label: sisvanBmiLabel(b.z, '5-19'), bmi: Math.round(bmi * 100) / 100 };
  }
  return out;
}
