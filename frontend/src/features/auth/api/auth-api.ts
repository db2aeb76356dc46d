/** The session side of auth, on the start-up path (the auth sync): session reads and refresh
 * behind the visibility guard, the profile sync, the in-app recovery flag. The user's actions
 * (sign in/up, recovery, sign-out) are in auth-actions.ts, loaded with the dialogs. */
import type { Session, User } from '@supabase/supabase-js';
import { readData } from '@/lib/read-response';
import { db } from '@/lib/supabase';
import { visibilityGuard } from '@/lib/visibility-guard';
import type { Profile } from '@/lib/profile';

export const PROFILE_COLUMNS = 'id, full_name, avatar_url, formation_area, graduation_year, is_student, is_professional, is_admin, premium, theme_preference';

/** Marks the in-app recovery so its PASSWORD_RECOVERY event is not treated as a recovery link. */
let inAppRecovery = false;
export const isInAppRecovery = () => inAppRecovery;
export const setInAppRecovery = (on: boolean) => {
  inAppRecovery = on;
};

/** The user of the session supabase-js holds (after a redirect, read from the URL's fragment);
 * null when there is none or it cannot be read. */
export async function sessionUser(): Promise<User | null> {
  const { data, error } = await (await db()).auth.getSession();
  return error || !data.session ? null : data.session.user;
}

export async function signOutLocal() {
  await (await db()).auth.signOut({ scope: 'local' });
}

const inflight = new Map<string, Promise<Profile>>();

/** Reads the user's profile, creating it from the sign-up metadata when missing (defaults
 * 'Usuário' and 'Não informado'). Concurrent calls for one user share the request. */
export function ensureProfile(user: User): Promise<Profile> {
  const pending = inflight.get(user.id);
  if (pending) return pending;
  const p = (async () => {
    const client = await db();
    const { parseProfile } = await import('./profile-schema');
    const data = readData(await client.from('profiles').select(PROFILE_COLUMNS).eq('id', user.id).maybeSingle());
    if (data) return parseProfile(data);
    const meta = (user.user_metadata ?? {}) as Record<string, unknown>;
    const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : fallback);
    const created = readData(
      await client
      .from('profiles')
      .upsert({
        id: user.id,
        full_name: text(meta.full_name ?? meta.name, 'Usuário'),
        formation_area: text(meta.formation_area, 'Não informado'),
        graduation_year: text(meta.graduation_year, 'Não informado'),
        is_student: meta.is_student === true,
        is_professional: meta.is_professional !== false,
        avatar_url: typeof meta.avatar_url === 'string' ? meta.avatar_url : null,
      })
      .select(PROFILE_COLUMNS)
      .single(),
    );
    return parseProfile(created);
  })().finally(() => inflight.delete(user.id));
  inflight.set(user.id, p);
  return p;
}

/** The last session supabase-js reported: what the visibility guard answers session reads with. */
let cachedSession: Session | null = null;
export function rememberSession(session: Session | null) {
  cachedSession = session;
}

/** The current session; during the visibility guard's window, the cached one (spec part 1 §4). */
export function readSession(): Promise<Session | null> {
  return visibilityGuard.run(
    'auth',
    async () => {
      const { data } = await (await db()).auth.getSession();
      cachedSession = data.session;
      return data.session;
    },
    () => cachedSession,
  );
}

/** Refreshes the session; returns false when the visibility guard answered instead (nothing sent). */
export function refreshSession(): Promise<boolean> {
  return visibilityGuard.run(
    'auth',
    async () => {
      await (await db()).auth.refreshSession();
      return true;
    },
    () => false,
  );
}

/** The profile (admin flag) check of the auth sync; null (empty) while the visibility guard is
 * open, in which case the profile already held is kept. */
export function syncProfile(user: User): Promise<Profile | null> {
  return visibilityGuard.run('admin', () => ensureProfile(user), () => null);
}
