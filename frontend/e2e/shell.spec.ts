/** Shell and home: sections, theme, routing rules, login-needing cards, screenshots. */
import { mkdirSync } from 'node:fs';
import { expect, ready, test } from './support/fixtures';

const SECTIONS = ['Medicamentos', 'Protocolos Clínicos', 'Ferramentas de Apoio', 'Inteligência & Comunidade'];
const sectionButton = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('heading', { name, level: 2 }).getByRole('button');

test('splash shows the tagline, then the home page with its four sections', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('splash')).toContainText('Pediatria ao alcance das suas mãos');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'PedBook' })).toBeVisible();
  // the spec's four quick-access cards plus the emergency sheet's (issue #35)
  await expect(page.getByRole('navigation', { name: 'Acesso rápido' }).getByRole('link')).toHaveCount(5);
  for (const name of SECTIONS) await expect(sectionButton(page, name)).toBeVisible();
  await expect(sectionButton(page, 'Medicamentos')).toHaveAttribute('aria-expanded', 'true');
  for (const name of SECTIONS.slice(1)) await expect(sectionButton(page, name)).toHaveAttribute('aria-expanded', 'false');
});

test('home sections keep their open state across a reload', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  await sectionButton(page, 'Medicamentos').click();
  await sectionButton(page, 'Ferramentas de Apoio').click();
  await expect(page.locator('[data-card="calculadoras"]')).toBeVisible();
  await page.reload();
  await ready(page);
  await expect(sectionButton(page, 'Medicamentos')).toHaveAttribute('aria-expanded', 'false');
  await expect(sectionButton(page, 'Ferramentas de Apoio')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('[data-card="medicamentos"]')).toHaveCount(0);
  await expect(page.locator('[data-card="calculadoras"]')).toBeVisible();
});

test('theme toggle sets the dark class on the root and persists', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  await page.getByRole('button', { name: 'Ativar tema escuro' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Ativar tema claro' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('routing: /icd, unknown paths, protected and admin routes', async ({ page }) => {
  await page.goto('/icd');
  await expect(page).toHaveURL(/\/codigos\/cid-10$/);
  await expect(page.getByRole('heading', { level: 1, name: 'CID-10' })).toBeVisible();

  await page.goto('/nao-existe/mesmo');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/prescriptions');
  await expect(page.getByRole('dialog', { name: 'Entrar na sua conta' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Prescrições' })).toBeVisible();
  await expect(page.getByText('Entre na sua conta para acessar esta página.')).toBeVisible();

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/calculadoras/apgar');
  await expect(page.getByRole('heading', { level: 1, name: 'Escore de Apgar' })).toBeVisible();
});

test('cards needing login open the login dialog; Instagram opens in a new tab', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  await page.locator('[data-card="prescricoes"]').click();
  await expect(page.getByRole('dialog', { name: 'Entrar na sua conta' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press('Escape');
  await sectionButton(page, 'Inteligência & Comunidade').click();
  const insta = page.locator('[data-card="instagram"]');
  await expect(insta).toHaveAttribute('target', '_blank');
  await expect(insta).toHaveAttribute('href', /instagram\.com/);
  await page.locator('[data-card="dr-will"]').click();
  await expect(page.getByRole('dialog', { name: 'Entrar na sua conta' })).toBeVisible();
});

test('screenshots of home: light and dark, 375 and 1280 px', async ({ page }) => {
  mkdirSync('test-results/screenshots', { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/');
      await ready(page);
      await expect(page.getByRole('heading', { level: 1, name: 'PedBook' })).toBeVisible();
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
      await page.screenshot({ path: `test-results/screenshots/home-${theme}-${width}.png`, fullPage: true });
    }
  }
});

test('index.html carries the home page pre-rendered: shown on / before the JavaScript, never on other paths', async ({ page }) => {
  // Hold back the app's entry script: what remains is index.html as the browser first gets it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  // The splash leaves after its second even though the app has not started.
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 5_000 });
  const pre = page.locator('[data-prerender="/"]');
  await expect(pre.getByRole('heading', { level: 1, name: 'PedBook' })).toBeVisible();
  await expect(pre.getByRole('navigation', { name: 'Acesso rápido' }).getByRole('link')).toHaveCount(5);
  // Typing before React takes over would be lost: the pre-rendered inputs are read-only.
  for (const input of await pre.locator('input').all()) await expect(input).not.toBeEditable();
  release();
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'PedBook' })).toBeVisible();
  await expect(page.getByTestId('search-input-hero')).toBeEditable();

  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('[data-prerender]')).toHaveCount(0);
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'PedBook' })).toHaveCount(0);
});
