/** Auth calls through supabase-js: sign in/up, recovery by code, sign-out, profile sync. */
import type { Session, User } from '@supabase/supabase-js';
import { db } from '@/lib/supabase';
import { visibilityGuard } from '@/lib/visibility-guard';
import type { Profile } from '@/stores/auth-store';
import type { SignUpValues } from '../lib/schemas';
import { signUpMetadata } from '../lib/sign-up-metadata';

export const PROFILE_COLUMNS = 'id, full_name, avatar_url, formation_area, graduation_year, is_student, is_professional, is_admin, premium';

/** Translates the auth service's English messages the user can cause into Portuguese. */
export function authErrorMessage(error: { message?: string; code?: string } | null | undefined): string {
  const code = error?.code ?? '';
  const msg = (error?.message ?? '').toLowerCase();
  if (code === 'invalid_credentials' || msg.includes('invalid login credentials')) return 'Email ou senha incorretos';
  if (code === 'email_not_confirmed' || msg.includes('email not confirmed')) return 'Confirme seu email antes de entrar';
  if (code === 'user_already_exists' || code === 'email_exists' || msg.includes('already registered')) return 'Este email já está cadastrado';
  if (code === 'over_request_rate_limit' || code === 'over_email_send_rate_limit' || msg.includes('rate limit'))
    return 'Muitas tentativas. Aguarde alguns instantes e tente novamente.';
  if (code === 'weak_password') return 'Senha muito fraca';
  if (msg.includes('failed to fetch') || msg.includes('network')) return 'Sem conexão com o servidor. Verifique sua internet.';
  return error?.message || 'Não foi possível concluir a operação. Tente novamente.';
}

export async function signInWithPassword(email: string, password: string) {
  const { data, error } = await (await db()).auth.signInWithPassword({ email: email.trim(), password });
  if (error) throw new Error(authErrorMessage(error));
  return data;
}

export async function signUp(values: SignUpValues) {
  const { data, error } = await (await db()).auth.signUp({
    email: values.email.trim(),
    password: values.password,
    options: { data: signUpMetadata(values), emailRedirectTo: `${window.location.origin}/auth/callback` },
  });
  if (error) throw new Error(authErrorMessage(error));
  return data;
}

export async function signInWithGoogle() {
  const { error } = await (await db()).auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: `${window.location.origin}/auth/callback` },
  });
  if (error) throw new Error(authErrorMessage(error));
}

export async function requestPasswordReset(email: string) {
  const { error } = await (await db()).auth.resetPasswordForEmail(email.trim(), {
    redirectTo: `${window.location.origin}/reset-password`,
  });
  if (error) throw new Error(authErrorMessage(error));
}

/** Marks the in-app recovery so its PASSWORD_RECOVERY event is not treated as a recovery link. */
let inAppRecovery = false;
export const isInAppRecovery = () => inAppRecovery;

export interface RecoveryError {
  message?: string;
  code?: string;
  status?: number;
}

/** Verifies the emailed code (recovery OTP) and sets the new password. Returns the auth error
 * (to be classified) or null on success. */
export async function verifyCodeAndUpdatePassword(email: string, code: string, password: string): Promise<RecoveryError | null> {
  inAppRecovery = true;
  try {
    const verified = await (await db()).auth.verifyOtp({ email: email.trim(), token: code, type: 'recovery' });
    if (verified.error) return verified.error;
    const updated = await (await db()).auth.updateUser({ password });
    if (updated.error) return updated.error;
    return null;
  } catch (e) {
    return { message: e instanceof Error ? e.message : String(e) };
  } finally {
    window.setTimeout(() => {
      inAppRecovery = false;
    }, 1_000);
  }
}

export async function signOutLocal() {
  await (await db()).auth.signOut({ scope: 'local' });
}

export async function signOut() {
  const { error } = await (await db()).auth.signOut();
  if (error) await (await db()).auth.signOut({ scope: 'local' });
}

const inflight = new Map<string, Promise<Profile>>();

/** Reads the user's profile, creating it from the sign-up metadata when missing (defaults
 * 'Usuário' and 'Não informado'). Concurrent calls for one user share the request. */
export function ensureProfile(user: User): Promise<Profile> {
  const pending = inflight.get(user.id);
  if (pending) return pending;
  const p = (async () => {
    const client = await db();
    const { data, error } = await client.from('profiles').select(PROFILE_COLUMNS).eq('id', user.id).maybeSingle<Profile>();
    if (error) throw error;
    if (data) return data;
    const meta = (user.user_metadata ?? {}) as Record<string, unknown>;
    const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : fallback);
    const { data: created, error: upsertError } = await client
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
      .single<Profile>();
    if (upsertError) throw upsertError;
    return created;
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

/** Two-step verification (TOTP): the user's verified app factor and whether this session
 * still has to present a code (aal1 now, aal2 available). */
export interface MfaStatus {
  factorId: string | null;
  needsCode: boolean;
}

export async function mfaStatus(): Promise<MfaStatus> {
  const auth = (await db()).auth;
  const [{ data: aal, error }, { data: factors, error: ferr }] = await Promise.all([auth.mfa.getAuthenticatorAssuranceLevel(), auth.mfa.listFactors()]);
  if (error || ferr) throw new Error(authErrorMessage(error ?? ferr));
  const verified = factors?.totp.find((f) => f.status === 'verified') ?? null;
  return { factorId: verified?.id ?? null, needsCode: aal?.currentLevel === 'aal1' && aal?.nextLevel === 'aal2' };
}

/** The user's verified authenticator-app factor, from the user a sign-in returned (a
 * password sign-in is aal1: with such a factor the code is still due). */
export function verifiedTotpFactor(user: User): string | null {
  return user.factors?.find((f) => f.factor_type === 'totp' && f.status === 'verified')?.id ?? null;
}

export interface TotpEnrollment {
  factorId: string;
  qrCode: string; // data:image/svg+xml URI
  secret: string;
}

export async function enrollTotp(): Promise<TotpEnrollment> {
  const { data, error } = await (await db()).auth.mfa.enroll({ factorType: 'totp', friendlyName: `App ${new Date().toISOString().slice(0, 16)}` });
  if (error) throw new Error(authErrorMessage(error));
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** Checks a code of the app: finishes an enrolment or raises the session to aal2. */
export async function verifyTotp(factorId: string, code: string) {
  const { error } = await (await db()).auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw new Error(error.code === 'mfa_verification_failed' ? 'Código inválido. Confira o aplicativo e tente de novo.' : authErrorMessage(error));
}

export async function unenrollFactor(factorId: string) {
  const { error } = await (await db()).auth.mfa.unenroll({ factorId });
  if (error) throw new Error(error.code === 'insufficient_aal' ? 'Entre com o código do aplicativo antes de desativar.' : authErrorMessage(error));
}
