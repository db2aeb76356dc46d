/** Session refresh policy (spec part 2 §9): every 4 h (at least 5 min apart), and at start,
 * visibility or focus when the token expires within 1 h. */
export const SESSION_REFRESH_INTERVAL_MS = 4 * 60 * 60_000;
export const SESSION_REFRESH_MIN_GAP_MS = 5 * 60_000;
export const SESSION_EXPIRY_WINDOW_MS = 60 * 60_000;

export function shouldRefreshSession(expiresAtSec: number | undefined, nowMs: number, lastRefreshMs: number | null): boolean {
  if (expiresAtSec === undefined) return false;
  if (lastRefreshMs !== null && nowMs - lastRefreshMs < SESSION_REFRESH_MIN_GAP_MS) return false;
  const remaining = expiresAtSec * 1000 - nowMs;
  return remaining <= SESSION_EXPIRY_WINDOW_MS;
}
