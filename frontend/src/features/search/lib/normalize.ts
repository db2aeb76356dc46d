/** Query normalisation: search runs only with at least 3 characters after trim + lowercase. */
export const MIN_QUERY_LENGTH = 3;
/** Offline search (over the downloaded copy) runs from 2 characters (spec part 2 §5). */
export const OFFLINE_MIN_QUERY_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 250;

export function normalizeQuery(q: string): string {
  return q.trim().toLowerCase();
}

export function canSearch(q: string): boolean {
  return normalizeQuery(q).length >= MIN_QUERY_LENGTH;
}

export function stripAccents(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Lowercase, accent-free form used for local matching. */
export function fold(s: string): string {
  return stripAccents(s.toLowerCase());
}
