/** The calculators in the order of the spec's routes, and the ones clinical mode hides (spec part 2:
 * "hides … the hydration, SRI and medication items in calculators"). */
import { ClinicalInputError } from '@/clinical';
import type { CalculatorId } from '@/config/paths';

export const CALCULATOR_IDS: readonly CalculatorId[] = ['apgar', 'rodwell', 'capurro', 'capurro-neuro', 'finnegan', 'gina', 'glasgow', 'imc', 'bhutani', 'sri', 'hidratacao'];

export const HIDDEN_IN_CLINICAL_MODE: ReadonlySet<CalculatorId> = new Set<CalculatorId>(['sri', 'hidratacao']);

/** The result of a clinical function, or the Portuguese message it refused the input with. */
export function attempt<T>(fn: () => T): { value: T; error: null } | { value: null; error: string } {
  try {
    return { value: fn(), error: null };
  } catch (e) {
    if (e instanceof ClinicalInputError) return { value: null, error: e.message };
    throw e;
  }
}
