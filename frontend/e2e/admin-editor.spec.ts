/** The admin area's generic table editor against the real gateway and RLS: access, create with
 * a Portuguese database error, optimistic concurrency between two admins, the phone layout. */
import type { Browser, Page } from '@playwright/test';
import { createUser, env, makeAdmin, passwordGrant, quote, sql } from './support/backend';
import { allowConsoleError, expect, pageProblems, ready, signedInPage, signIn, test } from './support/fixtures';

/** Pages opened in extra contexts: watched like the fixture's page, checked after each test. */
const opened: Page[] = [];
test.afterEach(() => {
  const problems = opened.flatMap((p) => pageProblems(p));
  opened.length = 0;
  expect(problems).toEqual([]);
});

async function adminPage(browser: Browser, prefix: string): Promise<Page> {
  const u = await createUser(prefix, 'Admin Teste');
  makeAdmin(u.id);
  return signedInPage(browser, u, opened);
}

test('a non-admin is sent away from /admin and their direct API writes to an admin table fail', async ({ page }) => {
  const u = await createUser('plain');
  await signIn(page, u.email, u.password);
  await page.goto('/admin/categories');
  await expect(page).toHaveURL(/\/$/);

  const name = `Invasora ${Date.now()}`;
  const { access_token } = await passwordGrant(u.email, u.password);
  const headers = { apikey: env.ANON_KEY, Authorization: `Bearer ${access_token}`, 'content-type': 'application/json', Prefer: 'return=representation' };
  const insert = await fetch(`${env.API_URL}/rest/v1/pedbook_medication_categories`, { method: 'POST', headers, body: JSON.stringify({ name }) });
  expect(insert.status).toBe(403);
  expect(sql(`select count(*) from public.pedbook_medication_categories where name = ${quote(name)}`)).toBe('0');

  const id = sql(`insert into public.pedbook_medication_categories (name) values (${quote(`Alvo ${name}`)}) returning id`);
  const patch = await fetch(`${env.API_URL}/rest/v1/pedbook_medication_categories?id=eq.${id}`, { method: 'PATCH', headers, body: JSON.stringify({ name: 'Alterada' }) });
  expect(await patch.json()).toEqual([]);
  const del = await fetch(`${env.API_URL}/rest/v1/pedbook_medication_categories?id=eq.${id}`, { method: 'DELETE', headers });
  expect(await del.json()).toEqual([]);
  expect(sql(`select name from public.pedbook_medication_categories where id = ${quote(id)}`)).toBe(`Alvo ${name}`);
  const promote = await fetch(`${env.API_URL}/rest/v1/profiles?id=eq.${u.id}`, { method: 'PATCH', headers, body: JSON.stringify({ is_admin: true }) });
  expect(promote.ok).toBe(false);
  expect(sql(`select is_admin from public.profiles where id = ${quote(u.id)}`)).toBe('f');
});

test('an admin creates a row; a duplicate is refused in Portuguese next to its field', async ({ browser }) => {
  const page = await adminPage(browser, 'editor');
  const name = `Categoria E2E ${Date.now()}`;
  await page.goto('/admin/prescription-categories');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Categorias de Prescrição' })).toBeVisible();

  await page.getByRole('button', { name: 'Novo(a) categoria' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Campo obrigatório.')).toBeVisible();
  await dialog.getByLabel('name *').fill(name);
  await dialog.getByLabel('display order').fill('1,5');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Informe um número inteiro.')).toBeVisible();
  await dialog.getByLabel('display order').fill('7');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Alterações salvas.')).toBeVisible();
  expect(sql(`select display_order from public.pedbook_prescription_categories where name = ${quote(name)}`)).toBe('7');

  await page.getByRole('searchbox', { name: 'Buscar categoria' }).fill(name);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(page.getByText('1 registro · página 1 de 1')).toBeVisible();

  // pedbook_medication_categories.name is unique: the database's refusal lands on the field.
  const dup = `Duplicada ${Date.now()}`;
  sql(`insert into public.pedbook_medication_categories (name) values (${quote(dup)})`);
  await page.goto('/admin/categories');
  await ready(page);
  allowConsoleError(page, /409 \(Conflict\)/);
  await page.getByRole('button', { name: 'Novo(a) categoria' }).click();
  await dialog.getByLabel('name *').fill(dup);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Já existe um registro com este valor de "name".')).toBeVisible();
  await expect(dialog.getByLabel('name *')).toHaveValue(dup);
  expect(sql(`select count(*) from public.pedbook_medication_categories where name = ${quote(dup)}`)).toBe('1');
});

test('two admins edit the same row: the second save is refused and loses nothing', async ({ browser }) => {
  const name = `Concorrente ${Date.now()}`;
  sql(`insert into public.site_settings (key, value) values (${quote(name)}, 'original')`);
  const first = await adminPage(browser, 'first');
  const second = await adminPage(browser, 'second');
  for (const p of [first, second]) {
    await p.goto('/admin/site-settings');
    await ready(p);
    await p.getByRole('searchbox', { name: 'Buscar configuração' }).fill(name);
    await p.getByRole('button', { name: `Editar ${name}` }).click();
  }
  await first.getByRole('dialog').getByLabel('value').fill('valor do primeiro');
  await first.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
  await expect(first.getByText('Alterações salvas.')).toBeVisible();

  const dialog = second.getByRole('dialog');
  await dialog.getByLabel('value').fill('valor do segundo');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByRole('alert').first()).toContainText('foi alterado por outra pessoa depois que você o abriu');
  await expect(dialog.getByLabel('value')).toHaveValue('valor do segundo');
  expect(sql(`select value from public.site_settings where key = ${quote(name)}`)).toBe('valor do primeiro');

  await dialog.getByRole('button', { name: 'Recarregar a versão atual' }).click();
  await expect(dialog.getByLabel('value')).toHaveValue('valor do primeiro');
  await dialog.getByLabel('value').fill('valor do segundo, depois de ver o primeiro');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(second.getByText('Alterações salvas.')).toBeVisible();
  expect(sql(`select value from public.site_settings where key = ${quote(name)}`)).toBe('valor do segundo, depois de ver o primeiro');
});

test('on a phone the admin menu collapses behind a button', async ({ browser }) => {
  const page = await adminPage(browser, 'phone');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/admin/site-settings');
  await ready(page);
  const nav = page.getByRole('navigation', { name: 'Administração' });
  await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações do Site' })).toBeInViewport();
  await page.getByRole('button', { name: 'Menu administrativo' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Vacinas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vacinas' })).toBeVisible();
  await expect(nav).toBeHidden();
});
