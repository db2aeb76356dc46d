/** The dashboard: counts, the usage chart (its own chunk) and the searches that found nothing. */
import { createUser, makeAdmin, quote, sql } from './support/backend';
import { expect, ready, signIn, test } from './support/fixtures';

test('the dashboard counts drafts and lists the searches that found nothing', async ({ page }) => {
  const admin = await createUser('dash-admin', 'Admin Painel');
  makeAdmin(admin.id);
  const term = `xarope dash ${Date.now()}`;
  sql(`insert into public.site_analytics (session_id, action_type, search_query, metadata)
       select 'e2e', 'search', ${quote(term)}, '{"results":0}' from generate_series(1, 3)`);
  sql(`insert into public.site_analytics (session_id, action_type, search_query, metadata) values ('e2e', 'search', 'amoxicilina', '{"results":4}')`);
  const drafts = sql(`select (select count(*) from public.pedbook_medications where not published) + (select count(*) from public.pedbook_medication_instructions where not is_published)
    + (select count(*) from public.pedbook_blog_posts where not published) + (select count(*) from public.pedbook_questions where not published)
    + (select count(*) from public.pedbook_formulas where not published) + (select count(*) from public.pedbook_breastfeeding_medications where not published)`);

  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/dashboard');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeVisible();
  const numbers = page.getByRole('region', { name: 'Números' });
  await expect(numbers.getByText('Rascunhos aguardando revisão').locator('..')).toContainText(drafts);
  await expect(page.getByRole('img', { name: /Gráfico de visualizações/ })).toBeVisible();
  const empty = page.getByRole('region', { name: 'Buscas sem resultado' });
  await expect(empty.getByRole('listitem').filter({ hasText: term })).toContainText('3 vezes');
  await expect(empty).not.toContainText('amoxicilina');
});
