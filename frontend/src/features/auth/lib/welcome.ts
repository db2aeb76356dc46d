/** Welcome message after a sign-in callback: new users (created within 2 minutes) are welcomed
 * to the platform, returning users welcomed back. */
export const NEW_USER_WINDOW_MS = 2 * 60_000;

export function welcomeMessage(createdAt: string | undefined, nowMs: number, name: string | null) {
  const who = name && name.trim() ? name.trim() : 'Usuário';
  const created = createdAt ? Date.parse(createdAt) : NaN;
  const isNew = Number.isFinite(created) && nowMs - created < NEW_USER_WINDOW_MS;
  return isNew
    ? { title: `Bem-vindo ao PedBook, ${who}!`, description: 'Sua conta foi criada com sucesso.' }
    : { title: `Bem-vindo de volta, ${who}!`, description: 'Login realizado com sucesso.' };
}
