/** Classifies an error caught by the error boundary (spec part 1 §4) and tracks chunk-load
 * reload attempts (max 2 retries, delay 1 s × attempt). */

export type ErrorKind = 'compatibility' | 'chunk-load' | 'critical';

const CHUNK_PATTERNS = [
  /loading chunk [\w-]+ failed/i,
  /failed to fetch dynamically imported module/i,
  /importing a module script failed/i,
  /error loading dynamically imported module/i,
  /unable to preload css/i,
  /dynamically imported module/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_PATTERNS.some((p) => p.test(error.message));
}

/** The browser-compatibility check of the error screen: named regex groups and Object.hasOwn. */
export function browserIsCompatible(): boolean {
  try {
    const m = new RegExp('(?<year>\\d{4})').exec('2024');
    if (m?.groups?.year !== '2024') return false;
    return typeof Object.hasOwn === 'function' && Object.hasOwn({ a: 1 }, 'a');
  } catch {
    return false;
  }
}

export function classifyError(error: unknown, compatible: boolean = browserIsCompatible()): ErrorKind {
  if (!compatible) return 'compatibility';
  if (isChunkLoadError(error)) return 'chunk-load';
  return 'critical';
}

export const CHUNK_MAX_RETRIES = 2;
export const CHUNK_RETRY_BASE_MS = 1_000;
export const CHUNK_RETRY_KEY = 'pedbook_chunk_retries';
export const CHUNK_ERROR_CONTEXT_KEY = 'pedbook_chunk_error_context';
export const ERROR_BREADCRUMBS_KEY = 'pedbook_error_breadcrumbs';

/** Next action after a chunk-load failure, given how many reloads were already attempted. */
export function nextChunkRetry(attemptsSoFar: number): { reload: true; delayMs: number; attempt: number } | { reload: false } {
  if (attemptsSoFar >= CHUNK_MAX_RETRIES) return { reload: false };
  const attempt = attemptsSoFar + 1;
  return { reload: true, attempt, delayMs: CHUNK_RETRY_BASE_MS * attempt };
}
