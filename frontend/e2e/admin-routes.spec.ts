/** Every admin route renders its own page (title and one sentence of what it does), never the
 * placeholder, without console errors. */
import { createUser, makeAdmin } from './support/backend';
import { expect, ready, signIn, test } from './support/fixtures';
import { ROUTES } from '../src/config/paths';

test('every admin route shows its working page', async ({ page }) => {
  test.setTimeout(180_000);
  const admin = await createUser('routes-admin', 'Admin Rotas');
  makeAdmin(admin.id);
  await signIn(page, admin.email, admin.password);
  const admin_routes = ROUTES.filter((r) => r.access === 'admin');
  expect(admin_routes.length).toBe(40); // every page the spec lists under /admin, criar and editar included
  for (const r of admin_routes) {
    const path = r.path.replace(':topicId', '00000000-0000-4000-8000-000000000000');
    await page.goto(path);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: r.title, exact: true }), path).toBeVisible();
    await expect(page.getByRole('main').locator('header p').first(), path).not.toBeEmpty();
    await expect(page.getByText(/em construção|placeholder|em breve/i), path).toHaveCount(0);
  }
});
