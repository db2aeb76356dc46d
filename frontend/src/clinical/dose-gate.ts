/**
 * The dose gate (issue 34 §1–2): one rule, used by every screen that shows a dose number (medication page,
 * flowcharts, poisonings, RSI, hydration, prescriptions, emergency sheet…), saying whether dose numbers may
 * be shown and copied for the patient entered, and otherwise why, in Portuguese.
 *
 * A dose number is shown only when
 * 1. the weight is entered (when the doses depend on it), and
 * 2. the age (or birth date) is entered — without it the weight cannot be checked against the age, so a
 *    tenfold slip (100 kg typed for a 10 kg child) would pass silently, and age bands cannot be chosen;
 * 3. the weight-for-age check has run (`weightPlausibility`: not null), and
 * 4. the weight is plausible for the age, or the user confirmed it ("Confirmo o peso"); the same holds when
 *    only the 0,3–150 kg range could be checked although an age is entered (growth tables unavailable).
 * While any of these fails, no dose number, no volume and no "Copiar prescrição" appear — not a marked
 * number: the number itself is withheld.
 */
import type { WeightPlausibility } from './plausibility';

export type DoseGateReason = 'no_weight' | 'no_age' | 'no_weight_no_age' | 'checking' | 'implausible_weight' | 'unchecked_weight';

export interface DoseGate {
  /** dose numbers (amounts, volumes, rates) may be shown and copied */
  show: boolean;
  reason: DoseGateReason | null;
  /** Portuguese: what is missing or what to do; null when `show` */
  message: string | null;
  /** "Confirmo o peso" opens the gate (implausible or unchecked weight) */
  confirmable: boolean;
}

export interface DoseGateInput {
  /** valid weight in kg, null while not entered or invalid */
  weightKg: number | null;
  /** valid age in months (from the age or the birth date), null while not entered or invalid */
  ageMonths: number | null;
  /** `weightPlausibility` for this weight and age; null while it has not run (growth tables loading) */
  plausibility: WeightPlausibility | null;
  /** the user confirmed this weight and age ("Confirmo o peso") */
  confirmed: boolean;
  /** What the doses of the screen depend on; default both. A dose that depends on the weight always needs
   * the age as well (the check above needs it): `{ weight: true, age: false }` is treated as both. */
  needs?: { weight: boolean; age: boolean };
}

export const DOSE_GATE_MESSAGES: Record<DoseGateReason, string> = {
  no_weight_no_age: 'Informe o peso e a idade (ou a data de nascimento) para ver as doses.',
  no_weight: 'Informe o peso (kg) para ver as doses.',
  no_age: 'Informe a idade ou a data de nascimento para ver as doses: sem a idade não é possível conferir se o peso é plausível (erro de digitação) nem escolher a faixa etária da dose.',
  checking: 'Conferindo o peso para a idade…',
  implausible_weight: 'Peso improvável para a idade: as doses ficam ocultas até você conferir o peso e clicar em “Confirmo o peso”.',
  unchecked_weight: 'Não foi possível conferir o peso para a idade (tabelas de crescimento indisponíveis): confira o peso e clique em “Confirmo o peso” para ver as doses.',
};

const OPEN: DoseGate = { show: true, reason: null, message: null, confirmable: false };
const closed = (reason: DoseGateReason, confirmable = false): DoseGate => ({ show: false, reason, message: DOSE_GATE_MESSAGES[reason], confirmable });

/** Whether dose numbers may be shown and copied for this patient, and otherwise why (see the rule above). */
export function doseGate(p: DoseGateInput): DoseGate {
  const needsWeight = p.needs?.weight ?? true;
  const needsAge = needsWeight || (p.needs?.age ?? true);
  const noWeight = needsWeight && p.weightKg === null;
  const noAge = needsAge && p.ageMonths === null;
  if (noWeight && noAge) return closed('no_weight_no_age');
  if (noWeight) return closed('no_weight');
  if (noAge) return closed('no_age');
  if (!needsWeight) return OPEN;
  if (p.plausibility === null) return closed('checking');
  if (p.confirmed) return OPEN;
  if (!p.plausibility.plausible) return closed('implausible_weight', true);
  if (p.plausibility.check === 'range') return closed('unchecked_weight', true);
  return OPEN;
}
