/** The code browsers against the seeded reference data: CID-10 from the chapter list down to a
 * code and its copy button, the /icd redirect, a reload on a deep code URL, the 1,000-row cap
 * on the largest chapter, SUS from a group to a procedure with its linked CIDs, TUSS to a code. */
import type { Page, Response } from '@playwright/test';
import { expect, ready, test } from './support/fixtures';

/** Counts the rows of every gateway answer the page receives (arrays of JSON rows). */
function watchRowCounts(page: Page): number[] {
  const counts: number[] = [];
  page.on('response', (res: Response) => {
    if (!res.url().includes('/rest/v1/') || res.request().method() !== 'GET') return;
    void res
      .json()
      .then((body: unknown) => {
        if (Array.isArray(body)) counts.push(body.length);
      })
      .catch(() => undefined);
  });
  return counts;
}

test('CID-10: chapter X → category J45 → code J45.0, then copy the code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/codigos/cid-10');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'CID-10' })).toBeVisible();
  await page.getByRole('list', { name: 'Capítulos' }).getByRole('link', { name: /Cap\. X\b.*aparelho respiratório/ }).click();
  await expect(page).toHaveURL(/\/codigos\/cid-10\/cap\/X$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Capítulo X');
  await page.getByRole('link', { name: /^J45\s+Asma/ }).click();
  await expect(page).toHaveURL(/\/codigos\/cid-10\/cap\/X\/cat\/J45$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('J45 — Asma');
  await page.getByRole('list', { name: 'Subcategorias' }).getByRole('link', { name: /J45\.0/ }).click();
  await expect(page).toHaveURL(/\/codigos\/cid-10\/code\/j45\.0$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('J45.0 — Asma predominantemente alérgica');
  await expect(page.getByText('Asma predominantemente alérgica', { exact: true })).toBeVisible();
  // Breadcrumbs lead back to the parent category.
  await expect(page.getByRole('navigation', { name: 'Navegação estrutural' }).getByRole('link', { name: 'J45' })).toBeVisible();
  await page.getByRole('button', { name: 'Copiar código J45.0' }).click();
  await expect(page.getByRole('button', { name: 'Copiar código J45.0' })).toContainText('Copiado');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('J45.0');
});

test('CID-10: /icd lands on the browser; a deep code URL works on load and on reload', async ({ page }) => {
  await page.goto('/icd');
  await expect(page).toHaveURL(/\/codigos\/cid-10$/);
  await expect(page.getByRole('list', { name: 'Capítulos' }).getByRole('link')).toHaveCount(22);
  await page.goto('/codigos/cid-10/code/u07.1');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('U07.1 — COVID-19, vírus identificado');
  await expect(page.getByRole('note')).toContainText('Conferir nota oficial');
  await page.reload();
  await ready(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('U07.1 — COVID-19, vírus identificado');
  await expect(page.getByRole('note')).toContainText('Conferir nota oficial');
});

test('CID-10: the search finds codes with or without dot and names without accents', async ({ page }) => {
  await page.goto('/codigos/cid-10');
  await ready(page);
  const box = page.getByRole('searchbox', { name: 'Buscar na CID-10' });
  await box.fill('j450');
  await box.press('Enter');
  await expect(page).toHaveURL(/\?q=j450$/);
  await expect(page.getByRole('list', { name: 'Resultados da busca' }).getByRole('link').first()).toContainText('J45.0');
  await box.fill('meningite tuberculosa');
  await box.press('Enter');
  await expect(page.getByRole('list', { name: 'Resultados da busca' }).getByRole('link', { name: /A17\.0/ })).toBeVisible();
  await box.fill('colera');
  await box.press('Enter');
  await expect(page.getByRole('list', { name: 'Resultados da busca' }).getByRole('link', { name: 'A00 Cólera', exact: true })).toBeVisible();
});

test('CID-10: the largest chapter (XX, 373 categories) pages through the gateway, never over 1,000 rows', async ({ page }) => {
  const counts = watchRowCounts(page);
  await page.goto('/codigos/cid-10/cap/XX');
  await ready(page);
  await expect(page.getByText(/Página 1 de 4/)).toBeVisible();
  await page.getByRole('link', { name: 'Próxima →' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByText(/Página 2 de 4/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Página 2 de 4/)).toBeVisible();
  expect(counts.length).toBeGreaterThan(0);
  expect(Math.max(...counts)).toBeLessThanOrEqual(1000);
  expect(Math.max(...counts)).toBeLessThanOrEqual(100);
});

test('SUS: group 03 → subgroup 0303 → form 030314 → a procedure with its values and linked CIDs', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/codigos/sus');
  await ready(page);
  await page.getByRole('list', { name: 'Grupos' }).getByRole('link', { name: /^03\s+Procedimentos clínicos/ }).click();
  await expect(page).toHaveURL(/\/codigos\/sus\/grupo\/03$/);
  await page.getByRole('list', { name: 'Subgrupos' }).getByRole('link', { name: /^0303\s+Tratamentos clínicos/ }).click();
  await expect(page).toHaveURL(/\/codigos\/sus\/grupo\/03\/subgrupo\/03$/);
  await page.getByRole('list', { name: 'Formas de organização' }).getByRole('link', { name: /^030314\s/ }).click();
  await expect(page).toHaveURL(/\/codigos\/sus\/grupo\/03\/subgrupo\/03\/forma\/14$/);
  await page.getByRole('list', { name: 'Procedimentos' }).getByRole('link', { name: /TRATAMENTO DE PNEUMONIAS OU INFLUENZA/ }).click();
  await expect(page).toHaveURL(/\/codigos\/sus\/code\/0303140151$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('TRATAMENTO DE PNEUMONIAS OU INFLUENZA (GRIPE)');
  await expect(page.getByText('Financiamento')).toBeVisible();
  await expect(page.getByText(/Total R\$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'CIDs vinculados (80)' })).toBeVisible();
  const linked = page.getByRole('list', { name: 'CIDs vinculados' });
  await expect(linked.getByRole('link', { name: /B01\.2\s+Pneumopatia varicelosa/ })).toBeVisible();
  await page.getByRole('button', { name: 'Copiar código 0303140151' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0303140151');
  // A linked CID opens its CID-10 page.
  await linked.getByRole('link', { name: /B01\.2/ }).click();
  await expect(page).toHaveURL(/\/codigos\/cid-10\/code\/b01\.2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('B01.2 — Pneumopatia varicelosa');
});

test('SUS: a procedure linked to 4,455 CIDs pages them 100 at a time; the search takes codes and unaccented words', async ({ page }) => {
  const counts = watchRowCounts(page);
  await page.goto('/codigos/sus/code/0203020030');
  await ready(page);
  await expect(page.getByRole('heading', { name: /CIDs vinculados \(4\.455\)/ })).toBeVisible();
  await expect(page.getByText(/Página 1 de 45/)).toBeVisible();
  expect(Math.max(...counts)).toBeLessThanOrEqual(100);
  await page.goto('/codigos/sus?q=03.01.01.007-2');
  await expect(page.getByRole('list', { name: 'Resultados da busca' }).getByRole('link').first()).toContainText('CONSULTA MEDICA EM ATENÇÃO ESPECIALIZADA');
  await page.goto('/codigos/sus?q=orientacao em grupo');
  await expect(page.getByRole('list', { name: 'Resultados da busca' }).getByRole('link', { name: /ORIENTAÇÃO EM GRUPO NA ATENÇÃO PRIMÁRIA/ })).toBeVisible();
});

test('TUSS: chapter 1 → group 1.01 → a code, reloaded', async ({ page }) => {
  await page.goto('/codigos/tuss');
  await ready(page);
  await page.getByRole('list', { name: 'Capítulos' }).getByRole('link', { name: /Cap\. 1\s+PROCEDIMENTOS GERAIS/ }).click();
  await expect(page).toHaveURL(/\/codigos\/tuss\/cap\/1$/);
  await page.getByRole('list', { name: 'Grupos' }).getByRole('link', { name: /^1\.01\s+CONSULTAS/ }).click();
  await expect(page).toHaveURL(/\/codigos\/tuss\/cap\/1\/grupo\/01$/);
  await page.getByRole('link', { name: /Consulta em domicílio/ }).click();
  await expect(page).toHaveURL(/\/codigos\/tuss\/code\/10101020$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consulta em domicílio');
  await expect(page.getByRole('link', { name: '1.01 — CONSULTAS', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consulta em domicílio');
  await page.goto('/codigos/tuss?q=consultorio');
  await expect(page.getByRole('list', { name: 'Resultados da busca' }).getByRole('link', { name: /Consulta em consultório/ }).first()).toBeVisible();
});
