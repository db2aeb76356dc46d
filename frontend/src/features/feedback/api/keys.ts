/** Query keys of the feedback feature. */
import { ME } from '@/lib/query-keys';

export const feedbackKeys = {
  types: () => ['feedback-types'] as const,
  /** Every list of the signed-in user's feedbacks (invalidated after a send or a reply). */
  mine: () => [...ME, 'feedbacks'] as const,
  mineOf: (userId: string) => [...ME, 'feedbacks', userId] as const,
};
