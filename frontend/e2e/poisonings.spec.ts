/** The poisonings: the list (search ignoring accents, colour by type) and an entry's antidote lines for
 * the patient entered, with the maximums marked when they bind. */
import { expect, ready, test } from './support/fixtures';

test('the list finds entries without accents and colours them by type', async ({ page }) => {
  await page.goto('/poisonings');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Intoxicações' })).toBeVisible();
  const items = page.getByRole('list', { name: 'Intoxicações' }).getByRole('link');
  await expect(items).toHaveCount(9);
  await expect(page.locator('a[data-poisoning="opioids"]')).toHaveAttribute('data-type', 'toxidrome');
  await expect(page.locator('a[data-poisoning="paracetamol"]')).toHaveAttribute('data-type', 'poisoning');
  await page.getByLabel('Buscar intoxicação, antídoto ou agente').fill('triciclicos');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Antidepressivos tricíclicos');
  await page.getByLabel('Buscar intoxicação, antídoto ou agente').fill('naloxona');
  await items.first().click();
  await expect(page).toHaveURL(/\/poisonings\/opioids$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Opioides' })).toBeVisible();
});

test('benzodiazepines at 25 kg: flumazenil 0,2 mg marked as the maximum, cumulative maximum 1 mg', async ({ page }) => {
  await page.goto('/poisonings/benzodiazepines');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Benzodiazepínicos' })).toBeVisible();
  await page.getByLabel('Idade', { exact: true }).fill('8');
  await page.getByLabel('Peso (kg)').fill('25');
  const flumazenil = page.getByRole('region', { name: 'Flumazenil' });
  const initial = flumazenil.locator('li[data-kind="initial"]');
  await expect(initial.getByTestId('dose-amount')).toHaveText('0,2 mg');
  await expect(initial.getByTestId('dose-max')).toHaveText('dose máxima');
  await expect(initial).toContainText('= 2 mL de Flumazenil 0,1 mg/mL');
  const cumulative = flumazenil.locator('li[data-kind="cumulative_max"]');
  await expect(cumulative).toContainText('Dose máxima cumulativa');
  await expect(cumulative.getByTestId('dose-amount')).toHaveText('1 mg');
  await expect(cumulative.getByTestId('dose-max')).toBeVisible();
  await expect(flumazenil).toContainText('coingestão de tricíclicos');
  await expect(page.getByTestId('dose-hidden')).toHaveCount(0);

  // 10 kg (a 2-year-old: 10 kg is implausible at 8 years): 0,1 mg, below the maximum, not marked
  await page.getByLabel('Idade', { exact: true }).fill('2');
  await page.getByLabel('Peso (kg)').fill('10');
  await expect(initial.getByTestId('dose-amount')).toHaveText('0,1 mg');
  await expect(initial.getByTestId('dose-max')).toHaveCount(0);

  // under 1 year the package refuses flumazenil, and the page says why
  await page.getByLabel('Idade', { exact: true }).fill('0');
  await page.getByLabel('Meses').fill('6');
  await page.getByLabel('Peso (kg)').fill('7');
  await expect(page.getByRole('alert').filter({ hasText: 'flumazenil só é indicado a partir de 1 ano' })).toBeVisible();
});

test('paracetamol: acetylcysteine bags with the diluent by weight; an unknown entry says so', async ({ page }) => {
  await page.goto('/poisonings/paracetamol');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('3');
  await page.getByLabel('Peso (kg)').fill('14');
  const nac = page.getByRole('region', { name: 'N-acetilcisteína' });
  const step1 = nac.locator('li[data-kind="step"]').first();
  await expect(step1.getByTestId('dose-amount')).toHaveText('2.100 mg');
  await expect(step1).toContainText('Infundir em 60 min, diluída em 42 mL de SG 5%');
  await expect(step1).toContainText('= 21 mL de Acetilcisteína injetável 100 mg/mL');
  await page.goto('/poisonings/nao-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Intoxicação não encontrada' })).toBeVisible();
});
