/** Dr. Will's admin controls (issue #18's dr-will-control and rag-management): a document of the
 * knowledge base answers a question with its source cited; switched off by an admin, the
 * assistant refuses every question with a message, and answers again once switched back on. */
import { createUser, makeAdmin, quote, sql } from './support/backend';
import { allowConsoleError, expect, ready, signIn, test } from './support/fixtures';

test('a knowledge-base document is cited in answers; the admin switch turns Dr. Will off and on', async ({ page, browser }) => {
  test.slow();
  const admin = await createUser('drwill-admin', 'Admin Dr Will');
  makeAdmin(admin.id);
  const user = await createUser('drwill-user');
  const word = `zebrafibrose${Date.now()}`;
  const title = `Documento ${word}`;
  sql(`insert into public.pedbook_rag_documents (title, source, source_url, content) values (${quote(title)}, 'Diretriz de teste, 1ª ed., p. 7', 'https://example.org/diretriz', ${quote(`Conduta na ${word}: observar e reavaliar em 48 horas.`)})`);
  sql(`insert into public.pedbook_rag_documents (title, source, content, active) values (${quote(`Inativo ${word}`)}, 'fonte', ${quote(`${word} inativo`)}, false)`);

  await signIn(page, user.email, user.password);
  await page.goto('/dr-will');
  await ready(page);
  const ask = async () => {
    await page.getByLabel('Sua pergunta').fill(word);
    await page.getByRole('button', { name: 'Perguntar' }).click();
  };
  await ask();
  const passages = page.getByRole('list', { name: 'Trechos' });
  await expect(passages.getByRole('listitem')).toHaveCount(1);
  const doc = passages.getByRole('listitem').first();
  await expect(doc).toContainText('Documento de referência');
  await expect(doc).toContainText('Fonte: Diretriz de teste, 1ª ed., p. 7');
  await expect(doc.getByRole('link', { name: title })).toHaveAttribute('href', 'https://example.org/diretriz');

  // The admin switches the assistant off in /admin/dr-will-control.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin.email, admin.password);
  await adminPage.goto('/admin/dr-will-control');
  await ready(adminPage);
  const state = adminPage.getByRole('region', { name: 'Estado do Dr. Will' });
  await expect(state).toContainText('O Dr. Will está ligado');
  await state.getByRole('button', { name: 'Desligar o Dr. Will' }).click();
  await expect(state).toContainText('O Dr. Will está desligado');
  expect(sql(`select value from public.site_settings where key = 'dr_will_enabled'`)).toBe('false');

  try {
    allowConsoleError(page, /status of 503 .*\/functions\/v1\/dr-will/);
    await ask();
    await expect(page.getByRole('alert')).toContainText('O Dr. Will está desligado pela administração no momento.');

    await state.getByRole('button', { name: 'Ligar o Dr. Will' }).click();
    await expect(state).toContainText('O Dr. Will está ligado');
    await ask();
    await expect(passages.getByRole('listitem')).toHaveCount(1);
  } finally {
    sql(`update public.site_settings set value = 'true' where key = 'dr_will_enabled'`);
    await adminContext.close();
  }
});
