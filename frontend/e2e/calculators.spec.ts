/** The calculators in real Chromium against the running app: scores with their bands, IMC from the
 * seeded growth tables, the Bhutani point on the nomogram, and the shared patient inputs (weight 0
 * refused, the tenfold-slip guard). */
import type { Locator, Page } from '@playwright/test';
import { expect, ready, test } from './support/fixtures';

function group(page: Page, legend: string): Locator {
  return page.getByRole('group', { name: legend, exact: true });
}
async function pick(page: Page, legend: string, option: string) {
  await group(page, legend).getByRole('radio', { name: option, exact: true }).check();
}

test('Apgar 8 is reassuring, and the band follows the answers', async ({ page }) => {
  await page.goto('/calculadoras/apgar');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Escore de Apgar' })).toBeVisible();
  await expect(page.getByTestId('result')).toContainText('Responda todos os itens');
  await pick(page, 'Frequência cardíaca', '≥ 100 bpm');
  await pick(page, 'Esforço respiratório', 'Bom, choro forte');
  await pick(page, 'Tônus muscular', 'Alguma flexão');
  await pick(page, 'Irritabilidade reflexa (sonda/estímulo)', 'Choro, tosse, espirro ou retirada ativa');
  await pick(page, 'Cor', 'Corpo róseo, extremidades cianóticas');
  await expect(page.getByTestId('result-value')).toHaveText('8 pontos');
  await expect(page.getByTestId('result-band')).toHaveText('Tranquilizador (7–10)');
  await pick(page, 'Frequência cardíaca', 'Ausente');
  await pick(page, 'Esforço respiratório', 'Ausente');
  await expect(page.getByTestId('result-value')).toHaveText('4 pontos');
  await expect(page.getByTestId('result-band')).toHaveText('Moderadamente anormal (4–6)');
  await expect(page.getByTestId('source-apgar')).toContainText('Apgar V. Curr Res Anesth Analg 1953');
});

test('Glasgow 9 is moderate, with the infant descriptors under 2 years', async ({ page }) => {
  await page.goto('/calculadoras/glasgow');
  await ready(page);
  await pick(page, 'Abertura ocular (O)', 'À dor');
  await pick(page, 'Resposta verbal (V)', 'Palavras inapropriadas');
  await pick(page, 'Resposta motora (M)', 'Retirada à dor');
  await expect(page.getByTestId('result-value')).toHaveText('9 pontos');
  await expect(page.getByTestId('result-band')).toHaveText('TCE moderado (9–12)');
  await expect(page.getByTestId('result')).toContainText('O2 V3 M4');
  // a 1-year-old: the infant wording
  await page.getByLabel('Idade', { exact: true }).fill('1');
  await expect(group(page, 'Resposta verbal (V)').getByRole('radio', { name: 'Choro irritado, consolável' })).toBeVisible();
  await expect(group(page, 'Resposta motora (M)').getByRole('radio', { name: 'Retirada ao toque' })).toBeVisible();
});

test('IMC of a 7-year-old: BMI, z-score, percentile and the SISVAN label from the growth tables', async ({ page }) => {
  await page.goto('/calculadoras/imc');
  await ready(page);
  await page.getByRole('radio', { name: 'Feminino' }).check();
  await page.getByLabel('Idade', { exact: true }).fill('7');
  await page.getByLabel('Peso (kg)').fill('30');
  await page.getByLabel('Estatura (cm)').fill('120');
  await expect(page.getByTestId('result-value')).toHaveText('20,83 kg/m²', { timeout: 15_000 });
  await expect(page.getByTestId('bmi-z')).toHaveText('escore z 2,34 · percentil 99');
  await expect(page.getByTestId('result-band')).toHaveText('Obesidade');
  await page.getByRole('radio', { name: 'Masculino' }).check();
  await page.getByLabel('Peso (kg)').fill('22');
  await expect(page.getByTestId('bmi-z')).toHaveText('escore z -0,15 · percentil 44,1', { timeout: 15_000 });
  await expect(page.getByTestId('result-band')).toHaveText('Eutrofia');
  await page.getByLabel('Estatura (cm)').fill('12');
  await expect(page.getByRole('alert').filter({ hasText: 'Comprimento/estatura (cm): informe um valor entre 38 e 230 cm' })).toBeVisible();
});

test('Bhutani: the zone and the point plotted on the nomogram', async ({ page }) => {
  await page.goto('/calculadoras/bhutani');
  await ready(page);
  await expect(page.getByTestId('bhutani-chart').locator('svg.recharts-surface[role="application"]')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('bhutani-point')).toHaveCount(0);
  await page.getByLabel('Horas de vida').fill('48');
  await page.getByLabel('Bilirrubina total (mg/dL)').fill('14');
  await expect(page.getByTestId('result-value')).toHaveText('Zona de alto risco (≥ P95)');
  const point = page.getByTestId('bhutani-chart').locator('svg [data-testid="bhutani-point"]');
  await expect(point).toHaveCount(1);
  await page.getByLabel('Bilirrubina total (mg/dL)').fill('9');
  await expect(page.getByTestId('result-value')).toHaveText('Zona de risco intermediário baixo (P40–P75)');
  await page.getByLabel('Horas de vida').fill('200');
  await expect(page.getByRole('alert')).toContainText('Idade (horas de vida): informe um valor entre 12 e 148 h');
  await expect(point).toHaveCount(0);
});

test('weight 0 is refused with a Portuguese message under the field, never clamped', async ({ page }) => {
  await page.goto('/calculadoras/sri');
  await ready(page);
  const weight = page.getByLabel('Peso (kg)');
  await weight.fill('0');
  await expect(page.getByRole('alert').filter({ hasText: 'Peso (kg): informe um valor entre 0,3 e 250 kg (recebido: 0).' })).toBeVisible();
  await expect(weight).toHaveValue('0');
  await expect(weight).toHaveAttribute('aria-invalid', 'true');
});

test('tenfold guard: 2,2 kg and 250 kg at 7 years withhold every dose until the weight is confirmed', async ({ page }) => {
  await page.goto('/calculadoras/sri');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('7');
  await page.getByLabel('Peso (kg)').fill('2,2');
  const warning = page.getByTestId('weight-implausible');
  await expect(warning).toContainText('2,2 kg é improvável para 7 anos', { timeout: 15_000 });
  const drugs = page.locator('[data-drug]');
  await expect(page.getByTestId('dose-gate')).toHaveAttribute('data-reason', 'implausible_weight');
  await expect(drugs).toHaveCount(0);
  await warning.getByRole('button', { name: 'Confirmo o peso' }).click();
  await expect(drugs).toHaveCount(8);
  await expect(page.getByTestId('dose-confirmed-weight')).toHaveCount(8);
  await expect(warning).toContainText('Peso confirmado');

  await page.getByLabel('Peso (kg)').fill('250');
  await expect(warning).toContainText('fora do intervalo plausível (0,3 a 150 kg)');
  await expect(drugs).toHaveCount(0);

  await page.getByLabel('Peso (kg)').fill('22');
  await expect(warning).toHaveCount(0);
  await expect(drugs).toHaveCount(8);
  await expect(page.getByTestId('dose-confirmed-weight')).toHaveCount(0);
});

test('the patient typed once is there on the next calculator', async ({ page }) => {
  await page.goto('/calculadoras/sri');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('4');
  await page.getByLabel('Peso (kg)').fill('16,5');
  await page.goto('/calculadoras/hidratacao');
  await ready(page);
  await expect(page.getByLabel('Peso (kg)')).toHaveValue('16,5');
  await expect(page.getByLabel('Idade', { exact: true })).toHaveValue('4');
});
