/** Two-step verification through supabase-js's auth.mfa: loaded with the sign-in form and the
 * settings page, not on the start-up path. */
import type { User } from '@supabase/supabase-js';
import { ApiError } from '@/lib/api-error';
import { db } from '@/lib/supabase';
import { svgDataUri } from '../lib/svg-data-uri';
import { authErrorMessage } from './auth-actions';

/** Two-step verification (TOTP): the user's verified app factor and whether this session
 * still has to present a code (aal1 now, aal2 available). */
export interface MfaStatus {
  factorId: string | null;
  needsCode: boolean;
}

export async function mfaStatus(): Promise<MfaStatus> {
  const auth = (await db()).auth;
  const [{ data: aal, error }, { data: factors, error: ferr }] = await Promise.all([auth.mfa.getAuthenticatorAssuranceLevel(), auth.mfa.listFactors()]);
  const failure = error ?? ferr;
  if (failure) throw new ApiError({ code: failure.code, status: failure.status, message: authErrorMessage(failure) });
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
  if (error) throw new ApiError({ code: error.code, status: error.status, message: authErrorMessage(error) });
  return { factorId: data.id, qrCode: svgDataUri(data.totp.qr_code), secret: data.totp.secret };
}

/** Checks a code of the app: finishes an enrolment or raises the session to aal2. */
export async function verifyTotp(factorId: string, code: string) {
  const { error } = await (await db()).auth.mfa.challengeAndVerify({ factorId, code });
  if (error) {
    const message = error.code === 'mfa_verification_failed' ? 'Código inválido. Confira o aplicativo e tente de novo.' : authErrorMessage(error);
    throw new ApiError({ code: error.code, status: error.status, message });
  }
}

export async function unenrollFactor(factorId: string) {
  const { error } = await (await db()).auth.mfa.unenroll({ factorId });
  if (error) {
    const message = error.code === 'insufficient_aal' ? 'Entre com o código do aplicativo antes de desativar.' : authErrorMessage(error);
    throw new ApiError({ code: error.code, status: error.status, message });
  }
}
