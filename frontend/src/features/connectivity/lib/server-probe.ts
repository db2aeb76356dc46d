/** Does the PedBook server answer? /app-config.json is never served by the service worker
 * (navigation fallback deny-list, not precached), so an answer comes from the server itself. */
export async function serverAnswers(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetchImpl('/app-config.json', { cache: 'no-store', signal: AbortSignal.timeout(5_000) });
    return res.ok;
  } catch {
    return false;
  }
}
