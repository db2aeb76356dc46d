/** Parsing and validation of the shared patient inputs: the text typed (comma or dot decimals) →
 * numbers in the clinical package's units, or the package's Portuguese message for the field. The
 * limits are the package's own (PATIENT_LIMITS, requireWeightKg …); nothing is clamped. */
import { ClinicalInputError, DAYS_PER_MONTH, PATIENT_LIMITS, requireAgeMonths, requireInRange, requireWeightKg } from '@/clinical';
import type { PatientFields } from '@/stores/patient-store';

/** "2,5" / "2.5" / " 12 " → number; "" → null; anything else → NaN (refused by the package). */
export function parseDecimal(text: string): number | null {
  const t = text.trim().replace(/\s/g, '');
  if (t === '') return null;
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(t)) return Number.NaN;
  return Number(t.replace(',', '.'));
}

function messageOf(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (e) {
    if (e instanceof ClinicalInputError) return e.message;
    throw e;
  }
}

export interface PatientValues {
  weightKg: number | null;
  weightError: string | null;
  /** Age in the units the package takes, or null while not entered / invalid. */
  ageDays: number | null;
  ageMonths: number | null;
  ageYears: number | null;
  ageError: string | null;
  /** Optional height in cm, null while not entered / invalid. */
  heightCm: number | null;
  heightError: string | null;
}

/** Whole days between two ISO dates (yyyy-mm-dd), in UTC (no time-zone drift). */
export function daysBetween(fromIso: string, toIso: string): number {
  const a = Date.parse(`${fromIso}T00:00:00Z`);
  const b = Date.parse(`${toIso}T00:00:00Z`);
  return Math.round((b - a) / 86_400_000);
}

/** The numbers of a patient's fields; `today` (yyyy-mm-dd) for a birth date. */
export function patientValues(f: PatientFields, today: string): PatientValues {
  const w = parseDecimal(f.weight);
  const weightError = w === null ? null : messageOf(() => requireWeightKg(w));
  const weightKg = w !== null && weightError === null ? w : null;

  let ageDays: number | null = null;
  let ageMonths: number | null = null;
  let ageError: string | null = null;
  if (f.ageMode === 'birth_date') {
    if (f.birthDate) {
      const days = daysBetween(f.birthDate, today);
      if (!Number.isFinite(days)) ageError = 'Data de nascimento: informe uma data válida.';
      else if (days < 0) ageError = 'Data de nascimento: a data não pode estar no futuro.';
      else {
        ageError = messageOf(() => requireInRange(days, 'ageDays', 'Idade (dias)', PATIENT_LIMITS.ageDays.min, PATIENT_LIMITS.ageDays.max, 'dias'));
        if (!ageError) { ageDays = days; ageMonths = days / DAYS_PER_MONTH; }
      }
    }
  } else {
    const y = parseDecimal(f.years);
    const m = parseDecimal(f.months);
    if (y !== null || m !== null) {
      ageError = messageOf(() => requireInRange(y ?? 0, 'ageYears', 'Idade (anos)', PATIENT_LIMITS.ageYears.min, PATIENT_LIMITS.ageYears.max, 'anos'))
        ?? messageOf(() => requireInRange(m ?? 0, 'ageMonths', 'Meses', 0, 11, 'meses'))
        ?? messageOf(() => requireAgeMonths((y ?? 0) * 12 + (m ?? 0)));
      if (!ageError) {
        ageMonths = (y ?? 0) * 12 + (m ?? 0);
        ageDays = Math.round(ageMonths * DAYS_PER_MONTH);
      }
    }
  }
  const h = parseDecimal(f.height ?? '');
  const heightError = h === null ? null : messageOf(() => requireInRange(h, 'heightCm', 'Estatura (cm)', PATIENT_LIMITS.lengthCm.min, PATIENT_LIMITS.lengthCm.max, 'cm'));
  const heightCm = h !== null && heightError === null ? h : null;
  return { weightKg, weightError, ageDays, ageMonths, ageYears: ageMonths === null ? null : ageMonths / 12, ageError, heightCm, heightError };
}

/** The key a weight confirmation is given for: the weight, age, sex and height as typed. */
export function confirmationKey(f: PatientFields): string {
  return JSON.stringify([f.weight.trim(), f.ageMode, f.years.trim(), f.months.trim(), f.birthDate, f.sex, (f.height ?? '').trim()]);
}

export function todayIso(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}
