/** Account security in /settings, end to end against the real auth service: an authenticator app
 * (TOTP, the code computed here from the secret the page shows) and passkeys made by Chromium's
 * virtual authenticator (CDP WebAuthn domain). */
import type { CDPSession, Page } from '@playwright/test';
import { createUser, env, quote, sql } from './support/backend';
import { allowConsoleError, expect, ready, signIn, test } from './support/fixtures';
import { hotp, totp, wrongTotp } from './support/totp';

async function typeCode(page: Page, scope: ReturnType<Page['getByRole']>, code: string) {
  await scope.getByLabel('Dígito 1 do código').click();
  await page.keyboard.type(code);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByText('Logout realizado com sucesso')).toBeVisible();
}

/** The aal claim of the session supabase-js stored. */
async function sessionAal(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'));
    const raw = key ? localStorage.getItem(key) : null;
    if (!raw) return null;
    const token = (JSON.parse(raw) as { access_token: string }).access_token;
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: string };
    return payload.aal ?? null;
  });
}

test('the TOTP of these tests is RFC 6238 (its SHA-1 vectors)', () => {
  const key = Buffer.from('12345678901234567890');
  expect([59, 1111111109, 1234567890, 2000000000].map((t) => hotp(key, Math.floor(t / 30)))).toEqual(['287082', '081804', '005924', '279037']);
});

test('authenticator app: enrol in /settings with the QR code, then sign-in asks for the code', async ({ page }) => {
  const user = await createUser('totp');
  await signIn(page, user.email, user.password);
  await page.goto('/settings');
  await ready(page);

  const mfa = page.getByRole('heading', { name: 'Verificação em duas etapas' }).locator('..');
  await mfa.getByRole('button', { name: 'Configurar aplicativo autenticador' }).click();
  const qr = mfa.getByAltText('QR code para o aplicativo autenticador');
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  // the image renders (a raw '#' in the SVG data URI once cut it to nothing)
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const secret = (await mfa.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  // a wrong code is refused with the message, the factor stays unverified
  allowConsoleError(page, /status of 4\d\d .*\/auth\/v1\/factors\/[^/]+\/verify/);
  await typeCode(page, mfa, wrongTotp(secret));
  await mfa.getByRole('button', { name: 'Ativar' }).click();
  await expect(mfa.getByRole('alert')).toHaveText('Código inválido. Confira o aplicativo e tente de novo.');
  expect(sql(`select count(*) from auth.mfa_factors where user_id = ${quote(user.id)} and status = 'verified'`)).toBe('0');

  await expect(mfa.getByLabel('Dígito 1 do código')).toHaveValue(''); // cleared for the next try
  await typeCode(page, mfa, totp(secret));
  await mfa.getByRole('button', { name: 'Ativar' }).click();
  await expect(mfa.getByText('Ativada: ao entrar com senha, pedimos o código do seu aplicativo autenticador.')).toBeVisible();
  await expect(mfa.getByRole('button', { name: 'Desativar' })).toBeVisible();
  expect(sql(`select count(*) from auth.mfa_factors where user_id = ${quote(user.id)} and status = 'verified' and factor_type = 'totp'`)).toBe('1');

  await signOut(page);
  await page.goto('/login');
  await ready(page);
  const login = page.getByRole('form', { name: 'Entrar' });
  await login.getByLabel('Email').fill(user.email);
  await login.getByLabel('Senha', { exact: true }).fill(user.password);
  await login.getByRole('button', { name: 'Entrar', exact: true }).click();

  // the password alone does not sign in: the code is asked for
  const step = page.getByRole('form', { name: 'Verificação em duas etapas' });
  await expect(step).toBeVisible();
  await expect(step).toContainText('Digite o código de 6 dígitos do seu aplicativo autenticador.');
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toHaveCount(0);
  expect(await sessionAal(page)).toBe('aal1');

  await typeCode(page, step, wrongTotp(secret));
  await step.getByRole('button', { name: 'Verificar' }).click();
  await expect(step.getByRole('alert')).toHaveText('Código inválido. Confira o aplicativo e tente de novo.');
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toHaveCount(0);

  await typeCode(page, step, totp(secret));
  await step.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible({ timeout: 15_000 });
  expect(await sessionAal(page)).toBe('aal2');
});

test.describe('passkeys', () => {
  // A relying party must be a domain: scripts/test makes "localhost" the passkeys' RP.
  const origin = env.API_URL.replace('://127.0.0.1:', '://localhost:');
  test.use({ baseURL: origin });

  async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable', { enableUI: false });
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    return { cdp, authenticatorId };
  }

  test('register a passkey in /settings, rename it, sign in with it, remove it', async ({ page }) => {
    expect(origin).toMatch(/^http:\/\/localhost:\d+$/);
    const user = await createUser('passkey');
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await signIn(page, user.email, user.password);
    await page.goto('/settings');
    await ready(page);

    const section = page.getByRole('region', { name: 'Chaves de acesso' });
    await expect(section.getByText('Nenhuma chave de acesso cadastrada.')).toBeVisible();
    await expect(section.getByLabel('Nome da nova chave')).toHaveValue('Chrome no Linux');

    // an empty name is refused before the browser is asked
    await section.getByLabel('Nome da nova chave').fill('   ');
    await section.getByRole('button', { name: 'Criar chave de acesso' }).click();
    await expect(section.getByRole('alert')).toHaveText('Dê um nome à chave de acesso.');
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(0);

    await section.getByLabel('Nome da nova chave').fill('Notebook do plantão');
    await section.getByRole('button', { name: 'Criar chave de acesso' }).click();
    const list = section.getByRole('list', { name: 'Suas chaves de acesso' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem').first()).toContainText('Notebook do plantão');
    await expect(list.getByRole('listitem').first()).toContainText('nunca usada');
    const stored = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
    expect(stored).toHaveLength(1);
    expect(stored[0]!.isResidentCredential).toBe(true);
    expect(sql(`select friendly_name from auth.webauthn_credentials where user_id = ${quote(user.id)}`)).toBe('Notebook do plantão');

    // rename (PATCH /passkeys/{id}); a name over 120 characters is refused with the message
    const item = list.getByRole('listitem').first();
    await item.getByRole('button', { name: 'Renomear' }).click();
    await item.getByLabel('Novo nome').fill('x'.repeat(121));
    await item.getByRole('button', { name: 'Salvar' }).click();
    await expect(item.getByRole('alert')).toHaveText('O nome pode ter no máximo 120 caracteres.');
    await item.getByLabel('Novo nome').fill('Celular da Ana');
    await item.getByRole('button', { name: 'Salvar' }).click();
    await expect(list.getByRole('listitem').first()).toContainText('Celular da Ana');
    expect(sql(`select friendly_name from auth.webauthn_credentials where user_id = ${quote(user.id)}`)).toBe('Celular da Ana');

    // sign out, sign in with the passkey alone (no email, no password)
    await signOut(page);
    await page.goto('/login');
    await ready(page);
    await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
    await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Menu do usuário' })).toContainText(user.fullName);
    expect(sql(`select last_used_at is not null from auth.webauthn_credentials where user_id = ${quote(user.id)}`)).toBe('t');
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials[0]!.signCount).toBeGreaterThan(0);

    await page.goto('/settings');
    await ready(page);
    const row = section.getByRole('list', { name: 'Suas chaves de acesso' }).getByRole('listitem').first();
    await expect(row).toContainText('último uso em');

    // remove (DELETE /passkeys/{id}) after a confirmation; the device's copy no longer signs in
    await row.getByRole('button', { name: 'Remover' }).click();
    await row.getByRole('button', { name: 'Confirmar remoção' }).click();
    await expect(section.getByText('Nenhuma chave de acesso cadastrada.')).toBeVisible();
    expect(sql(`select count(*) from auth.webauthn_credentials where user_id = ${quote(user.id)}`)).toBe('0');

    await signOut(page);
    await page.goto('/login');
    await ready(page);
    allowConsoleError(page, /status of 400 .*\/auth\/v1\/passkeys\/authentication\/verify/);
    await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
    await expect(page.getByRole('form', { name: 'Entrar' }).getByRole('alert')).toHaveText(
      'Não foi possível confirmar a chave de acesso. Ela pode ter sido removida da sua conta.',
    );
    await expect(page.getByRole('button', { name: 'Menu do usuário' })).toHaveCount(0);
  });
});
