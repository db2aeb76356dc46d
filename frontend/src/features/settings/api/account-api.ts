/** The signed-in user's account from /settings: the full profile row (every field of the spec),
 * its update, the password change and signing out everywhere — all through supabase-js; the
 * profiles row is the user's own by RLS, is_admin/premium are guarded by a trigger. */
import { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { readData } from '@/lib/read-response';
import { ME } from '@/lib/query-keys';
import { db } from '@/lib/supabase';
import { profileRow } from '@/lib/profile-row';
import { parseRows } from '@/lib/validate';
import type { Profile } from '@/lib/profile';

export const accountKeys = {
  details: (userId: string) => [...ME, 'account', userId] as const,
};

export const THEMES = ['light', 'dark'] as const;

const detailsRow = profileRow.extend({
  professional_email: z.string().nullable(),
  phone: z.string().nullable(),
  registration_number: z.string().nullable(),
  theme_preference: z.enum(['light', 'dark', 'system']).nullable(),
});
export type AccountDetails = z.infer<typeof detailsRow>;
const COLUMNS = Object.keys(detailsRow.shape).join(', ');

export async function loadAccount(userId: string): Promise<AccountDetails> {
  const data = readData(await (await db()).from('profiles').select(COLUMNS).eq('id', userId).single(), { context: 'Erro ao carregar o perfil' });
  return parseRows(detailsRow, data, 'profiles');
}

export type ProfileChanges = Pick<
  AccountDetails,
  'full_name' | 'formation_area' | 'graduation_year' | 'is_student' | 'is_professional' | 'avatar_url' | 'professional_email' | 'phone' | 'registration_number'
>;

export async function saveProfile(userId: string, changes: Partial<ProfileChanges> | { theme_preference: AccountDetails['theme_preference'] }): Promise<AccountDetails> {
  const data = readData(await (await db()).from('profiles').update(changes).eq('id', userId).select(COLUMNS).single(), { context: 'Erro ao salvar o perfil' });
  return parseRows(detailsRow, data, 'profiles');
}

/** The shell's Profile (name, flags) out of the full row. */
export function shellProfile(d: AccountDetails): Profile {
  const { id, full_name, avatar_url, formation_area, graduation_year, is_student, is_professional, is_admin, premium } = d;
  return { id, full_name, avatar_url, formation_area, graduation_year, is_student, is_professional, is_admin, premium };
}

export const MSG_SAME_PASSWORD = '⚠️ A nova senha deve ser diferente da senha atual.';
export const MSG_WEAK_PASSWORD = '⚠️ Senha muito fraca. Use pelo menos 8 caracteres, com letras e números.';
export const MSG_REAUTH = '🔒 Sua sessão é antiga demais para trocar a senha. Saia e entre novamente.';

/** Sets a new password for the signed-in user (the session is kept). */
export async function changePassword(password: string): Promise<void> {
  const { error } = await (await db()).auth.updateUser({ password });
  if (!error) return;
  const code = error.code ?? '';
  const msg = (error.message ?? '').toLowerCase();
  let message = 'Não foi possível alterar a senha. Tente novamente.';
  if (code === 'same_password' || msg.includes('different from the old')) message = MSG_SAME_PASSWORD;
  else if (code === 'weak_password' || msg.includes('weak')) message = MSG_WEAK_PASSWORD;
  else if (code === 'reauthentication_needed' || code === 'reauthentication_not_valid' || code === 'insufficient_aal') message = MSG_REAUTH;
  else if (msg.includes('failed to fetch') || msg.includes('network')) message = 'Sem conexão com o servidor. Verifique sua internet.';
  throw new ApiError({ code, status: error.status, message });
}

/** Ends every session of the user (all devices), this one included. */
export async function signOutEverywhere(): Promise<void> {
  const client = await db();
  const { error } = await client.auth.signOut({ scope: 'global' });
  if (error) {
    await client.auth.signOut({ scope: 'local' });
    throw new ApiError({ code: error.code, status: error.status, message: 'Não foi possível encerrar as outras sessões. Esta foi encerrada; tente de novo ao entrar.' });
  }
}
