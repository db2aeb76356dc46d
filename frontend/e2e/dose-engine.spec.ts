/** Issue #34, findings 3 and 4, in real Chromium: a daily maximum lowers the dose per administration and never the
 * number of doses (phenobarbital's whole-mg rounding, gentamicin at an adult weight), and an IV drug with a rate
 * limit shows the shortest safe infusion time for the child (fosphenytoin at 10 kg: 2 mg EF/kg/min governs; at
 * 90 kg: 150 mg EF/min governs). */
import { expect, ready, test } from './support/fixtures';

test('phenobarbital 10,1 kg keeps its one dose, rounded down to stay within 15 mg/kg/day; 10,2 kg is not lowered', async ({ page }) => {
  await page.goto('/medicamentos/fenobarbital');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('1');
  await page.getByLabel('Peso (kg)').fill('10,1');
  const card = page.locator('[data-dose="fenobarbital_mg"]');
  await expect(card).toHaveAttribute('data-kind', 'dose');
  await expect(card.getByTestId('dose-value')).toHaveText('151 mg');
  await expect(card.getByTestId('dose-daily')).toHaveText('Total diário: 151 mg (1 dose) · máximo diário 151,5 mg/dia');
  await expect(card.getByTestId('dose-daily-capped')).toHaveText(
    'Dose arredondada para baixo de 152 mg para 151 mg para não passar do máximo diário de 151,5 mg/dia — manter 1 dose em 24 h.');
  await expect(card).not.toContainText('0 doses');
  // IV phenobarbital has a rate limit: ≤ 1 mg/kg/min (10,1 mg/min) → 151 mg in at least 15 min
  await expect(card.getByTestId('dose-infusion')).toHaveText(
    'Infundir em no mínimo 15 min (máx. 1 mg/kg/min e 60 mg/min) — definido pelo limite por kg');
  await page.getByLabel('Peso (kg)').fill('10,2');
  await expect(card.getByTestId('dose-value')).toHaveText('153 mg');
  await expect(card.getByTestId('dose-daily-capped')).toHaveCount(0);
  await expect(card.getByTestId('dose-daily')).toHaveText('Total diário: 153 mg (1 dose) · máximo diário 153 mg/dia');
});

test('gentamicin 60 kg: 400 mg/day binds — 133,33 mg per dose, still 3 doses every 8 h', async ({ page }) => {
  await page.goto('/medicamentos/gentamicina');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('15');
  await page.getByLabel('Peso (kg)').fill('60');
  const card = page.locator('[data-dose="gentamicina_mg"]');
  await expect(card.getByTestId('dose-value')).toHaveText('133,33 mg');
  await expect(card).toContainText('de 8/8 h');
  await expect(card.getByTestId('dose-daily')).toHaveText('Total diário: 400 mg (3 doses) · máximo diário 400 mg/dia');
  await expect(card.getByTestId('dose-daily-capped')).toHaveText(
    'Máximo diário atingido: dose por administração reduzida de 150 mg para 133,33 mg para não passar do máximo diário de 400 mg/dia — manter 3 doses em 24 h.');
});

test('fosphenytoin: the minimum infusion time for 10 kg (per-kg limit) and 90 kg (150 mg EF/min limit)', async ({ page }) => {
  await page.goto('/medicamentos/fosfenitoina');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('1');
  await page.getByLabel('Peso (kg)').fill('10');
  const card = page.locator('[data-dose="fosfenitoina_mg_ef"]');
  await expect(card.getByTestId('dose-value')).toHaveText('200 mg');
  await expect(card.getByTestId('dose-infusion')).toHaveText(
    'Infundir em no mínimo 10 min (máx. 2 mg EF/kg/min e 150 mg EF/min) — definido pelo limite por kg');
  await expect(card.getByTestId('dose-infusion')).toHaveAttribute('data-governing', 'per_kg');
  // the copied prescription carries the time too
  await expect(card.getByRole('button', { name: 'Copiar prescrição' })).toHaveAttribute('data-line', /— 4 mL \(200 mg\) IV em no mínimo 10 min — dose única$/);
  await expect(card).not.toContainText('3 mg EF/kg/min');
  await page.getByLabel('Idade', { exact: true }).fill('16');
  await page.getByLabel('Peso (kg)').fill('90');
  await expect(card.getByTestId('dose-value')).toHaveText('1.500 mg');
  await expect(card.getByTestId('dose-capped')).toBeVisible();
  await expect(card.getByTestId('dose-infusion')).toHaveText(
    'Infundir em no mínimo 10 min (máx. 2 mg EF/kg/min e 150 mg EF/min) — definido pelo limite absoluto por minuto');
  await expect(card.getByTestId('dose-infusion')).toHaveAttribute('data-governing', 'absolute');
  // a 40 kg child: 800 mg EF at 80 mg EF/min → 10 min; 60 kg: 1200 mg EF at 120 → 10 min; 80 kg: 1500 at 150 → 10 min
  await page.getByLabel('Peso (kg)').fill('80');
  await expect(card.getByTestId('dose-infusion')).toHaveAttribute('data-governing', 'absolute');
});
