/** The tenfold-slip check of one weight for one age (and sex, height when known), with the growth rows it needs
 * read for this age only: `weightPlausibility` of the clinical package on WHO weight-for-age rows up to 120
 * months, WHO 2007 BMI-for-age rows beyond when a height is given, CDC 2000 (in the package) otherwise. Shared by
 * the patient inputs (usePatient) and the childcare pages, so every dose screen runs the same check. */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DAYS_PER_MONTH, weightPlausibility, WHO_WEIGHT_FOR_AGE_LAST_MONTH, type WeightPlausibility } from '@/clinical';
import { ageWindow, growthLmsQuery, lmsLookupFrom } from '@/lib/growth-lms';

export interface WeightCheck {
  /** null while there is no weight, or while the rows are being read */
  plausibility: WeightPlausibility | null;
  /** the rows this age needs could not be read (server down, offline): only what needs no rows was checked */
  unavailable: boolean;
}

export function useWeightPlausibility({ weightKg, ageDays, sex, heightCm }: {
  weightKg: number | null; ageDays: number | null; sex: 'M' | 'F' | null; heightCm: number | null;
}): WeightCheck {
  const whoWeightForAge = ageDays !== null && ageDays / DAYS_PER_MONTH <= WHO_WEIGHT_FOR_AGE_LAST_MONTH;
  const bmiForAge = ageDays !== null && !whoWeightForAge && heightCm !== null;
  const rows = ageDays !== null && weightKg !== null && (whoWeightForAge || bmiForAge) ? ageWindow(ageDays) : null;
  const lms = useQuery({
    ...growthLmsQuery({
      reference: rows?.reference ?? 'WHO_2006_CGS', indicators: [bmiForAge ? 'bmi_for_age' : 'weight_for_age'],
      sexes: sex === 'M' ? [1] : sex === 'F' ? [2] : [1, 2], from: rows?.from ?? 0, to: rows?.to ?? 0,
    }),
    enabled: rows !== null,
  });
  // failed (from the first failed attempt: the retry may take a while with the server down), or paused because
  // the device is offline (TanStack waits for the network): the check cannot run now
  const unavailable = !lms.data && (lms.isError || lms.failureCount > 0 || lms.fetchStatus === 'paused');
  const plausibility = useMemo((): WeightPlausibility | null => {
    if (weightKg === null) return null;
    const sexArg = sex ? { sex } : {};
    const height = heightCm !== null ? { heightCm } : {};
    if (ageDays === null) return weightPlausibility({ weightKg });
    if (rows === null) return weightPlausibility({ weightKg, ageDays, ...sexArg }); // beyond 120 months, no height: CDC 2000
    if (lms.data) return weightPlausibility({ weightKg, ageDays, ...sexArg, ...height }, lmsLookupFrom(lms.data));
    // the rows are unavailable: up to 120 months only the range is checked (the gate asks to confirm); beyond, CDC 2000
    if (unavailable) return weightPlausibility({ weightKg, ageDays, ...sexArg });
    const range = weightPlausibility({ weightKg });
    return range.plausible ? null : range; // still reading the rows: out of range is said at once
  }, [weightKg, ageDays, heightCm, rows, lms.data, unavailable, sex]);
  return { plausibility, unavailable: rows !== null && weightKg !== null && unavailable };
}
