/** What the calculator pages share (the list of calculators is the tool catalogue, config/tools.ts). */
import { ClinicalInputError } from '@/clinical';

/** The result of a clinical function, or the Portuguese message it refused the input with. */
export function attempt<T>(fn: () => T): { value: T; error: null } | { value: null; error: string } {
  try {
    return { value: fn(), error: null };
  } catch (e) {
    if (e instanceof ClinicalInputError) return { value: null, error: e.message };
    throw e;
  }
}
