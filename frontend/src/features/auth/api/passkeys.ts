/** Passkeys through supabase-js's passkey API (GoTrue's /passkeys endpoints: the options are the
 * PublicKeyCredential*OptionsJSON itself, with expires_at). Loaded with the settings page and the
 * sign-in form, not on the start-up path. */
import type { User } from '@supabase/supabase-js';
import { ApiError } from '@/lib/api-error';
import { db } from '@/lib/supabase';
import { authErrorMessage } from './auth-actions';

export interface Passkey {
  id: string;
  friendlyName: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export const PASSKEY_NAME_MAX = 120;

interface ErrorLike {
  message?: string;
  code?: string;
  status?: number;
  name?: string;
}

/** The user's words for what went wrong in a passkey ceremony or call. */
export function passkeyErrorMessage(error: ErrorLike): string {
  const code = error.code ?? '';
  switch (code) {
    case 'ERROR_CEREMONY_ABORTED':
      return 'Operação cancelada. Tente novamente quando quiser.';
    case 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED':
    case 'webauthn_credential_exists':
      return 'Esta chave de acesso já está cadastrada na sua conta.';
    case 'ERROR_INVALID_DOMAIN':
    case 'ERROR_INVALID_RP_ID':
      return 'Chaves de acesso não funcionam neste endereço do site.';
    case 'too_many_passkeys':
      return 'Você já tem o máximo de 10 chaves de acesso. Remova uma antes de adicionar outra.';
    case 'webauthn_challenge_expired':
    case 'webauthn_challenge_not_found':
      return 'O tempo para confirmar acabou. Tente novamente.';
    case 'webauthn_verification_failed':
      return 'Não foi possível confirmar a chave de acesso. Ela pode ter sido removida da sua conta.';
    case 'passkey_disabled':
      return 'Chaves de acesso não estão disponíveis no momento.';
  }
  // the browser refused or the user closed its prompt (NotAllowedError, timeout)
  if (error.name === 'NotAllowedError' || /not allowed|timed out|cancel/i.test(error.message ?? ''))
    return 'Operação cancelada ou não permitida pelo navegador. Tente novamente.';
  if (/does not support webauthn/i.test(error.message ?? '')) return 'Este navegador não aceita chaves de acesso.';
  return authErrorMessage(error);
}

function fail(error: ErrorLike): never {
  throw new ApiError({ code: error.code, status: error.status, message: passkeyErrorMessage(error) });
}

interface RawPasskey {
  id: string;
  friendly_name?: string | null | undefined;
  created_at: string;
  last_used_at?: string | null | undefined;
}

const toPasskey = (p: RawPasskey): Passkey => ({
  id: p.id,
  friendlyName: p.friendly_name || 'Chave de acesso',
  createdAt: p.created_at,
  lastUsedAt: p.last_used_at ?? null,
});

export async function listPasskeys(): Promise<Passkey[]> {
  const { data, error } = await (await db()).auth.passkey.list();
  if (error) fail(error);
  return (data ?? []).map((p) => toPasskey(p));
}

/** Creates a passkey on this device (the browser's prompt) and names it. */
export async function registerPasskey(friendlyName: string): Promise<Passkey> {
  const auth = (await db()).auth;
  const { data, error } = await auth.registerPasskey();
  if (error || !data) fail(error ?? { message: 'Não foi possível criar a chave de acesso.' });
  const name = friendlyName.trim();
  if (!name) return toPasskey(data);
  const renamed = await auth.passkey.update({ passkeyId: data.id, friendlyName: name });
  if (renamed.error) fail(renamed.error);
  return toPasskey(renamed.data);
}

export async function renamePasskey(id: string, friendlyName: string): Promise<Passkey> {
  const { data, error } = await (await db()).auth.passkey.update({ passkeyId: id, friendlyName: friendlyName.trim() });
  if (error) fail(error);
  return toPasskey(data);
}

export async function deletePasskey(id: string): Promise<void> {
  const { error } = await (await db()).auth.passkey.delete({ passkeyId: id });
  if (error) fail(error);
}

/** Signs in with a passkey of this device (a discoverable credential: no email asked). */
export async function signInWithPasskey(): Promise<User> {
  const { data, error } = await (await db()).auth.signInWithPasskey();
  if (error) fail(error);
  const user = data?.user ?? data?.session?.user;
  if (!user) fail({ message: 'Não foi possível entrar com a chave de acesso.' });
  return user;
}

/** A name for a passkey made on this device ("Chrome no Linux"), which the user may change. */
export function defaultPasskeyName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Navegador';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return system ? `${browser} no ${system}` : browser;
}
