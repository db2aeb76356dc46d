/** TanStack Query keys of the childcare reads (api/childcare.ts, api/curves.ts). */
import type { GrowthIndicator, GrowthReference } from '@/clinical';

export const childcareKeys = {
  all: ['childcare'] as const,
  vaccines: () => [...childcareKeys.all, 'vaccines'] as const,
  milestones: () => [...childcareKeys.all, 'milestones'] as const,
  formulas: () => [...childcareKeys.all, 'formulas'] as const,
  curve: (reference: GrowthReference, indicator: GrowthIndicator, sex: 1 | 2) => [...childcareKeys.all, 'curve', reference, indicator, sex] as const,
};
