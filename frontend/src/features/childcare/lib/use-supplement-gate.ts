/** The dose gate of the childcare pages' weight-based supplement (iron): the clinical package's `doseGate` on the
 * child's age and the weight in use (typed, or the latest measurement's), with the same tenfold-slip check as every
 * other dose screen (useWeightPlausibility; a preterm child at the corrected age). "Confirmo o peso" holds for this
 * weight, age and sex only. */
import { useState } from 'react';
import { DAYS_PER_MONTH, doseGate, type DoseGate } from '@/clinical';
import { useWeightPlausibility } from '@/components/patient';
import type { ChildValues } from './child';

export interface SupplementGate { gate: DoseGate; confirm: () => void }

export function useSupplementGate(child: ChildValues, weightKg: number | undefined): SupplementGate {
  const weight = weightKg ?? null;
  // a preterm child's weight is judged at the corrected age (as its growth is), not the chronological one
  const checkDays = child.corrected?.correctedDays ?? child.ageDays;
  const { plausibility } = useWeightPlausibility({ weightKg: weight, ageDays: checkDays, sex: child.sex, heightCm: null });
  const key = `${weight ?? ''}|${checkDays ?? ''}|${child.sex ?? ''}`;
  const [confirmedKey, setConfirmedKey] = useState<string | null>(null);
  const gate = doseGate({
    weightKg: weight, ageMonths: child.ageDays === null ? null : child.ageDays / DAYS_PER_MONTH, plausibility,
    confirmed: confirmedKey === key,
  });
  return { gate, confirm: () => setConfirmedKey(key) };
}
