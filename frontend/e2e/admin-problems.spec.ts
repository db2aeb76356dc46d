/** problems-debug: a render error a visitor meets is reported by the error boundary and listed
 * for admins, who mark it resolved. */
import { createUser, makeAdmin, quote, sql } from './support/backend';
import { expect, ready, signIn, test } from './support/fixtures';

test('a caught render error reaches /admin/problems-debug', async ({ page, browser }) => {
  const marker = `falha de teste ${Date.now()}`;
  // The terms page's module throws while loading: the page's boundary catches it.
  const visitor = await browser.newPage();
  await visitor.route(/\/assets\/legal-pages-[^/]+\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: `throw new Error(${JSON.stringify(marker)});` }));
  await visitor.goto('/terms');
  await expect(visitor.getByRole('heading', { name: 'Algo deu errado' })).toBeVisible();
  await expect.poll(() => sql(`select count(*) from public.client_error_reports where message like ${quote(`%${marker}%`)}`)).toBe('1');
  expect(sql(`select path || '|' || (user_id is null)::text from public.client_error_reports where message like ${quote(`%${marker}%`)}`)).toBe('/terms|true');
  await visitor.close();

  const admin = await createUser('problems-admin', 'Admin Problemas');
  makeAdmin(admin.id);
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/problems-debug');
  await ready(page);
  await page.getByRole('searchbox', { name: 'Buscar erro' }).fill(marker);
  const row = page.getByRole('row').filter({ hasText: marker });
  await expect(row).toContainText('/terms');
  await row.getByRole('button', { name: /^Editar/ }).click();
  await page.getByRole('dialog').getByLabel('resolved').check();
  await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Alterações salvas.')).toBeVisible();
  expect(sql(`select resolved from public.client_error_reports where message like ${quote(`%${marker}%`)}`)).toBe('t');
});
