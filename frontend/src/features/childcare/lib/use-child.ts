/** The child of the session as numbers, and each measurement's assessment by the clinical package's
 * assessGrowth over the LMS rows of its age (and length), read through the gateway and cached. */
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { assessGrowth, ClinicalInputError, type GrowthAssessment } from '@/clinical';
import { todayIso } from '@/components/patient/patient-values';
import { ageWindow, growthLmsQuery, lmsLookupFrom, type GrowthLmsRow } from '@/lib/growth-lms';
import { childValues, measurementValues, type ChildValues, type MeasurementValues } from './child';
import { useChildStore } from './child-store';
import { compareIsoDates } from './dates';

export function useChild(): ChildValues {
  const f = useChildStore();
  return useMemo(() => childValues(f, todayIso()), [f]);
}

export interface AssessedMeasurement {
  m: MeasurementValues;
  assessment: GrowthAssessment | null;
  error: string | null;
  pending: boolean;
  loadError: boolean;
}

function lengthWindow(len: number): { from: number; to: number } {
  return { from: Math.floor(len * 10 - 1) / 10, to: Math.ceil(len * 10 + 1) / 10 };
}

export function useAssessedMeasurements(child: ChildValues): AssessedMeasurement[] {
  const fields = useChildStore((s) => s.measurements);
  const values = useMemo(() => fields.map((m) => measurementValues(m, child))
    .sort((a, b) => compareIsoDates(a.date ?? '9999', b.date ?? '9999')), [fields, child]);
  const sex = child.sex === 'M' ? 1 : child.sex === 'F' ? 2 : null;
  const queries = values.flatMap((m) => {
    if (m.chartAgeDays === null || sex === null) return [];
    const win = ageWindow(m.chartAgeDays);
    const out = [growthLmsQuery({
      reference: win.reference,
      indicators: win.reference === 'WHO_2007_REF' ? ['weight_for_age', 'height_for_age', 'bmi_for_age'] : ['weight_for_age', 'length_height_for_age', 'bmi_for_age', 'head_circumference_for_age'],
      sexes: [sex], from: win.from, to: win.to,
    })];
    if (win.reference === 'WHO_2006_CGS' && m.lengthCm !== undefined) {
      // weight-for-length/height rows are keyed by length (the ±0,7 cm adjustment stays inside ±0,8)
      const w = lengthWindow(m.lengthCm);
      out.push(growthLmsQuery({ reference: 'WHO_2006_CGS', indicators: ['weight_for_length', 'weight_for_height'], sexes: [sex], from: w.from - 0.7, to: w.to + 0.7 }));
    }
    return out.map((q) => ({ ...q, meta: { id: m.id } }));
  });
  const results = useQueries({ queries });
  return values.map((m) => {
    const mine = results.filter((_, i) => queries[i]?.meta.id === m.id);
    const base = { m, assessment: null, error: null, pending: false, loadError: false };
    if (m.chartAgeDays === null || sex === null) return base;
    if (mine.some((r) => r.isError)) return { ...base, loadError: true };
    if (mine.some((r) => r.isPending)) return { ...base, pending: true };
    const rows = mine.flatMap((r) => (r.data ?? []) as GrowthLmsRow[]);
    try {
      const assessment = assessGrowth({
        sex: child.sex!, ageDays: m.chartAgeDays,
        ...(m.weightKg !== undefined ? { weightKg: m.weightKg } : {}),
        ...(m.lengthCm !== undefined ? { lengthCm: m.lengthCm } : {}),
        ...(m.measured ? { measured: m.measured } : {}),
        ...(m.headCm !== undefined ? { headCm: m.headCm } : {}),
      }, lmsLookupFrom(rows));
      return { ...base, assessment };
    } catch (e) {
      if (e instanceof ClinicalInputError) return { ...base, error: e.message };
      throw e;
    }
  });
}
