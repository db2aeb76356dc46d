/** /notes end to end: Markdown with preview, autosave with its visible state, tags, Portuguese
 * full-text search, pin, delete with undo, and privacy enforced by PostgreSQL (another user's
 * direct API call — even an admin's — returns nothing). */
import type { Page } from '@playwright/test';
import { createUser, env, makeAdmin, passwordGrant, quote, sql } from './support/backend';
import { expect, ready, signIn, test } from './support/fixtures';

async function newNote(page: Page, title: string, tags: string, content: string) {
  await page.getByRole('button', { name: 'Nova anotação' }).click();
  const editor = page.getByRole('article', { name: 'Editor de anotação' });
  await expect(editor.getByTestId('save-state')).toHaveText('Salvo');
  await editor.getByPlaceholder('Título', { exact: true }).fill(title);
  await editor.getByLabel('Etiquetas (separadas por vírgula)').fill(tags);
  await editor.getByLabel('Conteúdo (Markdown)').fill(content);
  await expect(editor.getByTestId('save-state')).toHaveText('Salvo');
  return editor;
}

const listed = (page: Page) => page.getByRole('list', { name: 'Suas anotações' }).getByRole('listitem');

test('notes: write with preview and autosave, tags, search in Portuguese, pin, delete and undo; private', async ({ page }) => {
  const owner = await createUser('notas');
  await signIn(page, owner.email, owner.password);
  await page.goto('/anotacoes');
  await ready(page);
  await expect(page).toHaveURL(/\/notes$/);
  await expect(page.getByText('Você ainda não tem anotações.')).toBeVisible();

  const editor = await newNote(page, 'Otite média aguda', 'Otite, antibiótico, otite', '# Conduta\n\n- **Amoxicilina** 50 mg/kg/dia\n- reavaliar em 48 h');
  expect(sql(`select concat_ws('|', title, array_to_string(tags, ','), content) from public.pedbook_notes where user_id = ${quote(owner.id)}`)).toBe(
    'Otite média aguda|otite,antibiótico|# Conduta\n\n- **Amoxicilina** 50 mg/kg/dia\n- reavaliar em 48 h',
  );

  await editor.getByRole('tab', { name: 'Visualizar' }).click();
  const preview = editor.getByRole('tabpanel', { name: 'Visualização' });
  await expect(preview.getByRole('heading', { name: 'Conduta' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('Amoxicilina');
  await editor.getByRole('tab', { name: 'Escrever' }).click();

  // an invalid title is not saved, and says why
  await editor.getByPlaceholder('Título', { exact: true }).fill('x'.repeat(201));
  await expect(editor.getByRole('alert')).toHaveText('O título pode ter no máximo 200 caracteres.');
  await expect(editor.getByTestId('save-state')).toHaveText('Não salvo: corrija o erro acima.');
  expect(sql(`select title from public.pedbook_notes where user_id = ${quote(owner.id)}`)).toBe('Otite média aguda');
  await editor.getByPlaceholder('Título', { exact: true }).fill('Otite média aguda');
  await expect(editor.getByTestId('save-state')).toHaveText('Salvo');

  // a reload shows what was saved
  await page.reload();
  await ready(page);
  await expect(page.getByLabel('Conteúdo (Markdown)')).toHaveValue(/Amoxicilina\*\* 50 mg\/kg\/dia/);

  await newNote(page, 'Bronquiolite', 'respiratório', 'Lavagem nasal com soro fisiológico; oximetria.');
  await expect(listed(page)).toHaveCount(2);

  // full-text search: accents and case do not matter, content and title both count
  const search = page.getByLabel('Buscar nas anotações');
  for (const [query, title] of [['otite media', 'Otite média aguda'], ['AMOXICILINA', 'Otite média aguda'], ['fisiologico', 'Bronquiolite']] as const) {
    await search.fill(query);
    await expect(listed(page)).toHaveCount(1);
    await expect(listed(page).first()).toContainText(title);
  }
  await search.fill('sarampo');
  await expect(page.getByText('Nenhuma anotação encontrada.')).toBeVisible();
  await search.fill('');
  await expect(listed(page)).toHaveCount(2);

  // tag filter
  await page.getByRole('group', { name: 'Filtrar por etiqueta' }).getByRole('button', { name: '#respiratório' }).click();
  await expect(listed(page)).toHaveCount(1);
  await expect(listed(page).first()).toContainText('Bronquiolite');
  await page.getByRole('group', { name: 'Filtrar por etiqueta' }).getByRole('button', { name: '#respiratório' }).click();

  // pin: the pinned note stays first even when another is edited later
  await listed(page).filter({ hasText: 'Otite média aguda' }).getByRole('button').click();
  await page.getByRole('button', { name: 'Fixar no topo' }).click();
  await expect(page.getByRole('button', { name: 'Desafixar' })).toBeVisible();
  await listed(page).filter({ hasText: 'Bronquiolite' }).getByRole('button').click();
  await page.getByLabel('Conteúdo (Markdown)').fill('Lavagem nasal com soro fisiológico; oximetria; hidratação.');
  await expect(page.getByTestId('save-state')).toHaveText('Salvo');
  await expect(listed(page).first()).toContainText('Otite média aguda');
  await expect(listed(page).first()).toContainText('📌');

  // privacy: another user's direct API calls see and change nothing — an admin's neither
  const otite = sql(`select id from public.pedbook_notes where user_id = ${quote(owner.id)} and title = 'Otite média aguda'`);
  const other = await createUser('intruso');
  makeAdmin(other.id);
  const { access_token } = await passwordGrant(other.email, other.password);
  const headers = { apikey: env.ANON_KEY, authorization: `Bearer ${access_token}`, 'content-type': 'application/json', prefer: 'return=representation' };
  for (const path of ['pedbook_notes?select=*', `pedbook_notes?select=*&id=eq.${otite}`, `pedbook_notes?select=id&user_id=eq.${owner.id}`]) {
    const res = await fetch(`${env.API_URL}/rest/v1/${path}`, { headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  }
  const patch = await fetch(`${env.API_URL}/rest/v1/pedbook_notes?id=eq.${otite}`, { method: 'PATCH', headers, body: JSON.stringify({ content: 'apagado' }) });
  expect(await patch.json()).toEqual([]);
  const del = await fetch(`${env.API_URL}/rest/v1/pedbook_notes?id=eq.${otite}`, { method: 'DELETE', headers });
  expect(await del.json()).toEqual([]);
  expect(sql(`select content from public.pedbook_notes where id = ${quote(otite)}`)).toContain('Amoxicilina');

  // delete with undo: the very same note comes back
  const before = sql(`select row_to_json(n)::jsonb - 'search' from public.pedbook_notes n where id = ${quote(otite)}`);
  await listed(page).filter({ hasText: 'Otite média aguda' }).getByRole('button').click();
  await page.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Anotação excluída')).toBeVisible();
  await expect(listed(page)).toHaveCount(1);
  expect(sql(`select count(*) from public.pedbook_notes where id = ${quote(otite)}`)).toBe('0');
  await page.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText('Anotação restaurada')).toBeVisible();
  await expect(listed(page)).toHaveCount(2);
  await expect(page.getByPlaceholder('Título', { exact: true })).toHaveValue('Otite média aguda');
  expect(sql(`select row_to_json(n)::jsonb - 'search' from public.pedbook_notes n where id = ${quote(otite)}`)).toBe(before);
});
