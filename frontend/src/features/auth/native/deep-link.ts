/** The native sign-in deep link (spec part 1 §4): the auth service sends the shell back to
 * `br.com.pedbook.app://auth/callback#access_token=…&refresh_token=…` (host 'auth', path
 * '/callback'); the app sets that session, creates or updates the social-login profile, welcomes
 * the user, broadcasts the success and goes to '/'. Plain module: everything it touches is
 * injected (native-auth.ts wires the real client), so the handler is unit-tested as it runs. */
import type { User } from '@supabase/supabase-js';
import { NATIVE_APP_ID } from '@/lib/native-shell';
import type { Profile } from '@/lib/profile';
import { welcomeMessage } from '../lib/welcome';
import { pathTo } from '@/config/paths';

export type AuthDeepLink =
  | { kind: 'session'; accessToken: string; refreshToken: string }
  | { kind: 'recovery' }
  | { kind: 'error'; message: string };

export const DEEP_LINK_FAILED = 'Não foi possível concluir o login. Tente novamente.';
export const DEEP_LINK_INCOMPLETE = 'O link de login está incompleto. Entre novamente.';

/** null when `raw` is not this app's auth callback (other deep links are someone else's). */
export function parseAuthDeepLink(raw: string): AuthDeepLink | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== `${NATIVE_APP_ID}:` || url.host !== 'auth' || url.pathname.replace(/\/+$/, '') !== '/callback') return null;
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const param = (k: string) => fragment.get(k) ?? url.searchParams.get(k);
  // The auth service reports failures as error/error_description (fragment or query); their
  // English text is not shown to the user.
  if (param('error') || param('error_description')) return { kind: 'error', message: DEEP_LINK_FAILED };
  if (param('type') === 'recovery') return { kind: 'recovery' };
  const accessToken = fragment.get('access_token');
  const refreshToken = fragment.get('refresh_token');
  if (!accessToken || !refreshToken) return { kind: 'error', message: DEEP_LINK_INCOMPLETE };
  return { kind: 'session', accessToken, refreshToken };
}

export interface DeepLinkDeps {
  setSession(tokens: { access_token: string; refresh_token: string }): Promise<{ user: User | null; error: { message: string } | null }>;
  /** Creates or updates the user's profile from the provider's data. */
  syncProfile(user: User): Promise<Profile | null>;
  navigate(path: string): void;
  success(title: string, description: string): void;
  failure(message: string): void;
  /** The sign-in happened: broadcast it (and the shell's first-sign-in rule). */
  signedIn(user: User): void;
  now(): number;
}

export type DeepLinkOutcome = 'ignored' | 'signed-in' | 'recovery' | 'failed';

/** The `appUrlOpen` handler's work for one URL. */
export async function handleAuthDeepLink(raw: string, deps: DeepLinkDeps): Promise<DeepLinkOutcome> {
  const link = parseAuthDeepLink(raw);
  if (!link) return 'ignored';
  if (link.kind === 'recovery') {
    // A recovery link is not a sign-in (spec part 1 §4): the new password is set there.
    deps.navigate(pathTo('/reset-password'));
    return 'recovery';
  }
  if (link.kind === 'error') {
    deps.failure(link.message);
    deps.navigate(pathTo('/login'));
    return 'failed';
  }
  const { user, error } = await deps.setSession({ access_token: link.accessToken, refresh_token: link.refreshToken }).catch((e: unknown) => ({
    user: null,
    error: { message: e instanceof Error ? e.message : String(e) },
  }));
  if (error || !user) {
    deps.failure(DEEP_LINK_FAILED);
    deps.navigate(pathTo('/login'));
    return 'failed';
  }
  const profile = await deps.syncProfile(user).catch(() => null);
  const { title, description } = welcomeMessage(user.created_at, deps.now(), profile?.full_name ?? null);
  deps.success(title, description);
  deps.signedIn(user);
  deps.navigate(pathTo('/'));
  return 'signed-in';
}
