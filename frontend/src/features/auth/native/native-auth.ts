/** The native shell's auth wiring, installed by the auth sync only inside the shell (loaded
 * dynamically, so none of it reaches the web's bundle): the `appUrlOpen` deep link, the
 * foreground session re-check, and the reload after a user's first sign-in. */
import type { QueryClient } from '@tanstack/react-query';
import { App } from '@capacitor/app';
import { setProfileData } from '@/lib/profile';
import { storage } from '@/lib/storage';
import { db, type PedbookClient } from '@/lib/supabase';
import { toast } from '@/lib/toast';
import { handleAuthDeepLink, type DeepLinkDeps } from './deep-link';
import { createForegroundRecheck, reloadOnceAfterFirstSignIn } from './native-rules';
import { syncSocialProfile } from './social-profile';

export interface NativeAuthContext {
  navigate: (path: string, options?: { replace?: boolean }) => void;
  queryClient: QueryClient;
}

export function deepLinkDeps(client: PedbookClient, { navigate, queryClient }: NativeAuthContext): DeepLinkDeps {
  return {
    setSession: async (tokens) => {
      const { data, error } = await client.auth.setSession(tokens);
      return { user: data.user, error };
    },
    syncProfile: async (user) => {
      const profile = await syncSocialProfile(client, user);
      setProfileData(queryClient, profile);
      return profile;
    },
    navigate: (path) => navigate(path, { replace: true }),
    success: (title, description) => toast.success(title, { description }),
    failure: (message) => toast.error(message),
    signedIn: () => window.dispatchEvent(new CustomEvent('pedbook:auth-success')),
    now: () => Date.now(),
  };
}

/** The session re-check run 1 s after the app returns to the foreground: the stored session (a
 * refresh when it expired meanwhile), then the account itself — revoked, deleted or banned while
 * the app slept ends the local session. A network failure changes nothing. */
export async function recheckSession(client: PedbookClient): Promise<void> {
  const { data } = await client.auth.getSession();
  if (!data.session) return;
  const { error } = await client.auth.getUser();
  if (error && (error.status === 401 || error.status === 403)) await client.auth.signOut({ scope: 'local' });
}

export async function installNativeAuth(context: NativeAuthContext): Promise<() => void> {
  const client = await db();
  const deps = deepLinkDeps(client, context);
  // A link can arrive twice (the launch URL of a cold start and its retained appUrlOpen).
  const handled = new Set<string>();
  const onUrl = (url: string) => {
    if (handled.has(url)) return;
    handled.add(url);
    void handleAuthDeepLink(url, deps);
  };
  const urlListener = await App.addListener('appUrlOpen', ({ url }) => onUrl(url));
  const launch = await App.getLaunchUrl().catch(() => undefined);
  if (launch?.url) onUrl(launch.url);

  const recheck = createForegroundRecheck(() => recheckSession(client).catch(() => undefined));
  const stateListener = await App.addListener('appStateChange', ({ isActive }) => recheck.onAppStateChange(isActive));

  const { data } = client.auth.onAuthStateChange((event, session) => {
    if (event === 'SIGNED_IN' && session) reloadOnceAfterFirstSignIn(session.user.id, storage, () => window.location.reload());
  });
  return () => {
    void urlListener.remove();
    void stateListener.remove();
    recheck.dispose();
    data.subscription.unsubscribe();
  };
}
