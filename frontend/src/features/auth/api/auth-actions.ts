/** The user's auth actions through supabase-js: sign in/up, Google, recovery by code, sign-out.
 * Loaded with the dialogs and pages that offer them, not on the start-up path. */
import { ApiError } from '@/lib/api-error';
import { authRedirectUrl } from '@/lib/native-shell';
import { db } from '@/lib/supabase';
import type { SignUpValues } from '../lib/schemas';
import { signUpMetadata } from '../lib/sign-up-metadata';
import { setInAppRecovery } from './auth-api';
import { pathTo } from '@/config/paths';

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
  if (error) throw new ApiError({ code: error.code, status: error.status, message: authErrorMessage(error) });
  return data;
}

export async function signUp(values: SignUpValues) {
  const { data, error } = await (await db()).auth.signUp({
    email: values.email.trim(),
    password: values.password,
    options: { data: signUpMetadata(values), emailRedirectTo: authRedirectUrl(pathTo('/auth/callback')) },
  });
  if (error) throw new ApiError({ code: error.code, status: error.status, message: authErrorMessage(error) });
  return data;
}

export async function signInWithGoogle() {
  const { error } = await (await db()).auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: authRedirectUrl(pathTo('/auth/callback')) },
  });
  if (error) throw new ApiError({ code: error.code, status: error.status, message: authErrorMessage(error) });
}

export async function requestPasswordReset(email: string) {
  const { error } = await (await db()).auth.resetPasswordForEmail(email.trim(), {
    redirectTo: `${window.location.origin}/reset-password`,
  });
  if (error) throw new ApiError({ code: error.code, status: error.status, message: authErrorMessage(error) });
}


export interface RecoveryError {
  message?: string;
  code?: string;
  status?: number;
}

/** Verifies the emailed code (recovery OTP) and sets the new password. Returns the auth error
 * (to be classified) or null on success. */
export async function verifyCodeAndUpdatePassword(email: string, code: string, password: string): Promise<RecoveryError | null> {
  setInAppRecovery(true);
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
      setInAppRecovery(false);
    }, 1_000);
  }
}

export async function signOut() {
  const { error } = await (await db()).auth.signOut();
  if (error) await (await db()).auth.signOut({ scope: 'local' });
}

