/** The weight the supplementation uses: the one typed, else the latest dated measurement's. */
import { ClinicalInputError, requireWeightKg } from '@/clinical';
import { parseDecimal } from '@/components/patient';
import { measurementValues, type ChildValues } from './child';
import { useChildStore } from './child-store';
import { compareIsoDates } from './dates';

export function useCurrentWeight(child: ChildValues, typed: string): { weightKg: number | undefined; error: string | null; fromMeasurement: string | null } {
  const measurements = useChildStore((s) => s.measurements);
  const latest = measurements.map((m) => measurementValues(m, child)).filter((m) => m.date && m.weightKg !== undefined)
    .sort((a, b) => compareIsoDates(a.date!, b.date!)).at(-1);
  const fromMeasurement = latest?.weightKg !== undefined ? String(latest.weightKg).replace('.', ',') : null;
  const v = parseDecimal(typed);
  if (v === null) return { weightKg: latest?.weightKg, error: null, fromMeasurement };
  try { return { weightKg: requireWeightKg(v), error: null, fromMeasurement }; } catch (e) {
    if (e instanceof ClinicalInputError) return { weightKg: undefined, error: e.message, fromMeasurement };
    throw e;
  }
}
