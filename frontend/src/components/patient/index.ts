export { DoseGateContext, DoseGateNotice, GuardedDose, PatientInputs } from './patient-inputs';
export { usePatient, type PatientGuard } from './use-patient';
export { parseDecimal, patientValues } from './patient-values';
export { useWeightPlausibility, type WeightCheck } from './use-weight-plausibility';
