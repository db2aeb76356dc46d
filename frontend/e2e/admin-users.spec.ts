/** The users screen: search by email, admin flag, ban/unban through admin-checked RPCs; a
 * non-admin calling the same RPCs with their token is refused. */
import { createUser, env, makeAdmin, passwordGrant, quote, sql } from './support/backend';
import { expect, ready, signIn, test } from './support/fixtures';

test('an admin finds a user by email, makes them admin, bans and unbans them', async ({ page }) => {
  const admin = await createUser('users-admin', 'Admin Usuários');
  makeAdmin(admin.id);
  const target = await createUser('users-target', 'Pessoa Alvo');
  await signIn(page, admin.email, admin.password);
  page.on('dialog', (d) => void d.accept());
  await page.goto('/admin/admin-users');
  await ready(page);
  await page.getByRole('searchbox', { name: 'Buscar usuário por email' }).fill(target.email);
  const row = page.locator(`tr[data-user-email="${target.email}"]`);
  await expect(row).toContainText('Pessoa Alvo');
  await expect(page.getByText('1 usuário', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Tornar admin' }).click();
  await expect(row).toContainText('Admin');
  expect(sql(`select is_admin from public.profiles where id = ${quote(target.id)}`)).toBe('t');
  await row.getByRole('button', { name: 'Remover admin' }).click();
  await expect(row.getByRole('button', { name: 'Tornar admin' })).toBeVisible();
  expect(sql(`select is_admin from public.profiles where id = ${quote(target.id)}`)).toBe('f');

  await row.getByRole('button', { name: 'Banir' }).click();
  await expect(row).toContainText('Banido');
  await expect(passwordGrant(target.email, target.password)).rejects.toThrow(/banned/i);
  await row.getByRole('button', { name: 'Desbanir' }).click();
  await expect(row).toContainText('Ativo');
  await expect(passwordGrant(target.email, target.password)).resolves.toHaveProperty('access_token');
});

test('a non-admin calling the user RPCs directly is refused', async () => {
  const plain = await createUser('users-plain');
  const victim = await createUser('users-victim');
  const { access_token } = await passwordGrant(plain.email, plain.password);
  const headers = { apikey: env.ANON_KEY, Authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
  for (const [fn, body] of [
    ['admin_list_users', { search: '' }],
    ['admin_set_user_admin', { target: plain.id, make_admin: true }],
    ['admin_set_user_ban', { target: victim.id, banned: true }],
  ] as const) {
    const res = await fetch(`${env.API_URL}/rest/v1/rpc/${fn}`, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(res.status, fn).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe('Apenas administradores podem gerenciar usuários');
  }
  expect(sql(`select is_admin from public.profiles where id = ${quote(plain.id)}`)).toBe('f');
  expect(sql(`select banned_until is null from auth.users where id = ${quote(victim.id)}`)).toBe('t');
});
