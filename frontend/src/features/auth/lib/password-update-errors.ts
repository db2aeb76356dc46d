/** Maps a failed recovery (verify code / update password) to the spec's message and the delay
 * before the user is signed out and returned to the email step (part 2 §8). */

export interface PasswordUpdateFailure {
  message: string;
  delayMs: number;
}

export const MSG_SAME_PASSWORD =
  '⚠️ A nova senha deve ser diferente da senha atual. Você foi deslogado por segurança. Solicite um novo código para tentar novamente.';
export const MSG_WEAK_PASSWORD = '⚠️ Senha muito fraca. Você foi deslogado por segurança. Solicite um novo código para tentar novamente.';
export const MSG_EXPIRED_CODE = '🔒 Código expirado ou inválido. Solicite um novo código.';
export const MSG_UNEXPECTED = '❌ Erro inesperado. Você foi deslogado por segurança. Solicite um novo código.';

export const RESET_FAILURE_DELAY_MS = 3_000;
export const RESET_EXPIRED_DELAY_MS = 2_000;
export const RESET_SUCCESS_RELOAD_MS = 1_500;

interface AuthLikeError {
  message?: string;
  code?: string;
  status?: number;
}

export function classifyPasswordUpdateError(error: AuthLikeError): PasswordUpdateFailure {
  const code = (error.code ?? '').toLowerCase();
  const msg = (error.message ?? '').toLowerCase();
  if (code === 'same_password' || msg.includes('different from the old') || msg.includes('same password') || msg.includes('diferente')) {
    return { message: MSG_SAME_PASSWORD, delayMs: RESET_FAILURE_DELAY_MS };
  }
  if (code === 'weak_password' || msg.includes('weak') || msg.includes('at least') || msg.includes('short') || msg.includes('fraca')) {
    return { message: MSG_WEAK_PASSWORD, delayMs: RESET_FAILURE_DELAY_MS };
  }
  if (
    code === 'otp_expired' ||
    code === 'otp_disabled' ||
    code === 'bad_jwt' ||
    code === 'session_not_found' ||
    error.status === 403 ||
    msg.includes('expired') ||
    msg.includes('invalid') ||
    msg.includes('forbidden') ||
    msg.includes('expirado') ||
    msg.includes('inválido')
  ) {
    return { message: MSG_EXPIRED_CODE, delayMs: RESET_EXPIRED_DELAY_MS };
  }
  return { message: MSG_UNEXPECTED, delayMs: RESET_FAILURE_DELAY_MS };
}
