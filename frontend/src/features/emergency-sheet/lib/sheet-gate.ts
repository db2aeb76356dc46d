/** The page's one plausibility gate: whether the sheet may show numbers for this patient. A typed weight goes
 * through the clinical core's `doseGate` (the shared patient's `gate`: weight and age needed, an implausible
 * weight withheld until "Confirmo o peso", the growth rows unreadable → confirm first). An estimated weight
 * comes from the APLS formula for the age, so only the age is needed; a neonate is entered by weight (the sheet
 * itself refuses weights outside 0,3–6 kg), withheld while the shared guard finds the weight implausible. */
import { DOSE_GATE_MESSAGES, type SheetMode } from '@/clinical';
import type { PatientGuard } from '@/components/patient';

export interface SheetGate {
  show: boolean;
  /** why the numbers are withheld (Portuguese), null when shown */
  reason: string | null;
}

const OPEN: SheetGate = { show: true, reason: null };

export function sheetGate(mode: SheetMode, guard: PatientGuard): SheetGate {
  if (mode === 'age') return guard.ageMonths === null ? { show: false, reason: DOSE_GATE_MESSAGES.no_age } : OPEN;
  if (mode === 'neonate') {
    return guard.unconfirmed
      ? { show: false, reason: `${guard.plausibility?.message ?? 'Peso improvável para a idade.'} As doses aparecem depois de "Confirmo o peso".` }
      : OPEN;
  }
  return guard.gate.show ? OPEN : { show: false, reason: guard.gate.message };
}
