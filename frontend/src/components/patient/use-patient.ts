/** The shared patient (weight, age, sex) with the tenfold-slip guard: `weightPlausibility` of the
 * clinical package on the weight-for-age rows of the growth tables (read for this age only). */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { weightPlausibility, type WeightPlausibility } from '@/clinical';
import { ageWindow, growthLmsQuery, lmsLookupFrom } from '@/lib/growth-lms';
import { usePatientStore } from '@/stores/patient-store';
import { confirmationKey, patientValues, todayIso, type PatientValues } from './patient-values';

/** weight-for-age exists up to 120 months (WHO 2007). */
const WEIGHT_FOR_AGE_LAST_DAY = Math.floor(120 * 30.4375);

export interface PatientGuard extends PatientValues {
  sex: 'M' | 'F' | null;
  /** null while there is no valid weight */
  plausibility: WeightPlausibility | null;
  /** the weight-for-age rows could not be read: only the 0,3–150 kg range was checked */
  ageCheckUnavailable: boolean;
  /** the weight is implausible and the user has not confirmed it: every dose is marked */
  unconfirmed: boolean;
  confirmed: boolean;
  confirm: () => void;
}

export function usePatient(): PatientGuard {
  const fields = usePatientStore();
  const values = useMemo(() => patientValues(fields, todayIso()), [fields]);
  const { ageDays, weightKg } = values;
  const rows = ageDays !== null && ageDays <= WEIGHT_FOR_AGE_LAST_DAY ? ageWindow(ageDays) : null;
  const lms = useQuery({
    ...growthLmsQuery({
      reference: rows?.reference ?? 'WHO_2006_CGS', indicators: ['weight_for_age'],
      sexes: fields.sex === 'M' ? [1] : fields.sex === 'F' ? [2] : [1, 2], from: rows?.from ?? 0, to: rows?.to ?? 0,
    }),
    enabled: rows !== null,
  });
  const plausibility = useMemo((): WeightPlausibility | null => {
    if (weightKg === null) return null;
    const lookup = rows && lms.data ? lmsLookupFrom(lms.data) : undefined;
    return weightPlausibility({ weightKg, ...(lookup && ageDays !== null ? { ageDays } : {}), ...(fields.sex ? { sex: fields.sex } : {}) }, lookup);
  }, [weightKg, ageDays, rows, lms.data, fields.sex]);
  const key = confirmationKey(fields);
  const confirmed = fields.confirmed === key;
  return {
    ...values,
    sex: fields.sex,
    plausibility,
    confirmed,
    ageCheckUnavailable: rows !== null && weightKg !== null && lms.isError,
    unconfirmed: plausibility !== null && !plausibility.plausible && !confirmed,
    confirm: () => fields.confirm(key),
  };
}
