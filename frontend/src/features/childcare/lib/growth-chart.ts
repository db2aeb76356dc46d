/** What a growth chart draws: the WHO lines (z −3…+3, or percentiles 3/15/50/85/97) computed from the
 * LMS rows with the clinical package's lmsValueAt, and the child's points in time order. */
import { DAYS_PER_MONTH, lmsValueAt, WHO_2006_LAST_DAY, type GrowthAssessment, type GrowthIndicator, type GrowthReference } from '@/clinical';

export type LineMode = 'z' | 'percentile';

/** Standard-normal quantiles of the WHO percentile lines (the same constants the seed uses for
 * pedbook_growth_curves.p3…p97). */
export const LINES: Record<LineMode, ReadonlyArray<{ key: string; label: string; z: number; color: string }>> = {
  z: [
    { key: 'l0', label: '−3', z: -3, color: '#111827' },
    { key: 'l1', label: '−2', z: -2, color: '#dc2626' },
    { key: 'l2', label: '−1', z: -1, color: '#f59e0b' },
    { key: 'l3', label: '0', z: 0, color: '#16a34a' },
    { key: 'l4', label: '+1', z: 1, color: '#f59e0b' },
    { key: 'l5', label: '+2', z: 2, color: '#dc2626' },
    { key: 'l6', label: '+3', z: 3, color: '#111827' },
  ],
  percentile: [
    { key: 'l0', label: 'P3', z: -1.880794, color: '#dc2626' },
    { key: 'l1', label: 'P15', z: -1.036433, color: '#f59e0b' },
    { key: 'l2', label: 'P50', z: 0, color: '#16a34a' },
    { key: 'l3', label: 'P85', z: 1.036433, color: '#f59e0b' },
    { key: 'l4', label: 'P97', z: 1.880794, color: '#dc2626' },
  ],
};

export interface ChartIndicator {
  indicator: GrowthIndicator;
  reference: GrowthReference;
  title: string;
  yLabel: string;
  xLabel: string;
  /** The assessment field and the value plotted. */
  field: keyof GrowthAssessment;
  byLength: boolean;
}

/** The charts for a child whose latest chart age is `ageDays`: WHO 2006 up to 1826 days, WHO 2007 after. */
export function chartIndicators(ageDays: number): ChartIndicator[] {
  const age = 'Idade (meses)';
  if (ageDays <= WHO_2006_LAST_DAY) {
    const r: GrowthReference = 'WHO_2006_CGS';
    const lying = Math.floor(ageDays + 0.5) < 731;
    return [
      { indicator: 'weight_for_age', reference: r, title: 'Peso para idade', yLabel: 'Peso (kg)', xLabel: age, field: 'weightForAge', byLength: false },
      { indicator: 'length_height_for_age', reference: r, title: 'Comprimento/estatura para idade', yLabel: 'Comprimento/estatura (cm)', xLabel: age, field: 'lengthForAge', byLength: false },
      { indicator: lying ? 'weight_for_length' : 'weight_for_height', reference: r, title: lying ? 'Peso para comprimento' : 'Peso para estatura', yLabel: 'Peso (kg)', xLabel: lying ? 'Comprimento (cm)' : 'Estatura (cm)', field: 'weightForLength', byLength: true },
      { indicator: 'bmi_for_age', reference: r, title: 'IMC para idade', yLabel: 'IMC (kg/m²)', xLabel: age, field: 'bmiForAge', byLength: false },
      { indicator: 'head_circumference_for_age', reference: r, title: 'Perímetro cefálico para idade', yLabel: 'Perímetro cefálico (cm)', xLabel: age, field: 'headForAge', byLength: false },
    ];
  }
  const r: GrowthReference = 'WHO_2007_REF';
  const out: ChartIndicator[] = [];
  if (ageDays / DAYS_PER_MONTH <= 120) out.push({ indicator: 'weight_for_age', reference: r, title: 'Peso para idade', yLabel: 'Peso (kg)', xLabel: age, field: 'weightForAge', byLength: false });
  out.push({ indicator: 'height_for_age', reference: r, title: 'Estatura para idade', yLabel: 'Estatura (cm)', xLabel: age, field: 'lengthForAge', byLength: false });
  out.push({ indicator: 'bmi_for_age', reference: r, title: 'IMC para idade', yLabel: 'IMC (kg/m²)', xLabel: age, field: 'bmiForAge', byLength: false });
  return out;
}

/** x window of an age chart in months: 0–24 while every point is under 2 years, 0–60 to 5 years,
 * 61–228 (WHO 2007; weight to 120). */
export function ageDomain(reference: GrowthReference, indicator: GrowthIndicator, maxMonths: number): [number, number] {
  if (reference === 'WHO_2006_CGS') return maxMonths <= 24 ? [0, 24] : [0, 60];
  return [61, indicator === 'weight_for_age' ? 120 : 228];
}

export interface LinePoint { x: number; [key: string]: number }

export function curveLines(rows: ReadonlyArray<{ x: number; l: number; m: number; s: number }>, mode: LineMode, domain: [number, number]): LinePoint[] {
  return rows
    .filter((r) => r.x >= domain[0] && r.x <= domain[1])
    .map((r) => {
      const p: LinePoint = { x: r.x };
      for (const line of LINES[mode]) p[line.key] = Math.round(lmsValueAt(line.z, r.l, r.m, r.s) * 100) / 100;
      return p;
    });
}

/** The value plotted for a measurement on a chart, as assessGrowth used it (length adjusted ±0,7 cm
 * when measured the other way; BMI from the adjusted length). */
export function plottedValue(ind: ChartIndicator, m: { chartAgeDays: number; weightKg?: number; lengthCm?: number; measured?: 'lying' | 'standing'; headCm?: number }, a: GrowthAssessment): { x: number; y: number } | null {
  const day = Math.floor(m.chartAgeDays + 0.5);
  let len = m.lengthCm;
  if (len !== undefined && day <= WHO_2006_LAST_DAY) {
    if (day < 731 && m.measured === 'standing') len += 0.7;
    if (day >= 731 && m.measured === 'lying') len -= 0.7;
  } else if (len !== undefined && m.measured === 'lying') len -= 0.7;
  const months = m.chartAgeDays / DAYS_PER_MONTH;
  const result = a[ind.field];
  if (!result) return null;
  switch (ind.field) {
    case 'weightForAge': return m.weightKg === undefined ? null : { x: months, y: m.weightKg };
    case 'lengthForAge': return len === undefined ? null : { x: months, y: Math.round(len * 10) / 10 };
    case 'weightForLength': return len === undefined || m.weightKg === undefined ? null : { x: len, y: m.weightKg };
    case 'bmiForAge': return a.bmiForAge ? { x: months, y: a.bmiForAge.bmi } : null;
    case 'headForAge': return m.headCm === undefined ? null : { x: months, y: m.headCm };
    default: return null;
  }
}
