/** The shared patient (weight, age, sex, height) with the tenfold-slip guard: `weightPlausibility` of the
 * clinical package — WHO weight-for-age rows up to 120 months, WHO 2007 BMI-for-age rows beyond when a
 * height is given (read from the growth tables for this age only), CDC 2000 otherwise (in the package) —
 * and the package's `doseGate`, which every screen asks before it shows or copies a dose number. */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  DAYS_PER_MONTH, doseGate, weightPlausibility, WHO_WEIGHT_FOR_AGE_LAST_MONTH, type DoseGate, type WeightPlausibility,
} from '@/clinical';
import { ageWindow, growthLmsQuery, lmsLookupFrom } from '@/lib/growth-lms';
import { usePatientStore } from '@/stores/patient-store';
import { confirmationKey, patientValues, todayIso, type PatientValues } from './patient-values';

export interface PatientGuard extends PatientValues {
  sex: 'M' | 'F' | null;
  /** null while there is no valid weight, or while the weight-for-age rows are being read */
  plausibility: WeightPlausibility | null;
  /** the growth rows could not be read: only the 0,3–150 kg range was checked (the gate asks to confirm) */
  ageCheckUnavailable: boolean;
  /** the weight is implausible and the user has not confirmed it */
  unconfirmed: boolean;
  confirmed: boolean;
  confirm: () => void;
  /** `doseGate` for this patient (weight and age needed): whether dose numbers may be shown and copied */
  gate: DoseGate;
}

export function usePatient(): PatientGuard {
  const fields = usePatientStore();
  const values = useMemo(() => patientValues(fields, todayIso()), [fields]);
  const { ageDays, weightKg, heightCm } = values;
  const whoWeightForAge = ageDays !== null && ageDays / DAYS_PER_MONTH <= WHO_WEIGHT_FOR_AGE_LAST_MONTH;
  const bmiForAge = ageDays !== null && !whoWeightForAge && heightCm !== null;
  const rows = ageDays !== null && weightKg !== null && (whoWeightForAge || bmiForAge) ? ageWindow(ageDays) : null;
  const lms = useQuery({
    ...growthLmsQuery({
      reference: rows?.reference ?? 'WHO_2006_CGS', indicators: [bmiForAge ? 'bmi_for_age' : 'weight_for_age'],
      sexes: fields.sex === 'M' ? [1] : fields.sex === 'F' ? [2] : [1, 2], from: rows?.from ?? 0, to: rows?.to ?? 0,
    }),
    enabled: rows !== null,
  });
  // failed (from the first failed attempt: the retry may take a while with the server down), or paused because
  // the device is offline (TanStack waits for the network): the check cannot run now
  const unavailable = !lms.data && (lms.isError || lms.failureCount > 0 || lms.fetchStatus === 'paused');
  const plausibility = useMemo((): WeightPlausibility | null => {
    if (weightKg === null) return null;
    const sex = fields.sex ? { sex: fields.sex } : {};
    const height = heightCm !== null ? { heightCm } : {};
    if (ageDays === null) return weightPlausibility({ weightKg });
    if (rows === null) return weightPlausibility({ weightKg, ageDays, ...sex }); // beyond 120 months, no height: CDC 2000
    if (lms.data) return weightPlausibility({ weightKg, ageDays, ...sex, ...height }, lmsLookupFrom(lms.data));
    // the rows are unavailable: up to 120 months only the range is checked (the gate asks to confirm); beyond, CDC 2000
    if (unavailable) return weightPlausibility({ weightKg, ageDays, ...sex });
    const range = weightPlausibility({ weightKg });
    return range.plausible ? null : range; // still reading the rows: out of range is said at once
  }, [weightKg, ageDays, heightCm, rows, lms.data, unavailable, fields.sex]);
  const key = confirmationKey(fields);
  const confirmed = fields.confirmed === key;
  const gate = doseGate({ weightKg, ageMonths: values.ageMonths, plausibility, confirmed });
  return {
    ...values,
    sex: fields.sex,
    plausibility,
    confirmed,
    ageCheckUnavailable: rows !== null && weightKg !== null && unavailable,
    unconfirmed: plausibility !== null && !plausibility.plausible && !confirmed,
    confirm: () => fields.confirm(key),
    gate,
  };
}
