/** The child's typed fields → numbers for the clinical package, with a Portuguese message per field
 * that is wrong. Nothing is clamped: a wrong field leaves its value null and says why. */
import { ClinicalInputError, correctedAge, PATIENT_LIMITS, requireInRange, type CorrectedAge } from '@/clinical';
import { parseDecimal } from '@/components/patient';
import { daysBetween, parseIsoDate } from './dates';
import type { ChildFields, MeasurementFields } from './child-store';

export interface ChildValues {
  sex: 'M' | 'F' | null;
  birthDate: string | null;
  onDate: string;
  ageDays: number | null;
  gaWeeks: number | undefined;
  gaDays: number | undefined;
  birthWeightG: number | undefined;
  ironRiskFactors: boolean | undefined;
  corrected: CorrectedAge | null;
  errors: Partial<Record<'birthDate' | 'onDate' | 'ga' | 'birthWeight', string>>;
}

function message(fn: () => unknown): string | null {
  try { fn(); return null; } catch (e) { if (e instanceof ClinicalInputError) return e.message; throw e; }
}

export function childValues(f: ChildFields, today: string): ChildValues {
  const errors: ChildValues['errors'] = {};
  const onDate = f.onDate ? parseIsoDate(f.onDate) : today;
  if (!onDate) errors.onDate = 'Data da avaliação: informe uma data válida.';
  const birthDate = f.birthDate ? parseIsoDate(f.birthDate) : null;
  if (f.birthDate && !birthDate) errors.birthDate = 'Data de nascimento: informe uma data válida.';
  let ageDays: number | null = null;
  if (birthDate && onDate) {
    const d = daysBetween(birthDate, onDate);
    if (d < 0) errors.birthDate = 'Data de nascimento: não pode ser depois da data da avaliação.';
    else {
      const m = message(() => requireInRange(d, 'ageDays', 'Idade (dias)', PATIENT_LIMITS.ageDays.min, PATIENT_LIMITS.ageDays.max, 'dias'));
      if (m) errors.birthDate = m; else ageDays = d;
    }
  }
  const w = parseDecimal(f.gaWeeks);
  const dd = parseDecimal(f.gaDays);
  let gaWeeks: number | undefined; let gaDays: number | undefined;
  if (w !== null) {
    const m = message(() => correctedAge({ ageDays: 0, gestationalWeeks: w, gestationalDays: dd ?? 0 }));
    if (m) errors.ga = m; else { gaWeeks = w; gaDays = dd ?? 0; }
  } else if (dd !== null) errors.ga = 'Idade gestacional: informe as semanas.';
  const bw = parseDecimal(f.birthWeight);
  let birthWeightG: number | undefined;
  if (bw !== null) {
    const m = message(() => requireInRange(bw, 'birthWeightG', 'Peso ao nascer (g)', 300, 6500, 'g'));
    if (m) errors.birthWeight = m; else birthWeightG = bw;
  }
  const corrected = ageDays !== null ? correctedAge({ ageDays, ...(gaWeeks !== undefined ? { gestationalWeeks: gaWeeks, gestationalDays: gaDays } : {}) }) : null;
  const ironRiskFactors = f.ironRisk === 'sim' ? true : f.ironRisk === 'nao' ? false : undefined;
  return { sex: f.sex, birthDate, onDate: onDate ?? today, ageDays, gaWeeks, gaDays, birthWeightG, ironRiskFactors, corrected, errors };
}

export interface MeasurementValues {
  id: string;
  date: string | null;
  /** Chronological age at the measurement, days. */
  ageDays: number | null;
  /** The age the WHO charts use: corrected for preterms until 24 months. */
  chartAgeDays: number | null;
  weightKg: number | undefined;
  lengthCm: number | undefined;
  measured: 'lying' | 'standing' | undefined;
  headCm: number | undefined;
  errors: Partial<Record<'date' | 'weight' | 'length' | 'head', string>>;
}

export function measurementValues(m: MeasurementFields, child: ChildValues): MeasurementValues {
  const errors: MeasurementValues['errors'] = {};
  const date = m.date ? parseIsoDate(m.date) : null;
  if (m.date && !date) errors.date = 'Data da medida: informe uma data válida.';
  let ageDays: number | null = null;
  let chartAgeDays: number | null = null;
  if (date && child.birthDate) {
    const d = daysBetween(child.birthDate, date);
    if (d < 0) errors.date = 'Data da medida: não pode ser antes do nascimento.';
    else {
      const msg = message(() => requireInRange(d, 'ageDays', 'Idade na medida (dias)', PATIENT_LIMITS.ageDays.min, PATIENT_LIMITS.ageDays.max, 'dias'));
      if (msg) errors.date = msg;
      else {
        ageDays = d;
        const c = correctedAge({ ageDays: d, ...(child.gaWeeks !== undefined ? { gestationalWeeks: child.gaWeeks, gestationalDays: child.gaDays } : {}) });
        if (c.correctedDays !== null && c.correctedDays < 0) errors.date = 'Antes de 40 semanas de idade pós-menstrual: as curvas da OMS começam no termo (use curvas para prematuros, como Intergrowth-21st).';
        else chartAgeDays = c.correctedDays ?? d;
      }
    }
  }
  const num = (text: string, key: 'weight' | 'length' | 'head', label: string, min: number, max: number, unit: string) => {
    const v = parseDecimal(text);
    if (v === null) return undefined;
    const msg = message(() => requireInRange(v, key, label, min, max, unit));
    if (msg) { errors[key] = msg; return undefined; }
    return v;
  };
  return {
    id: m.id,
    date,
    ageDays,
    chartAgeDays,
    weightKg: num(m.weight, 'weight', 'Peso (kg)', PATIENT_LIMITS.weightKg.min, PATIENT_LIMITS.weightKg.max, 'kg'),
    lengthCm: num(m.length, 'length', 'Comprimento/estatura (cm)', PATIENT_LIMITS.lengthCm.min, PATIENT_LIMITS.lengthCm.max, 'cm'),
    measured: m.measured === '' ? undefined : m.measured,
    headCm: num(m.head, 'head', 'Perímetro cefálico (cm)', 20, 70, 'cm'),
    errors,
  };
}
