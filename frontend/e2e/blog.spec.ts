/** Blog (list with tags and excerpts, tag filter, post page), newsletters by date, /conselho. */
import { randomUUID } from 'node:crypto';
import { quote, sql } from './support/backend';
import { expect, ready, test } from './support/fixtures';

test('the blog lists posts with excerpts and tags, filters by tag and opens a post rendered from Markdown', async ({ page }) => {
  await page.goto('/blog');
  await ready(page);
  const list = page.getByRole('list', { name: 'Artigos' });
  await expect(list.getByRole('heading', { level: 2 })).toHaveCount(3);
  // Newest first.
  await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText('Curvas de crescimento da OMS: os dados por trás dos gráficos');
  await expect(page.getByText('A tabela completa do DATASUS (2008) e os códigos posteriores U07 e A97.')).toBeVisible();
  await list.getByRole('link', { name: '#CID-10' }).click();
  await expect(page).toHaveURL(/\/blog\?tag=CID-10$/);
  await expect(page.getByRole('list', { name: 'Artigos' }).getByRole('heading', { level: 2 })).toHaveCount(1);
  await page.getByRole('link', { name: 'CID-10 no PedBook: de onde vêm os códigos' }).click();
  await expect(page).toHaveURL(/\/blog\/post\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CID-10 no PedBook: de onde vêm os códigos');
  await expect(page.locator('article h2').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CID-10 no PedBook: de onde vêm os códigos');
});

test('newsletters are listed newest first; /conselho has its guidance', async ({ page }) => {
  const tag = randomUUID().slice(0, 8);
  sql(`insert into public.pedbook_newsletters (title, slug, summary, content, published, published_at) values
    ('Edição antiga ${tag}', ${quote(`antiga-${tag}`)}, 'Resumo antigo', '## Destaques\\n\\nTexto.', true, '2025-01-10T12:00:00Z'),
    ('Edição nova ${tag}', ${quote(`nova-${tag}`)}, 'Resumo novo', '## Destaques\\n\\nTexto novo.', true, '2026-02-10T12:00:00Z'),
    ('Edição rascunho ${tag}', ${quote(`rascunho-${tag}`)}, null, 'x', false, null)`);
  try {
    await page.goto('/newsletters');
    await ready(page);
    const titles = page.getByRole('list', { name: 'Edições' }).getByRole('heading', { level: 2 });
    await expect(titles.filter({ hasText: tag })).toHaveText([`Edição nova ${tag}`, `Edição antiga ${tag}`]);
    await expect(page.getByText(`Edição rascunho ${tag}`)).toHaveCount(0);
    await expect(page.getByText('10 de fevereiro de 2026')).toBeVisible();
  } finally {
    sql(`delete from public.pedbook_newsletters where slug like '%-${tag}'`);
  }
  await page.goto('/conselho');
  await expect(page.getByRole('heading', { level: 1, name: 'Conselho editorial' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Recomendações para a prática' })).toBeVisible();
});
