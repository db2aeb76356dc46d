/** The page's one plausibility gate: whether the sheet may show numbers for this patient. Today it is the
 * shared patient guard (components/patient: an implausible weight shows nothing until "Confirmo o peso");
 * the core's gate function replaces this body when it lands — one place to swap. */
import type { PatientGuard } from '@/components/patient';
import type { SheetMode } from '@/clinical';

export interface SheetGate {
  show: boolean;
  /** why the numbers are withheld (Portuguese), null when shown */
  reason: string | null;
}

export function sheetGate(mode: SheetMode, guard: PatientGuard): SheetGate {
  // An estimated weight comes from the APLS formula for the age: nothing typed to check.
  if (mode === 'age') return { show: true, reason: null };
  if (guard.unconfirmed) {
    return { show: false, reason: `${guard.plausibility?.message ?? 'Peso improvável para a idade.'} As doses aparecem depois de "Confirmo o peso".` };
  }
  return { show: true, reason: null };
}
