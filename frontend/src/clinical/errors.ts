/**
 * Input validation for the clinical core.
 *
 * Contract (shared/clinical/contract.md, "Conventions"): invalid or out-of-range input throws
 * `ClinicalInputError` (a `RangeError`) whose Portuguese message names the field and the accepted
 * range. Nothing is clamped silently and no function returns NaN.
 */
export class ClinicalInputError extends RangeError {
  /** Machine name of the offending input (e.g. `weightKg`), for screens that place the message under a field. */
  readonly field: string;
  constructor(message: string, field = '') {
    super(message);
    this.name = 'ClinicalInputError';
    this.field = field;
  }
}

/** pt-BR number for messages: decimal comma, no trailing zeros (0.3 → "0,3"). */
export function ptNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const s = String(Number(value.toPrecision(12)));
  return s.replace('.', ',');
}

/** Plausible patient ranges of the contract (weight 0.3–250 kg, age 0–216 months, length 38–230 cm). */
export const PATIENT_LIMITS = {
  weightKg: { min: 0.3, max: 250 },
  ageMonths: { min: 0, max: 216 },
  ageDays: { min: 0, max: 6575 },
  ageYears: { min: 0, max: 18 },
  lengthCm: { min: 38, max: 230 },
} as const;

/**
 * A finite number within [min, max] (inclusive), else ClinicalInputError
 * "<label>: informe um valor entre <min> e <max><unit> (recebido: <value>)."
 */
export function requireInRange(value: unknown, field: string, label: string, min: number, max: number, unit = ''): number {
  const u = unit ? ` ${unit}` : '';
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new ClinicalInputError(`${label}: informe um número entre ${ptNumber(min)} e ${ptNumber(max)}${u}.`, field);
  }
  if (value < min || value > max) {
    throw new ClinicalInputError(
      `${label}: informe um valor entre ${ptNumber(min)} e ${ptNumber(max)}${u} (recebido: ${ptNumber(value)}).`,
      field,
    );
  }
  return value;
}

/** One of the allowed values (score items), else ClinicalInputError listing them. */
export function requireOneOf<T extends number>(value: unknown, field: string, label: string, allowed: readonly T[]): T {
  if (typeof value !== 'number' || !(allowed as readonly number[]).includes(value)) {
    throw new ClinicalInputError(
      `${label}: valor inválido (${String(value)}); aceitos: ${allowed.map((a) => ptNumber(a)).join(', ')}.`,
      field,
    );
  }
  return value as T;
}

/** A yes/no answer, else ClinicalInputError "<label>: responda sim ou não". */
export function requireBoolean(value: unknown, field: string, label: string): boolean {
  if (typeof value !== 'boolean') {
    throw new ClinicalInputError(`${label}: responda sim ou não (verdadeiro/falso).`, field);
  }
  return value;
}

/** Patient weight within the contract's plausible range (0,3–250 kg), or a narrower tool range. */
export function requireWeightKg(weightKg: unknown, min: number = PATIENT_LIMITS.weightKg.min, max: number = PATIENT_LIMITS.weightKg.max): number {
  return requireInRange(weightKg, 'weightKg', 'Peso (kg)', min, max, 'kg');
}

/** Age in years within 0–18 (or a narrower tool range). */
export function requireAgeYears(ageYears: unknown, min: number = PATIENT_LIMITS.ageYears.min, max: number = PATIENT_LIMITS.ageYears.max): number {
  return requireInRange(ageYears, 'ageYears', 'Idade (anos)', min, max, 'anos');
}

/** Age in months within 0–216 (or a narrower tool range). */
export function requireAgeMonths(ageMonths: unknown, min: number = PATIENT_LIMITS.ageMonths.min, max: number = PATIENT_LIMITS.ageMonths.max): number {
  return requireInRange(ageMonths, 'ageMonths', 'Idade (meses)', min, max, 'meses');
}

/** Removes binary floating-point noise from a computed dose (3 × 0.1 → 0.3), keeping 12 significant digits. */
export function clean(value: number): number {
  return Number(value.toPrecision(12));
}
