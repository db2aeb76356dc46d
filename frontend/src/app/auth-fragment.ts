/** Reads, once, whether the page was opened by an auth callback carrying tokens in the
 * fragment (captured at start-up, before supabase-js consumes and clears it). */
export type AuthFragment = 'signin' | 'recovery' | null;

let captured: AuthFragment = null;

export function parseAuthFragment(hash: string): AuthFragment {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  if (!params.get('access_token')) return null;
  return params.get('type') === 'recovery' ? 'recovery' : 'signin';
}

export function captureAuthFragment(hash: string): void {
  captured = parseAuthFragment(hash);
}

export function consumeAuthFragment(): AuthFragment {
  const v = captured;
  captured = null;
  return v;
}
