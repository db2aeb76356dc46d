/** Pages start with the social banner dismissed (its own test opts in) so popups do not cover
 * the flows under test. */
import { test as base, expect, type Page } from '@playwright/test';

export const BANNER_KEY = 'pedbook_social_banner_dismissed_at';

export const test = base.extend<{ withBanner: boolean }>({
  withBanner: [false, { option: true }],
  page: async ({ page, withBanner }, use) => {
    if (!withBanner) {
      await page.addInitScript((key) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, String(Date.now()));
      }, BANNER_KEY);
    }
    await use(page);
  },
});

export { expect };

/** Waits until the splash is gone and React has replaced the pre-rendered page (the shell is
 * interactive). */
export async function ready(page: Page): Promise<void> {
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator('[data-prerender]')).toHaveCount(0, { timeout: 10_000 });
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await ready(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('form', { name: 'Entrar' }).getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible({ timeout: 15_000 });
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
}
