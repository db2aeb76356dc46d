/** Walking the app as people do: every home card opened and left with the browser's back
 * button, the /icd redirect, a search result, deep links with a dot. The error screen must never
 * appear, and (the fixture's rule) no console error or page error may be logged on the way. */
import type { Page } from '@playwright/test';
import { expect, ready, test } from './support/fixtures';

const ERROR_SCREEN = 'Algo deu errado';

async function expectNoErrorScreen(page: Page) {
  await expect(page.getByRole('heading', { name: ERROR_SCREEN })).toHaveCount(0);
}

/** Opens every collapsed home section (their state is kept in localStorage, so once is enough). */
async function openAllSections(page: Page) {
  const toggles = page.locator('main h2 button[aria-expanded="false"]');
  while ((await toggles.count()) > 0) await toggles.first().click();
}

test('every home card opens its page and the back button returns home, without the error screen', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  await openAllSections(page);
  // Cards that stay in the app for a visitor: internal links not needing login.
  const cards = await page.locator('main a[data-card]:not([target="_blank"])').evaluateAll((links) =>
    links
      .filter((a) => a.querySelector('[aria-label="Requer login"]') === null)
      .map((a) => ({ id: a.getAttribute('data-card') ?? '', path: new URL((a as HTMLAnchorElement).href).pathname })),
  );
  expect(cards.length).toBeGreaterThanOrEqual(15);
  for (const card of cards) {
    await page.locator(`main a[data-card="${card.id}"]`).first().click();
    await expect(page, `card ${card.id}`).toHaveURL((url) => url.pathname === card.path);
    await expect(page.getByRole('heading', { level: 1 }).first(), `card ${card.id}`).toBeVisible();
    await expectNoErrorScreen(page);
    await page.goBack();
    await expect(page, `back from ${card.id}`).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1, name: 'PedBook' })).toBeVisible();
    await expectNoErrorScreen(page);
  }
  // The quick-access row too, and forward again after going back.
  const quick = page.getByRole('navigation', { name: 'Acesso rápido' }).getByRole('link');
  for (let i = 0; i < (await quick.count()); i++) {
    const href = new URL((await quick.nth(i).getAttribute('href')) ?? '/', 'http://x').pathname;
    await quick.nth(i).click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expectNoErrorScreen(page);
    await page.goBack();
    await page.goForward();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expectNoErrorScreen(page);
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  }
});

test('the /icd redirect, in-app and loaded directly, lands on CID-10 without the error screen', async ({ page }) => {
  await page.goto('/icd');
  await expect(page).toHaveURL(/\/codigos\/cid-10$/);
  await expect(page.getByRole('heading', { level: 1, name: 'CID-10' })).toBeVisible();
  await expectNoErrorScreen(page);
  // In-app: a client-side navigation to /icd, then the redirect.
  await page.goto('/');
  await ready(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/icd');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/codigos\/cid-10$/);
  await expect(page.getByRole('heading', { level: 1, name: 'CID-10' })).toBeVisible();
  await expectNoErrorScreen(page);
  await page.goBack();
  await expectNoErrorScreen(page);
});

test('a search result opens its page, and back returns to the page searched from', async ({ page }) => {
  await page.goto('/calculadoras');
  await ready(page);
  const box = page.getByTestId('search-input-header');
  await box.fill('amoxicilina');
  const option = page.getByRole('option').filter({ hasText: 'Amoxicilina' }).first();
  await expect(option).toBeVisible({ timeout: 15_000 });
  await option.click();
  await expect(page).toHaveURL(/\/medicamentos\/amoxicilina/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoErrorScreen(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/calculadoras$/);
  await expectNoErrorScreen(page);
});

test('a deep link with a dot is the app, loaded directly and reloaded', async ({ page }) => {
  const response = await page.goto('/codigos/cid-10/code/j45.0');
  expect(response?.status()).toBe(200);
  await ready(page);
  await expect(page).toHaveURL(/\/codigos\/cid-10\/code\/j45\.0$/);
  await expect(page.getByRole('heading', { level: 1, name: 'J45.0 — Asma predominantemente alérgica' })).toBeVisible();
  await expectNoErrorScreen(page);
  const again = await page.reload();
  expect(again?.status()).toBe(200);
  await ready(page);
  await expect(page).toHaveURL(/\/codigos\/cid-10\/code\/j45\.0$/);
  await expect(page.getByRole('heading', { level: 1, name: 'J45.0 — Asma predominantemente alérgica' })).toBeVisible();
  await expectNoErrorScreen(page);
});
