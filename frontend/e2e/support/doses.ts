/** The acceptance dose both the online medication page and its offline copy must show:
 * amoxicilina for otite média, 12 kg, 400 mg/5 mL → 540 mg = 6,75 mL de 12/12 h. Returns the
 * dose's locator for further checks. The age (2 years) comes first: no dose number without it (issue #34).
 * Offline the growth tables cannot be read, so the weight-for-age check cannot run: the page withholds
 * the dose until "Confirmo o peso". */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export async function expectAmoxicillinOtitisDoseFor12Kg(page: Page, opts: { offline?: boolean } = {}): Promise<Locator> {
  await expect(page.getByRole('heading', { level: 1, name: 'Amoxicilina' })).toBeVisible();
  await page.getByLabel('Idade', { exact: true }).fill('2');
  await page.getByLabel('Peso (kg)').fill('12');
  if (opts.offline) {
    const unchecked = page.getByTestId('weight-unchecked');
    await expect(unchecked).toContainText('tabelas de crescimento indisponíveis');
    await expect(page.locator('[data-dose]')).toHaveCount(0);
    await unchecked.getByRole('button', { name: 'Confirmo o peso' }).click();
  }
  const oma = page.locator('[data-use-case="Otite média aguda"] [data-dose="amox_oma_mg"]');
  await oma.getByRole('combobox').selectOption({ label: 'Amoxicilina 400 mg/5 mL suspensão' });
  await expect(oma.getByTestId('dose-value')).toHaveText('540 mg');
  await expect(oma.getByTestId('dose-amount')).toHaveText('= 6,75 mL');
  await expect(oma.getByTestId('dose-interval')).toHaveText('de 12/12 h');
  return oma;
}
