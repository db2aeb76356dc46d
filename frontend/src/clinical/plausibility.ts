/**
 * Weight plausibility — the tenfold-slip guard of the shared patient inputs (issue 13 §5).
 *
 * Rule (issue 13): a weight is implausible when it is outside 0,3–150 kg, or when weight-for-age
 * (WHO 2006 up to 1826 days, WHO 2007 to 120 months, via `assessGrowth`) is beyond ±3 z. Without sex,
 * both sexes are checked and the weight is flagged only when it is beyond ±3 z for both (no false
 * alarm from the sex that is not the child's). Beyond 120 months only the range check applies.
 * Source for the z-score: see growth.ts (WHO 2006/2007, restricted LMS).
 */
import { ClinicalInputError, PATIENT_LIMITS, ptNumber, requireInRange } from './errors';
import { assessGrowth, type LmsLookup } from './growth';

export const PLAUSIBLE_WEIGHT_KG = { min: 0.3, max: 150 } as const;
export const PLAUSIBLE_WEIGHT_FOR_AGE_Z = 3;

export interface WeightPlausibility {
  plausible: boolean;
  reason: 'ok' | 'out_of_range' | 'weight_for_age';
  /** weight-for-age z when it was computed (the sex's, or the one nearer 0 when sex is unknown) */
  z?: number;
  /** Portuguese message for the field, null when plausible */
  message: string | null;
}

function ageText(ageDays: number): string {
  const months = Math.floor(ageDays / 30.4375);
  if (months < 1) return `${Math.floor(ageDays)} dias`;
  if (months < 24) return `${months} ${months === 1 ? 'mês' : 'meses'}`;
  const y = Math.floor(months / 12);
  const m = months % 12;
  return m ? `${y} anos e ${m} ${m === 1 ? 'mês' : 'meses'}` : `${y} anos`;
}

const SLIP_HINT = 'Confira se não houve erro de digitação (gramas digitadas como quilos, vírgula fora do lugar ou peso em libras) e confirme o peso antes de usar as doses.';

/**
 * Whether a weight is plausible for the age (and sex, when known): outside 0,3–150 kg, or weight-for-age
 * beyond ±3 z (WHO 2006/2007 via assessGrowth) → implausible with a Portuguese message naming the field.
 * Never throws for a finite weight (the field shows the message and the page marks every dose until the
 * user confirms); a non-number weight or an invalid age → ClinicalInputError.
 */
export function weightPlausibility(p: { weightKg: number; ageDays?: number; sex?: 'M' | 'F' }, lookup?: LmsLookup): WeightPlausibility {
  if (typeof p.weightKg !== 'number' || !Number.isFinite(p.weightKg)) {
    throw new ClinicalInputError('Peso (kg): informe um número entre 0,3 e 250 kg.', 'weightKg');
  }
  const w = p.weightKg;
  if (w < PLAUSIBLE_WEIGHT_KG.min || w > PLAUSIBLE_WEIGHT_KG.max) {
    return {
      plausible: false, reason: 'out_of_range',
      message: `Peso (kg): ${ptNumber(w)} kg está fora do intervalo plausível (0,3 a 150 kg). ${SLIP_HINT}`,
    };
  }
  if (p.ageDays === undefined || lookup === undefined) return { plausible: true, reason: 'ok', message: null };
  const ageDays = requireInRange(p.ageDays, 'ageDays', 'Idade (dias)', PATIENT_LIMITS.ageDays.min, PATIENT_LIMITS.ageDays.max, 'dias');
  const sexes: Array<'M' | 'F'> = p.sex ? [p.sex] : ['M', 'F'];
  const zs: number[] = [];
  for (const sex of sexes) {
    const r = assessGrowth({ sex, ageDays, weightKg: Math.max(w, PATIENT_LIMITS.weightKg.min) }, lookup).weightForAge;
    if (r) zs.push(r.z);
  }
  if (zs.length === 0) return { plausible: true, reason: 'ok', message: null };
  const nearest = zs.reduce((a, b) => (Math.abs(b) < Math.abs(a) ? b : a));
  const beyond = zs.every((z) => Math.abs(z) > PLAUSIBLE_WEIGHT_FOR_AGE_Z);
  if (!beyond) return { plausible: true, reason: 'ok', z: nearest, message: null };
  const dir = nearest > 0 ? 'acima' : 'abaixo';
  return {
    plausible: false, reason: 'weight_for_age', z: nearest,
    message: `Peso (kg): ${ptNumber(w)} kg é improvável para ${ageText(ageDays)} (peso para idade ${dir} de ${nearest > 0 ? '+' : '−'}3 escores z: z = ${ptNumber(nearest)}). ${SLIP_HINT}`,
  };
}
