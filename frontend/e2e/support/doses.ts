/** The acceptance dose both the online medication page and its offline copy must show:
 * amoxicilina for otite média, 12 kg at 2 years, 400 mg/5 mL → 540 mg = 6,75 mL de 12/12 h. Returns the
 * dose's locator for further checks. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export async function expectAmoxicillinOtitisDoseFor12Kg(page: Page): Promise<Locator> {
  await expect(page.getByRole('heading', { level: 1, name: 'Amoxicilina' })).toBeVisible();
  // amoxicilina has an age band since issue #34 (< 3 months: label's 30 mg/kg/dia): a 2-year-old of 12 kg
  await page.getByLabel('Idade', { exact: true }).fill('2');
  await page.getByLabel('Peso (kg)').fill('12');
  const oma = page.locator('[data-use-case="Otite média aguda"] [data-dose="amox_oma_mg"]');
  await oma.getByRole('combobox').selectOption({ label: 'Amoxicilina 400 mg/5 mL suspensão' });
  await expect(oma.getByTestId('dose-value')).toHaveText('540 mg');
  await expect(oma.getByTestId('dose-amount')).toHaveText('= 6,75 mL');
  await expect(oma.getByTestId('dose-interval')).toHaveText('de 12/12 h');
  return oma;
}
