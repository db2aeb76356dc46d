/** Roots of the query keys shared across features. Each feature builds its keys in a factory in
 * its api/ folder (`feedbackKeys.mine(userId)`), never as literal arrays. Everything under
 * `ME` belongs to the signed-in user and is dropped on sign-out. */
export const ME = ['me'] as const;
/** Search results: never refetched by the app's refetch policy (app/hooks/use-refetch-policy). */
export const SEARCH = ['search'] as const;
