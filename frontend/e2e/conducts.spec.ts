/** Conducts: categories → topics → a conduct rendered from stored Markdown; a <script> stored in
 * a conduct's content (inserted through SQL) is shown as nothing and never runs; drafts stay
 * invisible to visitors. */
import { randomUUID } from 'node:crypto';
import { createUser, makeAdmin, quote, sql } from './support/backend';
import { expect, ready, signIn, test } from './support/fixtures';

test('a published conduct renders its Markdown headings, table of contents and sources; stored HTML never runs', async ({ page }) => {
  const slug = `e2e-conduta-${randomUUID().slice(0, 8)}`;
  const content = [
    '## Avaliação inicial',
    '',
    'Texto com **negrito** e uma tabela:',
    '',
    '| Dose | Via |',
    '|---|---|',
    '| 0,01 mg/kg | IM |',
    '',
    '<script>window.__conductXss = 1; console.error("xss ran")</script>',
    '',
    '<img src="x" onerror="window.__conductXss = 2">',
    '',
    '### Reavaliação',
    '',
    '[link perigoso](javascript:window.__conductXss=3)',
  ].join('\n');
  sql(`insert into public.pedbook_conducts_summaries (topic_id, title, slug, content, published, source)
       select t.id, 'Conduta de teste E2E', ${quote(slug)}, ${quote(content)}, true, 'Fonte A 2020; Fonte B 2021'
       from public.pedbook_conducts_topics t join public.pedbook_conducts_categories c on c.id = t.category_id
       where c.slug = 'pneumologia' and t.slug = 'crise-de-asma'`);
  try {
    await page.goto('/condutas-e-manejos');
    await ready(page);
    await page.getByRole('list', { name: 'Especialidades' }).getByRole('link', { name: /Pneumologia/ }).click();
    await expect(page).toHaveURL(/\/condutas-e-manejos\/pneumologia$/);
    await page.getByRole('list', { name: 'Temas' }).getByRole('link', { name: /Crise de asma/ }).click();
    await expect(page).toHaveURL(/\/condutas-e-manejos\/pneumologia\/crise-de-asma$/);
    // Visitors see only the published conduct (the seeded drafts stay hidden).
    const list = page.getByRole('list', { name: 'Condutas' });
    await expect(list.getByRole('link')).toHaveCount(1);
    await list.getByRole('link', { name: 'Conduta de teste E2E' }).click();
    await expect(page).toHaveURL(new RegExp(`/condutas-e-manejos/pneumologia/crise-de-asma/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conduta de teste E2E');
    await expect(page.getByRole('heading', { level: 2, name: 'Avaliação inicial' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Reavaliação' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '0,01 mg/kg' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sumário' }).getByRole('link', { name: 'Reavaliação' })).toHaveAttribute('href', '#secao-reavaliacao');
    await expect(page.getByRole('heading', { name: 'Fontes' })).toBeVisible();
    await expect(page.getByText('Fonte B 2021')).toBeVisible();
    await expect(page.getByText(/Revisado em/)).toBeVisible();
    await expect(page.getByText('Rascunho — aguardando revisão clínica')).toHaveCount(0);
    // The javascript: link keeps its text and loses its address.
    const danger = page.getByText('link perigoso');
    await expect(danger).toBeVisible();
    expect((await danger.getAttribute('href')) ?? '').not.toMatch(/javascript/i);
    expect(await page.evaluate(() => (window as unknown as { __conductXss?: number }).__conductXss)).toBeUndefined();
    expect(await page.locator('article script, article img').count()).toBe(0);
    // Reload on the deep URL shows the same page.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Avaliação inicial' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __conductXss?: number }).__conductXss)).toBeUndefined();
  } finally {
    sql(`delete from public.pedbook_conducts_summaries where slug = ${quote(slug)}`);
  }
});

test('a draft conduct is not found by a visitor', async ({ page }) => {
  await page.goto('/condutas-e-manejos/emergencias/anafilaxia/anafilaxia-tratamento-inicial');
  await ready(page);
  await expect(page.getByText('Conduta não encontrada.')).toBeVisible();
});

test('an admin sees a draft conduct, labelled as awaiting clinical review', async ({ page }) => {
  const admin = await createUser('conducts-admin');
  makeAdmin(admin.id);
  await signIn(page, admin.email, admin.password);
  await page.goto('/condutas-e-manejos/emergencias/anafilaxia/anafilaxia-tratamento-inicial');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anafilaxia: tratamento inicial');
  await expect(page.getByText('Rascunho — aguardando revisão clínica')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fontes' })).toBeVisible();
});
