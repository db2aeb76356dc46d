/** Pages start with the social banner dismissed (its own test opts in) so popups do not cover
 * the flows under test.
 *
 * Every page is watched: a test fails on any console error or uncaught page error it did not
 * announce with allowConsoleError(page, pattern) before the error happens. A failed request
 * shows in the console too ("Failed to load resource: … 406"), so an unexpected HTTP error
 * fails the test as well. */
import { test as base, expect, type Browser, type Page } from '@playwright/test';

export const BANNER_KEY = 'pedbook_social_banner_dismissed_at';

interface Watch {
  allowed: RegExp[];
  problems: string[];
}
const watches = new WeakMap<Page, Watch>();

/** Declares an error the test provokes on purpose (a wrong password's 400, an empty table's
 * 406); matching console errors no longer fail the test. */
export function allowConsoleError(page: Page, pattern: RegExp): void {
  const w = watches.get(page);
  if (!w) throw new Error('allowConsoleError: this page is not watched (use the page fixture)');
  w.allowed.push(pattern);
}

/** Starts watching a page (the page fixture does it; call it for pages a test opens itself). */
export function watchPage(page: Page): void {
  const w: Watch = { allowed: [], problems: [] };
  watches.set(page, w);
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location().url ? ` (${msg.location().url})` : '';
    const text = `console.error: ${msg.text()}${where}`;
    if (!w.allowed.some((re) => re.test(text))) w.problems.push(text);
  });
  page.on('pageerror', (err) => {
    const text = `pageerror: ${err.message}\n${err.stack ?? ''}`;
    if (!w.allowed.some((re) => re.test(text))) w.problems.push(text);
  });
}

/** The unexpected console errors and page errors a watched page has seen. */
export function pageProblems(page: Page): string[] {
  return watches.get(page)?.problems ?? [];
}

export const test = base.extend<{ withBanner: boolean }>({
  withBanner: [false, { option: true }],
  page: async ({ page, withBanner }, use) => {
    watchPage(page);
    if (!withBanner) {
      await page.addInitScript((key) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, String(Date.now()));
      }, BANNER_KEY);
    }
    await use(page);
    expect(pageProblems(page), 'console errors or page errors the test did not expect').toEqual([]);
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

/** A page of its own browser context (banner dismissed, watched), signed in as user, and kept
 * in `opened` so the spec checks its console problems when the test ends. */
export async function signedInPage(browser: Browser, user: { email: string; password: string }, opened: Page[]): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((key) => localStorage.setItem(key, String(Date.now())), BANNER_KEY);
  const page = await context.newPage();
  watchPage(page);
  opened.push(page);
  await signIn(page, user.email, user.password);
  return page;
}
