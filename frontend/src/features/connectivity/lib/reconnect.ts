/** Reconnect check: a HEAD request to a public external site, body ignored (spec part 2 §7). */
export const RECONNECT_URL = 'https://www.google.com/generate_204';
export const RECONNECT_RETRY_DELAY_MS = 2_000;

export async function probeInternet(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    await fetchImpl(RECONNECT_URL, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(5_000) });
    return true;
  } catch {
    return false;
  }
}
