/** Google (Android and iOS shells) and Apple (iOS shell only) sign-in with the platforms' own
 * account pickers (@capgo/capacitor-social-login), turned into a session by the auth service's
 * id_token grant (supabase-js signInWithIdToken) with a nonce. Without Google client IDs in the
 * build (PEDBOOK_GOOGLE_*_CLIENT_ID → app-config.json), Google goes through the system browser and
 * comes back on the deep link (native-auth.ts). Loaded only inside the shell. */
import { SocialLogin } from '@capgo/capacitor-social-login';
import { ApiError } from '@/lib/api-error';
import { nativePlatformName, NATIVE_AUTH_CALLBACK } from '@/lib/native-shell';
import { db, type PedbookClient } from '@/lib/supabase';
import { authErrorMessage } from '../api/auth-actions';
import { createNonce } from './nonce';

export type NativeProvider = 'google' | 'apple';
export type NativeSignInResult = 'signed-in' | 'redirected' | 'cancelled';

export interface NativeAuthIds {
  googleWebClientId?: string;
  googleIosClientId?: string;
}

/** The Google client IDs the mobile build wrote into the bundled app-config.json, from the
 * copy index.html already requested at start-up (in the shell, the bundle's own file). */
export async function readNativeAuthIds(early: Promise<unknown> | undefined = window.__pedbookConfig): Promise<NativeAuthIds> {
  const body = await (early ?? Promise.resolve(null)).catch(() => null);
  if (typeof body !== 'object' || body === null) return {};
  const raw = body as Record<string, unknown>;
  const id = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
  const ids: NativeAuthIds = {};
  const web = id(raw.googleWebClientId);
  const ios = id(raw.googleIosClientId);
  if (web) ids.googleWebClientId = web;
  if (ios) ids.googleIosClientId = ios;
  return ids;
}

/** Whether the picker can be used for Google on this platform (else: the browser round trip). */
export function googlePickerAvailable(platform: string | null, ids: NativeAuthIds): boolean {
  if (platform === 'android') return ids.googleWebClientId !== undefined;
  if (platform === 'ios') return ids.googleIosClientId !== undefined;
  return false;
}

export function isCancellation(e: unknown): boolean {
  const msg = e instanceof Error ? e.message : String(e);
  return /cancel|1001/i.test(msg);
}

/** The auth service's answer to the id_token grant, in Portuguese. */
export function idTokenErrorMessage(error: { message?: string; code?: string } | null | undefined): string {
  const msg = (error?.message ?? '').toLowerCase();
  if (msg.includes('nonce')) return 'A verificação do login falhou. Tente novamente.';
  if (msg.includes('audience') || msg.includes('bad id token') || msg.includes('provider') || error?.code === 'provider_disabled') {
    return 'Este login não está configurado para o aplicativo. Use email e senha ou fale com o suporte.';
  }
  return authErrorMessage(error);
}

let initialized: Promise<void> | null = null;
/** The plugin's settings: Google with the build's client IDs; Apple on iOS only (its Android
 * side refuses an empty client id, and Apple is not offered there). */
export function socialLoginSettings(platform: string, ids: NativeAuthIds) {
  return {
    ...(ids.googleWebClientId || ids.googleIosClientId
      ? {
          google: {
            ...(ids.googleWebClientId ? { webClientId: ids.googleWebClientId, iOSServerClientId: ids.googleWebClientId } : {}),
            ...(ids.googleIosClientId ? { iOSClientId: ids.googleIosClientId } : {}),
            mode: 'online' as const,
          },
        }
      : {}),
    // iOS: Sign in with Apple needs no client id; an empty redirect keeps the plugin in the app.
    ...(platform === 'ios' ? { apple: { redirectUrl: '' } } : {}),
  };
}

function initialize(platform: string, ids: NativeAuthIds): Promise<void> {
  return (initialized ??= SocialLogin.initialize(socialLoginSettings(platform, ids)).catch((e: unknown) => {
    initialized = null;
    throw e;
  }));
}

async function exchange(client: PedbookClient, provider: NativeProvider, token: string, rawNonce: string) {
  const { error } = await client.auth.signInWithIdToken({ provider, token, nonce: rawNonce });
  if (error) throw new ApiError({ code: error.code, status: error.status, message: idTokenErrorMessage(error) });
}

/** Applies the name Apple gives only on the first authorisation to the account and profile. */
async function keepAppleName(client: PedbookClient, given: string | null, family: string | null) {
  const fullName = [given, family].filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' ').trim();
  if (!fullName) return;
  const { data } = await client.auth.getUser();
  const user = data.user;
  if (!user) return;
  // Only over the placeholder: a name the user set stays.
  await client.from('profiles').update({ full_name: fullName }).eq('id', user.id).eq('full_name', 'Usuário');
  await client.auth.updateUser({ data: { full_name: fullName } });
}

export async function nativeSignIn(provider: NativeProvider, appConfig: Promise<unknown> | undefined = window.__pedbookConfig): Promise<NativeSignInResult> {
  const platform = nativePlatformName();
  if (platform === null) throw new ApiError({ message: 'Este login só está disponível no aplicativo.' });
  if (provider === 'apple' && platform !== 'ios') throw new ApiError({ message: 'Entrar com Apple está disponível apenas no iPhone e iPad.' });
  const client = await db();
  const ids = await readNativeAuthIds(appConfig);
  if (provider === 'google' && !googlePickerAvailable(platform, ids)) {
    // The system browser signs in and the deep link brings the session back.
    const { error } = await client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: NATIVE_AUTH_CALLBACK } });
    if (error) throw new ApiError({ code: error.code, status: error.status, message: authErrorMessage(error) });
    return 'redirected';
  }
  await initialize(platform, ids);
  const nonce = await createNonce();
  try {
    if (provider === 'google') {
      // No `scopes`: the plugin already asks for openid, email and profile, and on Android any
      // extra scope needs a modified MainActivity.
      const { result } = await SocialLogin.login({ provider: 'google', options: { nonce: nonce.hashed } });
      const idToken = result.responseType === 'online' ? result.idToken : null;
      if (!idToken) throw new ApiError({ message: 'O Google não devolveu a identificação da conta. Tente novamente.' });
      await exchange(client, 'google', idToken, nonce.raw);
    } else {
      const { result } = await SocialLogin.login({ provider: 'apple', options: { nonce: nonce.hashed, scopes: ['name', 'email'] } });
      if (!result.idToken) throw new ApiError({ message: 'A Apple não devolveu a identificação da conta. Tente novamente.' });
      await exchange(client, 'apple', result.idToken, nonce.raw);
      await keepAppleName(client, result.profile.givenName, result.profile.familyName).catch(() => undefined);
    }
  } catch (e) {
    if (e instanceof ApiError) throw e;
    if (isCancellation(e)) return 'cancelled';
    throw new ApiError({ message: provider === 'google' ? 'Falha ao entrar com Google. Tente novamente.' : 'Falha ao entrar com Apple. Tente novamente.' });
  }
  return 'signed-in';
}
