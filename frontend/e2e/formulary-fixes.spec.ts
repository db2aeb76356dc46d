/** Issue #34 "Could mislead", what a clinician sees: the 15-day-old's amoxicillin band (never 90 mg/kg/dia),
 * montelukast at 12–23 months shown as granules, and succinylcholine's concentration identical on the SRI
 * calculator and on the medication page (one presentation in the clinical core). */
import type { Page } from '@playwright/test';
import { expect, ready, test } from './support/fixtures';

function isoDaysAgo(days: number): string {
  const d = new Date(Date.now() - days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function birthDate(page: Page, daysAgo: number) {
  await page.getByRole('radio', { name: 'Data de nascimento' }).click();
  await page.getByLabel('Data de nascimento').fill(isoDaysAgo(daysAgo));
}

test('amoxicilina for a 15-day-old of 3 kg: 15 mg/kg de 12/12 h (máx. 30 mg/kg/dia), the pharyngitis regimen refused', async ({ page }) => {
  await page.goto('/medicamentos/amoxicilina');
  await ready(page);
  await birthDate(page, 15);
  await page.getByLabel('Peso (kg)').fill('3');
  const oma = page.locator('[data-use-case="Otite média aguda"] [data-dose="amox_oma_mg"]');
  await expect(oma.getByTestId('dose-value')).toHaveText('45 mg');
  await expect(oma).toContainText('< 3 meses: 15 mg/kg/dose de 12/12 h');
  await expect(oma.getByTestId('dose-interval')).toHaveText('de 12/12 h');
  await expect(oma.getByTestId('dose-daily')).toHaveText('Total diário: 90 mg (2 doses) · máximo diário 90 mg/dia');
  await expect(oma).not.toContainText('135 mg');
  const pharyngitis = page.locator('[data-dose="amox_faringite_mg"]');
  await expect(pharyngitis).toHaveAttribute('data-kind', 'not_indicated');
  await expect(pharyngitis).toContainText('Menores de 3 meses');
  // at 4 months the high-dose band applies again: 6 kg → 270 mg
  await page.getByRole('radio', { name: 'Anos e meses' }).click();
  await page.getByLabel('Idade', { exact: true }).fill('0');
  await page.getByRole('textbox', { name: 'Meses' }).fill('4');
  await page.getByLabel('Peso (kg)').fill('6');
  await expect(oma.getByTestId('dose-value')).toHaveText('270 mg');
});

test('montelucaste at 18 months: the 4 mg granules sachet by default, never a tablet; at 15 years the 10 mg tablet', async ({ page }) => {
  await page.goto('/medicamentos/montelucaste');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('1');
  await page.getByRole('textbox', { name: 'Meses' }).fill('6');
  await page.getByLabel('Peso (kg)').fill('11');
  const card = page.locator('[data-dose="montelucaste_mg"]');
  await expect(card.getByTestId('dose-value')).toHaveText('4 mg');
  await expect(card.getByRole('combobox').locator('option:checked')).toHaveText('Montelucaste 4 mg sachê (granulado)');
  await expect(card.getByTestId('dose-amount')).toHaveText('= 1 sachê');
  await expect(card.getByTestId('presentation-warning')).toHaveCount(0);
  // choosing the chewable tablet at 18 months is warned (label: 2 a 5 anos)
  await card.getByRole('combobox').selectOption({ label: 'Montelucaste 4 mg comprimido mastigável' });
  await expect(card.getByTestId('presentation-warning')).toContainText('de 24 a < 72 meses');

  await page.getByLabel('Idade', { exact: true }).fill('15');
  await page.getByRole('textbox', { name: 'Meses' }).fill('0');
  await page.getByLabel('Peso (kg)').fill('55');
  await expect(card.getByTestId('dose-value')).toHaveText('10 mg');
  await card.getByRole('combobox').selectOption({ label: 'Montelucaste 10 mg comprimido' });
  await expect(card.getByTestId('dose-amount')).toHaveText('= 1 comprimido');
  await expect(card).not.toContainText('2,5 comprimidos');
});

test('succinilcolina: the same 10 mg/mL presentation on the SRI calculator and on the medication page', async ({ page }) => {
  await page.goto('/calculadoras/sri');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('7');
  await page.getByLabel('Peso (kg)').fill('20');
  const sri = page.locator('li[data-drug="succinylcholine"]');
  await expect(sri).toContainText('Succinilcolina 100 mg + 10 mL diluente (10 mg/mL)');
  await expect(sri).toContainText('20–30 mg = 2–3 mL');

  await page.goto('/medicamentos/succinilcolina');
  await ready(page);
  await expect(page.getByLabel('Peso (kg)')).toHaveValue('20');
  const card = page.locator('[data-dose="succinilcolina_mg"]');
  await expect(card.getByTestId('dose-value')).toHaveText('20 mg');
  await expect(card.getByRole('combobox').locator('option:checked')).toHaveText('Succinilcolina 100 mg + 10 mL diluente (10 mg/mL)');
  await expect(card.getByTestId('dose-amount')).toHaveText('= 2 mL');
});

test('penicilina G benzatina: a 15-day-old gets the congenital-syphilis 50.000 UI/kg, never the pharyngitis 600.000 UI', async ({ page }) => {
  await page.goto('/medicamentos/penicilina-g-benzatina');
  await ready(page);
  await birthDate(page, 15);
  await page.getByLabel('Peso (kg)').fill('3');
  const syphilis = page.locator('[data-dose="benzatina_sc_ui"]');
  await expect(syphilis.getByTestId('dose-value')).toHaveText('150.000 UI');
  const pharyngitis = page.locator('[data-dose="benzatina_ui"]');
  await expect(pharyngitis).toHaveAttribute('data-kind', 'not_indicated');
  await expect(page.locator('[data-dose]').getByTestId('dose-value').filter({ hasText: '600.000' })).toHaveCount(0);
  // a 2-year-old of 12 kg: the pharyngitis dose, and the neonatal scheme is not indicated
  await page.getByRole('radio', { name: 'Anos e meses' }).click();
  await page.getByLabel('Idade', { exact: true }).fill('2');
  await page.getByLabel('Peso (kg)').fill('12');
  await expect(pharyngitis.getByTestId('dose-value')).toHaveText('600.000 UI');
  await expect(syphilis).toHaveAttribute('data-kind', 'not_indicated');
});

test('domperidona: not indicated at 10 years and 40 kg; at 13 years and 40 kg 10 mg, at most 30 mg/day', async ({ page }) => {
  await page.goto('/medicamentos/domperidona');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('10');
  await page.getByLabel('Peso (kg)').fill('40');
  const card = page.locator('[data-dose="domperidona_mg"]');
  await expect(card).toHaveAttribute('data-kind', 'not_indicated');
  await page.getByLabel('Idade', { exact: true }).fill('13');
  await expect(card).toHaveAttribute('data-kind', 'dose');
  await expect(card.getByTestId('dose-value')).toHaveText('10 mg');
  await expect(card.getByTestId('dose-daily')).toContainText('máximo diário 30 mg/dia');
});

test('salbutamol nebulised every 20 min: the first hour is labelled as such, never as a daily total', async ({ page }) => {
  await page.goto('/medicamentos/salbutamol');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('5');
  await page.getByLabel('Peso (kg)').fill('20');
  const card = page.locator('[data-dose="salbutamol_neb_mg"]');
  await expect(card.getByTestId('dose-value')).toHaveText('3 mg');
  await expect(card.getByTestId('dose-daily')).toContainText('Total na 1ª hora');
  await expect(card.getByTestId('dose-daily')).not.toContainText('Total diário');
});
