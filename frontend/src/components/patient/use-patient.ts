/** The shared patient (weight, age, sex, height) with the tenfold-slip guard (useWeightPlausibility: the
 * clinical package's `weightPlausibility` on the growth rows this age needs) and the package's `doseGate`,
 * which every screen asks before it shows or copies a dose number. */
import { useMemo } from 'react';
import { doseGate, type DoseGate, type WeightPlausibility } from '@/clinical';
import { usePatientStore } from '@/stores/patient-store';
import { confirmationKey, patientValues, todayIso, type PatientValues } from './patient-values';
import { useWeightPlausibility } from './use-weight-plausibility';

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
  const { plausibility, unavailable } = useWeightPlausibility({ weightKg, ageDays, sex: fields.sex, heightCm });
  const key = confirmationKey(fields);
  const confirmed = fields.confirmed === key;
  const gate = doseGate({ weightKg, ageMonths: values.ageMonths, plausibility, confirmed });
  return {
    ...values,
    sex: fields.sex,
    plausibility,
    confirmed,
    ageCheckUnavailable: unavailable,
    unconfirmed: plausibility !== null && !plausibility.plausible && !confirmed,
    confirm: () => fields.confirm(key),
    gate,
  };
}
