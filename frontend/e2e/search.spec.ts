/** Global search: minimum length, misspelt medication opened by keyboard, Escape closes. */
import { sql } from './support/backend';
import { expect, ready, test } from './support/fixtures';

test('search needs 3 characters and Escape closes the dropdown', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  const box = page.getByTestId('search-input-hero');
  await box.fill('az');
  await expect(page.getByText('Digite pelo menos 3 caracteres para buscar.')).toBeVisible();
  await box.press('Escape');
  await expect(page.getByText('Digite pelo menos 3 caracteres para buscar.')).toHaveCount(0);
});

test('a misspelt medication is found and opened with the keyboard', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  const box = page.getByTestId('search-input-hero');
  await box.fill('azitromissina');
  const list = page.getByRole('listbox', { name: 'Resultados da busca' });
  const target = list.getByRole('option').filter({ hasText: 'Azitromicina' }).first();
  await expect(target).toBeVisible({ timeout: 15_000 });
  const options = list.getByRole('option');
  const count = await options.count();
  for (let i = 0; i < count; i++) {
    await box.press('ArrowDown');
    if ((await target.getAttribute('aria-selected')) === 'true') break;
  }
  await expect(target).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/medicamentos\/azitromicina$/);
  await expect(list).toHaveCount(0);
  // The search and the page views were recorded in site_analytics.
  await expect.poll(() => sql(`select count(*) from public.site_analytics where action_type = 'search' and search_query = 'azitromissina'`)).not.toBe('0');
  await expect
    .poll(() => sql(`select count(*) from public.site_analytics where action_type = 'page_view' and page_url = '/medicamentos/azitromicina'`))
    .not.toBe('0');
});

test('static lists: a calculator and a toxidrome are typed and routed', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  const box = page.getByTestId('search-input-hero');
  await box.fill('glasgow');
  const option = page.getByRole('option').filter({ hasText: 'Escala de Coma de Glasgow' });
  await expect(option).toBeVisible({ timeout: 15_000 });
  await expect(option).toContainText('Calculadora');
  await option.click();
  await expect(page).toHaveURL(/\/calculadoras\/glasgow$/);

  const box2 = page.getByTestId('search-input-header');
  await box2.fill('naloxona');
  const tox = page.getByRole('option').filter({ hasText: 'Opioides' });
  await expect(tox).toBeVisible({ timeout: 15_000 });
  await expect(tox).toContainText('Intoxicação');
  await tox.click();
  await expect(page).toHaveURL(/\/poisonings\/opioids$/);
});

test('the fuzzy supplement adds no unrelated names (amoxicilina ≠ Sarampo, asma ≠ Kwashiorkor)', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  const box = page.getByTestId('search-input-header');
  const list = page.getByRole('listbox', { name: 'Resultados da busca' });
  await box.fill('amoxicilina');
  await expect(list.getByRole('option').filter({ hasText: 'Amoxicilina' }).first()).toBeVisible({ timeout: 15_000 });
  // Sarampo (B05) is among the ICD rows the supplement reads; Fuse at 0.6 used to match it.
  await expect(list.getByRole('option').filter({ hasText: 'Sarampo' })).toHaveCount(0);
  await box.fill('asma');
  await expect(list.getByRole('option').filter({ hasText: /^.*Asma/ }).first()).toBeVisible({ timeout: 15_000 });
  await expect(list.getByRole('option').filter({ hasText: 'Kwashiorkor' })).toHaveCount(0);
  // A bare symptom finds the symptom code among the first CID results.
  await box.fill('febre');
  await expect(list.getByRole('option').filter({ hasText: 'Febre não especificada' })).toBeVisible({ timeout: 15_000 });
});
