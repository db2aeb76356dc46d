/** The feedback desk and the maintenance switch of the admin area. */
import type { Browser, Page } from '@playwright/test';
import { createUser, makeAdmin, quote, sql, type TestUser } from './support/backend';
import { allowConsoleError, expect, pageProblems, ready, signedInPage, test } from './support/fixtures';

/** Pages opened in extra contexts: watched like the fixture's page, checked after each test. */
const opened: Page[] = [];
test.afterEach(() => {
  const problems = opened.flatMap((p) => pageProblems(p));
  opened.length = 0;
  expect(problems).toEqual([]);
});

async function pageFor(browser: Browser, user: TestUser): Promise<Page> {
  return signedInPage(browser, user, opened);
}

test('the feedback desk: counts, filters, an admin reply reaching the user, status moves, no reply once resolved', async ({ browser }) => {
  const user = await createUser('desk-user', 'Beatriz Usuária Lima');
  const admin = await createUser('desk-admin', 'Equipe de Suporte Desk');
  makeAdmin(admin.id);
  const marker = `Desk ${Date.now()}`;
  sql(`insert into public.pedbook_feedbacks (user_id, message, title, type_id)
       select ${quote(user.id)}, ${quote(`${marker}: a curva de crescimento não abre`)}, 'Problema', id from public.pedbook_feedback_types order by name limit 1`);
  const waiting = Number(sql(`select count(*) from public.pedbook_feedbacks where status = 'aguardando'`));

  const page = await pageFor(browser, admin);
  await page.goto('/admin/feedback-management');
  await ready(page);
  await expect(page.getByRole('list', { name: 'Feedbacks por status' })).toContainText(`Aguardando: ${waiting}`);
  await page.getByLabel('Filtrar por status').selectOption('resolvido');
  await expect(page.getByRole('list', { name: 'Feedbacks', exact: true })).not.toContainText(marker);
  await page.getByLabel('Filtrar por status').selectOption('aguardando');
  await page.getByRole('button', { name: new RegExp(marker) }).click();

  const thread = page.getByRole('region', { name: 'Conversa' });
  await thread.getByLabel('Responder como administrador').fill('Corrigimos a curva, pode testar de novo?');
  await thread.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(thread.getByText('Resposta enviada')).toBeVisible();
  await expect(thread.getByText('Equipe de Suporte Desk (Admin)')).toBeVisible();
  await thread.getByLabel('Status do feedback').selectOption('em_andamento');
  await expect.poll(() => sql(`select status from public.pedbook_feedbacks where message like ${quote(`${marker}%`)}`)).toBe('em_andamento');

  // The user sees the reply with the Admin badge.
  const userPage = await pageFor(browser, user);
  await userPage.goto('/feedback-suporte');
  await ready(userPage);
  await userPage.getByRole('tab', { name: 'Meus Feedbacks' }).click();
  const item = userPage.locator('article').filter({ hasText: marker });
  await expect(item).toContainText('Corrigimos a curva, pode testar de novo?');
  await expect(item).toContainText('Equipe de Suporte Desk');
  await expect(item).toContainText('Admin');
  await expect(item).toContainText('Em Andamento');

  // Resolved meanwhile by someone else: the database refuses the reply, and says why.
  await page.getByLabel('Filtrar por status').selectOption('');
  await page.getByRole('button', { name: new RegExp(marker) }).click();
  sql(`update public.pedbook_feedbacks set status = 'resolvido' where message like ${quote(`${marker}%`)}`);
  allowConsoleError(page, /status of 400/);
  await thread.getByLabel('Responder como administrador').fill('Mais uma coisa');
  await thread.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(thread.getByRole('alert')).toHaveText('Este feedback foi resolvido e não aceita novas respostas');
  expect(sql(`select count(*) from public.pedbook_feedback_responses r join public.pedbook_feedbacks f on f.id = r.feedback_id where f.message like ${quote(`${marker}%`)}`)).toBe('1');
});

test('maintenance: a super admin turns it on and off; a plain admin is refused with the spec text', async ({ browser }) => {
  const SUPER = 'super@pedbook.test';
  let superUser: TestUser;
  const existing = sql(`select id from auth.users where email = ${quote(SUPER)}`);
  // Another spec may have signed it up already, with createUser's password.
  if (existing) superUser = { id: existing, email: SUPER, password: 'Senha123segura', fullName: 'Super' };
  else superUser = await createUser('super', 'Super Admin PedBook', SUPER);
  makeAdmin(superUser.id);
  const plain = await createUser('plain-admin', 'Admin Comum');
  makeAdmin(plain.id);

  const plainPage = await pageFor(browser, plain);
  await plainPage.goto('/admin/maintenance');
  await ready(plainPage);
  allowConsoleError(plainPage, /status of 403/);
  await plainPage.getByLabel('Mensagem aos visitantes').fill('Tentativa de admin comum');
  await plainPage.getByRole('button', { name: 'Ativar manutenção', exact: true }).click();
  await expect(plainPage.getByRole('alert')).toHaveText('Apenas super admin pode alterar o modo de manutenção');
  expect(sql(`select count(*) from public.site_maintenance where is_active`)).toBe('0');

  const superPage = await pageFor(browser, superUser);
  await superPage.goto('/admin/maintenance');
  await ready(superPage);
  await superPage.getByLabel('Mensagem aos visitantes').fill('Atualização do banco de doses');
  await superPage.getByLabel('Duração estimada').fill('20 minutos');
  await superPage.getByRole('button', { name: 'Ativar manutenção', exact: true }).click();
  await expect(superPage.getByText('Modo de manutenção ativado')).toBeVisible();
  expect(sql(`select is_active || '|' || message || '|' || estimated_duration from public.site_maintenance order by updated_at desc limit 1`)).toBe('true|Atualização do banco de doses|20 minutos');

  const visitor = await browser.newPage();
  await visitor.goto('/medicamentos');
  await expect(visitor).toHaveURL(/\/maintenance$/);
  await expect(visitor.getByText('Atualização do banco de doses')).toBeVisible();

  await superPage.getByRole('button', { name: 'Desativar manutenção' }).click();
  await expect(superPage.getByText('Modo de manutenção desativado.')).toBeVisible();
  expect(sql(`select count(*) from public.site_maintenance where is_active`)).toBe('0');
  await visitor.close();
});

test.afterAll(() => {
  sql(`update public.site_maintenance set is_active = false`);
});
