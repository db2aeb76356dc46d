/** Keeps the auth store in step with supabase-js: session → profile fetch → admin flag;
 * no session (or one still waiting for the two-step code) clears the profile; recovery-link sessions are signed out and sent to
 * /reset-password; the session is refreshed on the spec's schedule. */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isNativeShell } from '@/lib/native-shell';
import { db } from '@/lib/supabase';
import { useAuthStore } from '@/stores/auth-store';
import { isInAppRecovery, readSession, refreshSession, rememberSession, signOutLocal, syncProfile } from '../api/auth-api';
import { profileKeys, hasProfileData, setProfileData } from '@/lib/profile';
import { ME } from '@/lib/query-keys';
import { awaitingSecondStep } from '../lib/second-step';
import { SESSION_REFRESH_INTERVAL_MS, shouldRefreshSession } from '../lib/session-refresh';
import { pathTo } from '@/config/paths';

export function useAuthSync() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const store = useAuthStore.getState;
    let unsubscribe: (() => void) | null = null;
    let stopped = false;
    // The first paint does not wait for supabase-js: subscribe once the client exists.
    void db().then((client) => {
      if (stopped) return;
      const { data } = client.auth.onAuthStateChange((event, session) => {
        rememberSession(session);
        if (event === 'PASSWORD_RECOVERY' && !isInAppRecovery()) {
          // Never call supabase-js from inside its own callback: defer.
          window.setTimeout(() => {
            void signOutLocal().then(() => navigate(pathTo('/reset-password'), { replace: true }));
          }, 0);
          return;
        }
        if (!session) {
          const hadUser = store().user !== null;
          store().clear();
          queryClient.removeQueries({ queryKey: hadUser ? ME : profileKeys.profiles() });
          return;
        }
        if (awaitingSecondStep(session)) {
          // password right, code not given yet: not signed in. A page loaded with such a
          // session (the code step abandoned) drops it; the sign-in form keeps its own.
          const hadUser = store().user !== null;
          store().clear();
          if (hadUser) queryClient.removeQueries({ queryKey: ME });
          if (event === 'INITIAL_SESSION') window.setTimeout(() => void signOutLocal(), 0);
          return;
        }
        const user = session.user;
        const previous = store().user?.id;
        store().setSession({ id: user.id, email: user.email ?? null });
        if (previous === user.id && hasProfileData(queryClient, user.id) && event !== 'USER_UPDATED') return;
        store().setLoading(true);
        window.setTimeout(() => {
          // null: the visibility guard answered; the profile already held stays.
          syncProfile(user).then(
            (profile) => {
              if (profile) setProfileData(queryClient, profile);
              store().setLoading(false);
            },
            () => store().setLoading(false),
          );
        }, 0);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [navigate, queryClient]);

  // Inside the native shell only: the auth deep link, the foreground re-check and the reload
  // after a first sign-in (features/auth/native, never downloaded by the web).
  useEffect(() => {
    let stopped = false;
    let uninstall: (() => void) | null = null;
    if (isNativeShell()) {
      void import('../native/native-auth')
        .then((m) => m.installNativeAuth({ navigate, queryClient }))
        .then((u) => {
          if (stopped) u();
          else uninstall = u;
        });
    }
    return () => {
      stopped = true;
      uninstall?.();
    };
  }, [navigate, queryClient]);

  useEffect(() => {
    let lastRefresh: number | null = null;
    const maybeRefresh = async (force: boolean) => {
      const session = await readSession();
      if (!session) return;
      const now = Date.now();
      if (force ? lastRefresh === null || now - lastRefresh >= 5 * 60_000 : shouldRefreshSession(session.expires_at, now, lastRefresh)) {
        // Inside the visibility guard's window nothing is sent: try again on the next check.
        if (await refreshSession()) lastRefresh = now;
      }
    };
    void maybeRefresh(false);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void maybeRefresh(false);
    };
    const onFocus = () => void maybeRefresh(false);
    const interval = window.setInterval(() => void maybeRefresh(true), SESSION_REFRESH_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
}
