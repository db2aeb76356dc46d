/** The tenfold-slip guard and the dose gate of the clinical core (issue #34, findings 1 and 2) in real
 * Chromium: no dose number without the age; an implausible weight (100 kg at 12 months, 4 kg at 12 years)
 * shows no dose number and no "Copiar prescrição" until "Confirmo o peso" — on the medication page, a
 * flowchart, a poisoning and the RSI calculator; the missing-age message names no template tag. */
import type { Page } from '@playwright/test';
import { expect, ready, test } from './support/fixtures';

async function patient(page: Page, weight: string, years: string, months = '0') {
  await page.getByLabel('Idade', { exact: true }).fill(years);
  await page.getByLabel('Meses').fill(months);
  await page.getByLabel('Peso (kg)').fill(weight);
}

/** No dose figure on the screen: nothing like "1.500 mg IV", "3,2 mL de" or "20 mcg " outside the patient's own
 * inputs (per-kg rules such as "15 mg/kg" are not doses). */
async function expectNoDoseNumbers(page: Page) {
  const text = await page.locator('main').evaluate((main) => {
    const clone = main.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('[aria-label="Dados do paciente"]').forEach((e) => e.remove());
    return clone.innerText;
  });
  expect(text).not.toMatch(/\d+(,\d+)? ?(mg|mL|mcg|UI|mEq) [^/]/);
}

test('medication page: no age → no dose number and no copy, and the message names no template tag', async ({ page }) => {
  await page.goto('/medicamentos/fenobarbital');
  await ready(page);
  await page.getByLabel('Peso (kg)').fill('100');
  const gate = page.getByTestId('dose-gate');
  await expect(gate).toHaveAttribute('data-reason', 'no_age');
  await expect(gate).toContainText('Informe a idade ou a data de nascimento para ver as doses');
  await expect(page.locator('main')).not.toContainText('{{');
  await expect(page.locator('main')).not.toContainText('1.500');
  await expect(page.locator('[data-dose]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copiar prescrição' })).toHaveCount(0);
  await expect(page.getByTestId('dosage-text').first()).toHaveText(/^Fenobarbital … mg IV/);
  // the birth date is as good as the age
  await page.getByRole('radio', { name: 'Data de nascimento' }).click();
  await page.getByLabel('Data de nascimento', { exact: true }).fill('2020-01-01');
  await expect(gate).not.toHaveAttribute('data-reason', 'no_age');
});

test('medication page: 100 kg at 12 months → no number and no copy until "Confirmo o peso"', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/medicamentos/fenobarbital');
  await ready(page);
  await patient(page, '100', '1');
  const warning = page.getByTestId('weight-implausible');
  await expect(warning).toContainText('100 kg é improvável para 12 meses', { timeout: 15_000 });
  await expect(page.getByTestId('dose-gate')).toHaveAttribute('data-reason', 'implausible_weight');
  await expect(page.locator('[data-dose]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copiar prescrição' })).toHaveCount(0);
  await expectNoDoseNumbers(page);

  await warning.getByRole('button', { name: 'Confirmo o peso' }).click();
  await expect(page.getByTestId('dose-gate')).toHaveCount(0);
  const card = page.locator('[data-dose="fenobarbital_mg"]').first();
  await expect(card.getByTestId('dose-value')).toBeVisible();
  await expect(card.getByTestId('dose-confirmed-weight')).toContainText('peso confirmado pelo usuário');
  await expect(card.getByRole('button', { name: 'Copiar prescrição' })).toBeVisible();

  // a plausible weight for the same child: the dose, without any mark
  await page.getByLabel('Peso (kg)').fill('10');
  await expect(warning).toHaveCount(0);
  await expect(card.getByTestId('dose-value')).toHaveText('150 mg');
  await expect(card.getByTestId('dose-confirmed-weight')).toHaveCount(0);
});

test('4 kg at 12 years asks to confirm (CDC 2000 beyond 120 months); with a height, BMI-for-age', async ({ page }) => {
  await page.goto('/medicamentos/fenobarbital');
  await ready(page);
  await patient(page, '4', '12');
  const warning = page.getByTestId('weight-implausible');
  await expect(warning).toContainText('4 kg é improvável para 12 anos');
  await expect(warning).toContainText('CDC 2000');
  await expect(page.locator('[data-dose]')).toHaveCount(0);
  await page.getByLabel(/Estatura \(cm\)/).fill('150');
  await expect(warning).toContainText('IMC para idade abaixo de −3 escores z, OMS 2007', { timeout: 15_000 });
  await page.getByLabel('Peso (kg)').fill('40');
  await expect(warning).toHaveCount(0);
  await expect(page.locator('[data-dose="fenobarbital_mg"] [data-testid="dose-value"]').first()).toBeVisible();
});

test('flowchart: 100 kg at 12 months withholds adrenaline until confirmed; 4 kg at 12 years asks too', async ({ page }) => {
  await page.goto('/flowcharts/anaphylaxis');
  await ready(page);
  await patient(page, '100', '1');
  const warning = page.getByTestId('weight-implausible');
  await expect(warning).toContainText('100 kg é improvável para 12 meses', { timeout: 15_000 });
  const adr = page.getByRole('article', { name: 'Etapa atual' }).locator('[data-dose="adrenaline_im"]');
  await expect(page.getByTestId('dose-gate')).toHaveAttribute('data-reason', 'implausible_weight');
  await expect(adr.getByTestId('dose-hidden').first()).toBeVisible();
  await expect(adr.getByTestId('dose-amount')).toHaveCount(0);
  await warning.getByRole('button', { name: 'Confirmo o peso' }).click();
  await expect(adr.getByTestId('dose-amount')).toBeVisible();

  await patient(page, '4', '12');
  await expect(warning).toContainText('4 kg é improvável para 12 anos');
  await expect(adr.getByTestId('dose-amount')).toHaveCount(0);
});

test('poisoning: 100 kg at 12 months → no antidote dose until confirmed', async ({ page }) => {
  await page.goto('/poisonings/opioids');
  await ready(page);
  await page.getByLabel('Peso (kg)').fill('100');
  await expect(page.getByTestId('dose-gate')).toContainText('Informe a idade ou a data de nascimento');
  await patient(page, '100', '1');
  const warning = page.getByTestId('weight-implausible');
  await expect(warning).toContainText('100 kg é improvável para 12 meses', { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Naloxona' })).toHaveCount(0);
  await expect(page.getByTestId('dose-amount')).toHaveCount(0);
  await warning.getByRole('button', { name: 'Confirmo o peso' }).click();
  await expect(page.getByRole('region', { name: 'Naloxona' }).getByTestId('dose-amount').first()).toHaveText('2 mg');
});

test('RSI calculator: 100 kg at 12 months → no drug dose until confirmed; 4 kg at 12 years asks to confirm', async ({ page }) => {
  await page.goto('/calculadoras/sri');
  await ready(page);
  await patient(page, '100', '1');
  const warning = page.getByTestId('weight-implausible');
  await expect(warning).toContainText('100 kg é improvável para 12 meses', { timeout: 15_000 });
  await expect(page.locator('[data-drug]')).toHaveCount(0);
  await expect(page.getByTestId('dose-hidden')).toHaveCount(0);
  await warning.getByRole('button', { name: 'Confirmo o peso' }).click();
  await expect(page.locator('[data-drug]')).toHaveCount(8);

  await patient(page, '4', '12');
  await expect(warning).toContainText('4 kg é improvável para 12 anos');
  await expect(page.locator('[data-drug]')).toHaveCount(0);
});
