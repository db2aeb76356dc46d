/** Read-after-write (issue 24): with a read replica, a GET right after a save may be answered
 * by a replica that has not replayed it yet, so the screens show the row each write returns
 * (return=representation; src/lib/write-through.ts) and never read the saved table again.
 * Here every GET of the saved table after the screen has loaded is recorded: there must be
 * none, and the screen must show the saved values. (The cluster stage shows the stale read
 * itself, with the replica's replay paused: scripts/supabase-js/cluster/cluster.mjs.) */
import type { Browser, Page } from '@playwright/test';
import { createUser, makeAdmin, quote, sql } from './support/backend';
import { expect, pageProblems, ready, signedInPage, signIn, test } from './support/fixtures';

/** GETs of /rest/v1/<table> from now on. */
function readsOf(page: Page, table: string): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === `/rest/v1/${table}`) seen.push(r.url());
  });
  return seen;
}

const opened: Page[] = [];
test.afterEach(() => {
  const problems = opened.flatMap((p) => pageProblems(p));
  opened.length = 0;
  expect(problems).toEqual([]);
});

async function adminPage(browser: Browser): Promise<Page> {
  const u = await createUser('wt-admin', 'Admin Teste');
  makeAdmin(u.id);
  return signedInPage(browser, u, opened);
}

test('notes: a new note, its autosaved title and its pin are shown from the writes, with no read after them', async ({ page }) => {
  const user = await createUser('wt-notas');
  await signIn(page, user.email, user.password);
  await page.goto('/notes');
  await ready(page);
  await expect(page.getByText('Você ainda não tem anotações.')).toBeVisible();
  const reads = readsOf(page, 'pedbook_notes');

  await page.getByRole('button', { name: 'Nova anotação' }).click();
  const editor = page.getByRole('article', { name: 'Editor de anotação' });
  await editor.getByPlaceholder('Título', { exact: true }).fill('Febre sem foco');
  await expect(editor.getByTestId('save-state')).toHaveText('Salvo');
  const list = page.getByRole('list', { name: 'Suas anotações' }).getByRole('listitem');
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText('Febre sem foco');
  await page.getByRole('button', { name: 'Fixar no topo' }).click();
  await expect(page.getByRole('button', { name: 'Desafixar' })).toBeVisible();

  expect(sql(`select title || '|' || is_pinned from public.pedbook_notes where user_id = ${quote(user.id)}`)).toBe('Febre sem foco|true');
  expect(reads).toEqual([]);
});

test('prescriptions: created and edited, the page shows what the writes returned, with no read after them', async ({ page }) => {
  const user = await createUser('wt-rx');
  await signIn(page, user.email, user.password);
  await page.goto('/prescriptions/nova');
  await ready(page);
  const reads = readsOf(page, 'pedbook_prescriptions');
  const form = page.getByRole('form', { name: 'Prescrição' });
  await form.getByLabel('Nome da prescrição').fill('Febre');
  await form.getByRole('button', { name: 'Adicionar item livre' }).click();
  await form.getByLabel('Medicamento ou item').fill('Dipirona 500 mg/mL');
  await form.getByLabel('Posologia (editável)').fill('20 gotas VO de 6/6 h se febre');
  await form.getByRole('button', { name: 'Salvar prescrição' }).click();
  await page.waitForURL(/\/prescriptions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Febre' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Prescrição' }).getByLabel('Posologia (editável)')).toHaveValue('20 gotas VO de 6/6 h se febre');

  await page.getByRole('form', { name: 'Prescrição' }).getByLabel('Nome da prescrição').fill('Febre sem sinais de alarme');
  await page.getByRole('form', { name: 'Prescrição' }).getByLabel('Duração').fill('até 3 dias');
  await page.getByRole('form', { name: 'Prescrição' }).getByRole('button', { name: 'Salvar prescrição' }).click();
  await expect(page.getByRole('heading', { name: 'Febre sem sinais de alarme' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Prescrição' }).getByLabel('Duração')).toHaveValue('até 3 dias');
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  await expect(page.getByRole('button', { name: 'Deixar de compartilhar' })).toBeVisible();

  expect(sql(`select name || '|' || is_public from public.pedbook_prescriptions where user_id = ${quote(user.id)}`)).toBe('Febre sem sinais de alarme|true');
  expect(reads).toEqual([]);
});

test('admin table editor: an edited row is shown from the update, with no read of the table after it', async ({ browser }) => {
  const page = await adminPage(browser);
  const name = `WT ${Date.now()}`;
  sql(`insert into public.pedbook_medication_categories (name) values (${quote(name)})`);
  await page.goto('/admin/categories');
  await ready(page);
  await page.getByRole('searchbox', { name: 'Buscar categoria' }).fill(name);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  const reads = readsOf(page, 'pedbook_medication_categories');

  await page.getByRole('button', { name: `Editar ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('name *').fill(`${name} editada`);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Alterações salvas.')).toBeVisible();
  await expect(page.getByRole('cell', { name: `${name} editada`, exact: true })).toBeVisible();
  expect(sql(`select count(*) from public.pedbook_medication_categories where name = ${quote(`${name} editada`)}`)).toBe('1');
  expect(reads).toEqual([]);
});
