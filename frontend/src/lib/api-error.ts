/** One error type for every backend call: supabase-js's error (PostgREST, auth, functions) turned
 * into an ApiError that keeps PostgREST's `code` (SQLSTATE or PGRST…), `details` and `hint`, so
 * callers and error screens can tell a missing row (PGRST116) from a denied one (42501). */

export interface BackendErrorLike {
  message?: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
  status?: number;
}

export class ApiError extends Error {
  readonly code: string | undefined;
  readonly details: string | undefined;
  readonly hint: string | undefined;
  readonly status: number | undefined;

  constructor(error: BackendErrorLike, context?: string) {
    super(context ? `${context}: ${error.message ?? 'erro desconhecido'}` : (error.message ?? 'erro desconhecido'));
    this.name = 'ApiError';
    this.code = error.code || undefined;
    this.details = error.details ?? undefined;
    this.hint = error.hint ?? undefined;
    this.status = error.status;
  }
}

/** Any thrown or returned error as an ApiError (an ApiError is returned as is). */
export function toApiError(error: unknown, context?: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error && typeof error === 'object') return new ApiError(error as BackendErrorLike, context);
  return new ApiError({ message: String(error) }, context);
}
