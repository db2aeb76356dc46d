/** Sign-up validation, sign-up → sign-in → user menu, password recovery with the mailed code. */
import { createUser, otpFromMail, passwordGrant, uniqueEmail, waitForMail } from './support/backend';
import { allowConsoleError, expect, ready, signIn, test } from './support/fixtures';
import type { Page } from '@playwright/test';

async function openSignUp(page: Page) {
  await page.goto('/login');
  await ready(page);
  await page.getByRole('button', { name: 'Cadastre-se GRATUITAMENTE!' }).click();
  await expect(page.getByRole('heading', { name: 'Criar sua conta' })).toBeVisible();
}

const valid = {
  'Nome completo': 'Maria Souza',
  Email: 'maria.souza@hospital.com.br',
  Senha: 'segura123',
  'Área de formação': 'Medicina',
  'Ano de formação': '2020',
};

async function fillSignUp(page: Page, values: Record<string, string>, checks = { adult: true, terms: true }) {
  const form = page.getByRole('form', { name: 'Criar conta' });
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel('Tenho mais de 17 anos').setChecked(checks.adult);
  await form.getByLabel(/Li e aceito os/).setChecked(checks.terms);
  await form.getByRole('button', { name: 'Criar conta' }).click();
}

test('sign-up shows the exact message for each invalid field', async ({ page }) => {
  await openSignUp(page);
  const cases: Array<[string, string, string]> = [
    ['Nome completo', 'Al', 'Nome deve ter pelo menos 3 caracteres'],
    ['Nome completo', 'Maria 2 Souza', 'Nome deve conter apenas letras e espaços'],
    ['Nome completo', 'Maria', 'Digite seu nome completo (nome e sobrenome)'],
    ['Email', 'maria', 'Email inválido'],
    ['Email', 'test@hospital.com', 'Por favor, use um email válido'],
    ['Email', 'maria@x.c', 'Domínio de email inválido'],
    ['Senha', 'abc12', 'A senha deve ter pelo menos 8 caracteres'],
    ['Senha', '12345678', 'Senha deve conter pelo menos uma letra'],
    ['Senha', 'abcdefgh', 'Senha deve conter pelo menos um número'],
    ['Senha', ' abcdefg1', 'Senha não pode começar ou terminar com espaços'],
    ['Área de formação', 'M', 'Área de formação muito curta'],
    ['Ano de formação', '20', 'Ano de formação inválido'],
  ];
  const form = page.getByRole('form', { name: 'Criar conta' });
  for (const [field, value, message] of cases) {
    await fillSignUp(page, { ...valid, [field]: value });
    await expect(form.getByRole('alert')).toHaveText([message]);
  }
  await fillSignUp(page, valid, { adult: false, terms: true });
  await expect(form.getByRole('alert')).toHaveText(['Você deve ter mais de 17 anos']);
  await fillSignUp(page, valid, { adult: true, terms: false });
  await expect(form.getByRole('alert')).toHaveText(['Você deve aceitar os termos']);
});

test('sign-in form validates before calling the server', async ({ page }) => {
  await page.goto('/login');
  await ready(page);
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('Email').fill('ana');
  await form.getByLabel('Senha').fill('123');
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(['Email inválido', 'A senha deve ter pelo menos 6 caracteres']);
});

test('reset=true is removed and opens recovery after 500 ms', async ({ page }) => {
  await page.goto('/login?reset=true');
  await ready(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Recuperar senha' }).getByLabel('Email')).toBeVisible();
});

test('sign-up → sign-out → sign-in → user menu', async ({ page }) => {
  const email = uniqueEmail('cadastro');
  await openSignUp(page);
  await fillSignUp(page, { ...valid, 'Nome completo': 'Joana Pereira Lima', Email: email, Senha: 'Pediatria2024' });
  const menu = page.getByRole('button', { name: 'Menu do usuário' });
  await expect(menu).toBeVisible({ timeout: 15_000 });
  await expect(menu).toContainText('Joana Pereira Lima');

  await menu.click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByText('Logout realizado com sucesso')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('auth_profile'), localStorage.getItem('auth_user_id')])).toEqual([null, null]);

  await signIn(page, email, 'Pediatria2024');
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  for (const item of ['Configurações', 'Suporte', 'Feedback', 'Termos de Uso', 'Política de Privacidade', 'Sair']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await expect(page.getByRole('menuitem', { name: 'Painel Admin' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Suporte' }).click();
  const support = page.getByRole('dialog', { name: 'Suporte' });
  await expect(support).toContainText('Segunda a sexta: 8h às 18h');
  await expect(support).toContainText('Sábado: 8h às 12h');
  // scripts/test sets no support number: the dialog says so instead of a link with no number
  // (configured.spec.ts checks the link with a number).
  await expect(support.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
  await expect(support).toContainText('O atendimento pelo WhatsApp não está disponível no momento.');
});

test('wrong password shows a clear message', async ({ page }) => {
  const user = await createUser('senhaerrada');
  allowConsoleError(page, /status of 400 .*\/auth\/v1\/token\?grant_type=password/);
  await page.goto('/login');
  await ready(page);
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Senha').fill('outraSenha9');
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('Email ou senha incorretos');
});

test('password recovery end to end with the code from the mail', async ({ page }) => {
  const user = await createUser('recupera');
  await page.goto('/login');
  await ready(page);
  await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click();
  await page.getByRole('form', { name: 'Recuperar senha' }).getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  const form = page.getByRole('form', { name: 'Nova senha' });
  await expect(form).toBeVisible();

  const code = otpFromMail(await waitForMail(user.email));
  await form.getByLabel('Dígito 1 do código').click();
  await page.keyboard.type(code);
  await expect(form.getByLabel('Dígito 6 do código')).toHaveValue(code[5]!);
  await form.getByLabel('Nova senha', { exact: true }).fill('NovaSenha2025');
  await form.getByLabel('Confirmar nova senha').fill('NovaSenha2025');
  await form.getByRole('button', { name: 'Atualizar senha' }).click();
  await expect(page.getByRole('heading', { name: 'Senha Atualizada!' })).toBeVisible({ timeout: 15_000 });
  await page.waitForURL('**/', { timeout: 10_000 });

  // The new password works.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, user.email, 'NovaSenha2025');
});

test('recovery with a wrong code explains and returns to the email step', async ({ page }) => {
  const user = await createUser('codigoerrado');
  allowConsoleError(page, /status of 403 .*\/auth\/v1\/verify/);
  await page.goto('/reset-password');
  await ready(page);
  await page.getByRole('form', { name: 'Recuperar senha' }).getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  const form = page.getByRole('form', { name: 'Nova senha' });
  await form.getByLabel('Dígito 1 do código').click();
  await page.keyboard.type('000000');
  await form.getByLabel('Nova senha', { exact: true }).fill('NovaSenha2025');
  await form.getByLabel('Confirmar nova senha').fill('NovaSenha2025');
  await form.getByRole('button', { name: 'Atualizar senha' }).click();
  await expect(form.getByRole('alert')).toHaveText('🔒 Código expirado ou inválido. Solicite um novo código.');
  await expect(page.getByRole('form', { name: 'Recuperar senha' })).toBeVisible({ timeout: 5_000 });
});

test('sign-in callback with tokens in the fragment lands on / signed in', async ({ page }) => {
  const user = await createUser('callback', 'Rafael Moreira Dias');
  const t = await passwordGrant(user.email, user.password);
  const fragment = `#access_token=${t.access_token}&refresh_token=${t.refresh_token}&expires_in=${t.expires_in}&token_type=bearer&type=signup`;
  await page.goto(`/auth/callback${fragment}`);
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toContainText('Rafael Moreira Dias');
  await expect(page.getByText(/Bem-vindo (ao PedBook|de volta), Rafael Moreira Dias!/)).toBeVisible();
});
