/** /settings end to end: every profile field saved to the user's row, theme, password change
 * with its messages, sign-out of every device. (Two-step verification and passkeys:
 * account-security.spec.ts.) */
import { createUser, env, passwordGrant, quote, sql } from './support/backend';
import { BANNER_KEY, allowConsoleError, expect, pageProblems, ready, signIn, test, watchPage } from './support/fixtures';

test('profile: every field is validated, saved and shown again after a reload', async ({ page }) => {
  const user = await createUser('perfil');
  await signIn(page, user.email, user.password);
  await page.goto('/settings');
  await ready(page);
  const form = page.getByRole('form', { name: 'Perfil' });
  await expect(form.getByLabel('Nome completo')).toHaveValue(user.fullName);
  await expect(form.getByLabel('Área de formação')).toHaveValue('Medicina');
  await expect(form.getByLabel('Ano de formação')).toHaveValue('2020');
  await expect(form.getByRole('radio', { name: 'Profissional' })).toBeChecked();
  await expect(form).toContainText(user.email);

  // the messages of invalid values; nothing is saved
  await form.getByLabel('Nome completo').fill('Ana');
  await form.getByLabel('Ano de formação').fill('20');
  await form.getByLabel('Telefone').fill('abc');
  await form.getByLabel('Email profissional').fill('ana@');
  await form.getByLabel('Foto (endereço https da imagem)').fill('http://exemplo.com/a.png');
  await form.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(form.getByText('Digite seu nome completo (nome e sobrenome)')).toBeVisible();
  await expect(form.getByText('Ano de formação inválido')).toBeVisible();
  await expect(form.getByText('Telefone inválido (inclua o DDD)')).toBeVisible();
  await expect(form.getByText('Email profissional inválido')).toBeVisible();
  await expect(form.getByText('O endereço da foto deve começar com https://')).toBeVisible();
  expect(sql(`select full_name from public.profiles where id = ${quote(user.id)}`)).toBe(user.fullName);

  await form.getByLabel('Nome completo').fill('Ana Beatriz Souza');
  await form.getByLabel('Área de formação').fill('Pediatria');
  await form.getByLabel('Ano de formação').fill('2015');
  await form.getByRole('radio', { name: 'Estudante' }).check();
  await form.getByLabel('Registro profissional (CRM/COREN…)').fill('CRM-SP 123456');
  await form.getByLabel('Telefone').fill('(11) 91234-5678');
  await form.getByLabel('Email profissional').fill('ana@clinica.com.br');
  await form.getByLabel('Foto (endereço https da imagem)').fill('');
  await form.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(page.getByText('Perfil atualizado')).toBeVisible();
  expect(
    sql(
      `select concat_ws('|', full_name, formation_area, graduation_year, is_student, is_professional, registration_number, phone, professional_email, coalesce(avatar_url, '-')) from public.profiles where id = ${quote(user.id)}`,
    ),
  ).toBe('Ana Beatriz Souza|Pediatria|2015|t|f|CRM-SP 123456|(11) 91234-5678|ana@clinica.com.br|-');
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toContainText('Ana Beatriz Souza');

  await page.reload();
  await ready(page);
  await expect(form.getByLabel('Nome completo')).toHaveValue('Ana Beatriz Souza');
  await expect(form.getByLabel('Registro profissional (CRM/COREN…)')).toHaveValue('CRM-SP 123456');
  await expect(form.getByRole('radio', { name: 'Estudante' })).toBeChecked();

  // the theme: applied at once, kept on the account
  await page.getByRole('switch', { name: /Tema escuro/ }).check();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect.poll(() => sql(`select theme_preference from public.profiles where id = ${quote(user.id)}`)).toBe('dark');
});

test('the theme chosen in settings follows the user to another device', async ({ page, browser }) => {
  test.slow(); // two devices, four sign-ins
  const user = await createUser('tema');
  await signIn(page, user.email, user.password);
  await page.goto('/settings');
  await ready(page);
  await page.getByRole('switch', { name: /Tema escuro/ }).check();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect.poll(() => sql(`select theme_preference from public.profiles where id = ${quote(user.id)}`)).toBe('dark');

  // another device: a fresh browser context, light by default, turns dark on sign-in
  const other = await browser.newContext();
  await other.addInitScript((key) => localStorage.setItem(key, String(Date.now())), BANNER_KEY);
  const device = await other.newPage();
  watchPage(device);
  await device.goto('/');
  await ready(device);
  await expect(device.locator('html')).not.toHaveClass(/dark/);
  await signIn(device, user.email, user.password);
  await expect(device.locator('html')).toHaveClass(/dark/);
  await device.reload();
  await ready(device);
  await expect(device.locator('html')).toHaveClass(/dark/);

  // back to light there: the first device takes it on its next sign-in
  await device.goto('/settings');
  await ready(device);
  await device.getByRole('switch', { name: /Tema escuro/ }).uncheck();
  await expect(device.locator('html')).not.toHaveClass(/dark/);
  await expect.poll(() => sql(`select theme_preference from public.profiles where id = ${quote(user.id)}`)).toBe('light');
  expect(pageProblems(device)).toEqual([]);
  await other.close();
  // the first device still has dark stored locally; signing in again applies the account's light
  await page.evaluate(() => {
    for (const k of Object.keys(localStorage)) if (k !== 'theme' && !k.includes('banner')) localStorage.removeItem(k);
  });
  await page.goto('/');
  await ready(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await signIn(page, user.email, user.password);
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('password change: mismatch, same password and success messages; the new password signs in', async ({ page }) => {
  const user = await createUser('senha');
  await signIn(page, user.email, user.password);
  await page.goto('/settings');
  await ready(page);
  const form = page.getByRole('form', { name: 'Alterar senha' });
  await form.getByLabel('Nova senha', { exact: true }).fill('NovaSenha2026');
  await form.getByLabel('Confirme a nova senha').fill('NovaSenha2025');
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(form.getByText('As senhas não coincidem')).toBeVisible();
  await form.getByLabel('Nova senha', { exact: true }).fill('curta1');
  await form.getByLabel('Confirme a nova senha').fill('curta1');
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(form.getByText('A senha deve ter pelo menos 8 caracteres')).toBeVisible();

  allowConsoleError(page, /status of 422 .*\/auth\/v1\/user/);
  await form.getByLabel('Nova senha', { exact: true }).fill(user.password);
  await form.getByLabel('Confirme a nova senha').fill(user.password);
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(form.getByRole('alert').last()).toHaveText('⚠️ A nova senha deve ser diferente da senha atual.');

  await form.getByLabel('Nova senha', { exact: true }).fill('NovaSenha2026');
  await form.getByLabel('Confirme a nova senha').fill('NovaSenha2026');
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha atualizada!')).toBeVisible();
  await expect(form.getByLabel('Nova senha', { exact: true })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible(); // still signed in
  await passwordGrant(user.email, 'NovaSenha2026');
  await expect(passwordGrant(user.email, user.password)).rejects.toThrow(/400/);
});

test('sign out of every device ends the other sessions too', async ({ page }) => {
  const user = await createUser('sessoes');
  const otherDevice = await passwordGrant(user.email, user.password);
  await signIn(page, user.email, user.password);
  await page.goto('/settings');
  await ready(page);
  await page.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
  await page.getByRole('button', { name: 'Confirmar: sair de todos' }).click();
  await expect(page.getByText('Você foi desconectado de todos os dispositivos.')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toHaveCount(0);

  const refresh = await fetch(`${env.API_URL}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: env.ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: otherDevice.refresh_token }),
  });
  expect(refresh.status).toBe(400);
  expect(sql(`select count(*) from auth.sessions where user_id = ${quote(user.id)}`)).toBe('0');
});
