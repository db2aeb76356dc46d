/** Medications (issue #14), the emergency/electrolyte/antidote additions of the formulary: doses computed
 * live in mg and in mL of the Brazilian ampoule, the caps marked when they bind, the N-acetylcysteine bags
 * with the leaflet's diluent volumes, and an age band the leaflet contraindicates refused with its reason. */
import { expect, ready, test } from './support/fixtures';

test('gluconato de cálcio 10%: 12 kg → 600 mg = 6 mL; 50 kg reaches the 2 g (20 mL) cap', async ({ page }) => {
  await page.goto('/medicamentos/gluconato-de-calcio');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('2');
  await page.getByLabel('Peso (kg)').fill('12');
  const card = page.locator('[data-dose="calcio_mg"]').first();
  await expect(card).toHaveAttribute('data-kind', 'dose');
  await expect(card.getByTestId('dose-value')).toHaveText('600 mg');
  await expect(card.getByTestId('dose-amount')).toHaveText('= 6 mL');
  await expect(card.getByTestId('dose-capped')).toHaveCount(0);
  await expect(card.locator('[data-verification]')).toHaveText('[V] conferido no texto da fonte primária em 01/12/2026');
  await expect(card.locator('[data-status="pendente"]')).toHaveCount(0);
  await expect(card).toContainText("Perth Children's Hospital");

  await page.getByLabel('Idade', { exact: true }).fill('14');
  await page.getByLabel('Peso (kg)').fill('50');
  await expect(card.getByTestId('dose-value')).toHaveText('2.000 mg');
  await expect(card.getByTestId('dose-capped')).toHaveText('Dose máxima atingida: 2.000 mg por dose');
  await expect(card.getByTestId('dose-amount')).toHaveText('= 20 mL');
});

test('acetilcisteína IV: the three bags and their diluent volumes by weight, dosed up to 100 kg', async ({ page }) => {
  await page.goto('/medicamentos/acetilcisteina');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('5');
  await page.getByLabel('Peso (kg)').fill('20');
  await expect(page.locator('[data-dose="nac_bolsa1_mg"] [data-testid="dose-value"]').first()).toHaveText('3.000 mg');
  await expect(page.locator('[data-dose="nac_bolsa1_mg"] [data-testid="dose-amount"]').first()).toHaveText('= 30 mL');
  await expect(page.locator('[data-dose="nac_diluente1_ml"] [data-testid="dose-value"]').first()).toHaveText('60 mL');
  await expect(page.locator('[data-dose="nac_bolsa3_mg"] [data-testid="dose-value"]').first()).toHaveText('2.000 mg');
  await expect(page.locator('[data-dose="nac_diluente3_ml"] [data-testid="dose-value"]').first()).toHaveText('280 mL');

  await page.getByLabel('Idade', { exact: true }).fill('17');
  await page.getByLabel('Peso (kg)').fill('120');
  const bag1 = page.locator('[data-dose="nac_bolsa1_mg"]').first();
  await expect(bag1.getByTestId('dose-value')).toHaveText('15.000 mg');
  await expect(bag1.getByTestId('dose-capped')).toHaveText('Dose máxima atingida: 15.000 mg por dose');
  await expect(page.locator('[data-dose="nac_diluente1_ml"] [data-testid="dose-value"]').first()).toHaveText('200 mL');
});

test('metoclopramida: refused under 1 year with the leaflet reason; at 3 years a verified 2 mg = 10 drops', async ({ page }) => {
  await page.goto('/medicamentos/metoclopramida');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('0');
  await page.getByLabel('Meses').fill('8');
  await page.getByLabel('Peso (kg)').fill('8');
  const card = page.locator('[data-dose="metoclopramida_mg"]').first();
  await expect(card).toHaveAttribute('data-kind', 'not_indicated');
  await expect(card).toContainText('Não indicado nesta faixa');
  await expect(card).toContainText('Menores de 1 ano: contraindicado');

  await page.getByLabel('Idade', { exact: true }).fill('3');
  await page.getByLabel('Meses').fill('0');
  await page.getByLabel('Peso (kg)').fill('14');
  await expect(card).toHaveAttribute('data-kind', 'dose');
  await expect(card.getByTestId('dose-value')).toHaveText('2 mg');
  await expect(card.getByTestId('dose-amount')).toHaveText('= 0,5 mL (10 gotas)');
  await expect(card.locator('[data-status="verificado"]')).toContainText('source-check.test.ts');
  await expect(card).toContainText('Bula Plasil');
});
