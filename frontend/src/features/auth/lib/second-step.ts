/** A session of a user with two-step verification who has not given the code yet: the password
 * (or passkey) was right, the session is aal1, a verified factor makes aal2 due. The app treats
 * such a session as signed out until the code is in (the sign-in form asks for it). */
import type { Session } from '@supabase/supabase-js';

function claimAal(accessToken: string): string | null {
  const part = accessToken.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='));
    const aal = (JSON.parse(json) as { aal?: unknown }).aal;
    return typeof aal === 'string' ? aal : null;
  } catch {
    return null;
  }
}

export function awaitingSecondStep(session: Pick<Session, 'access_token' | 'user'>): boolean {
  const verified = session.user.factors?.some((f) => f.status === 'verified') ?? false;
  return verified && claimAal(session.access_token) !== 'aal2';
}
