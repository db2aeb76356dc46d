/** The flowcharts in real Chromium: anaphylaxis adrenaline by weight and age with the maximums marked,
 * PECARN for a 15-month-old, changing an earlier answer, and the status-epilepticus clock. */
import type { Page } from '@playwright/test';
import { expect, ready, test } from './support/fixtures';

async function patient(page: Page, weight: string, years: string, months = '') {
  await page.getByLabel('Idade', { exact: true }).fill(years);
  if (months) await page.getByLabel('Meses').fill(months);
  await page.getByLabel('Peso (kg)').fill(weight);
}

test('home card → the flowcharts list → anaphylaxis', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  const section = page.locator('main h2 button', { hasText: 'Protocolos Clínicos' });
  if ((await section.getAttribute('aria-expanded')) === 'false') await section.click();
  await page.locator('main a[data-card="fluxogramas"]').click();
  await expect(page).toHaveURL(/\/flowcharts$/);
  await expect(page.getByRole('list', { name: 'Fluxogramas' }).getByRole('link')).toHaveCount(8);
  await page.locator('a[data-flowchart="anaphylaxis"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anafilaxia' })).toBeVisible();
});

test('anaphylaxis: 20 kg 0,2 mg (0,2 mL of 1 mg/mL) IM; 9 years 40 kg 0,3 mg maximum; 15 years 60 kg 0,5 mg', async ({ page }) => {
  await page.goto('/flowcharts/anaphylaxis');
  await ready(page);
  await expect(page.getByTestId('flow-needs-patient')).toContainText('informe o peso');
  const adr = page.getByRole('article', { name: 'Etapa atual' }).locator('[data-dose="adrenaline_im"]');

  await patient(page, '20', '5');
  await expect(adr).toContainText('IM');
  await expect(adr.getByTestId('dose-amount')).toHaveText('0,2 mg');
  await expect(adr.getByTestId('dose-volume')).toHaveText('= 0,2 mL de adrenalina 1 mg/mL (1:1000)');
  await expect(adr.getByTestId('dose-max')).toHaveCount(0);

  await patient(page, '40', '9');
  await expect(adr.getByTestId('dose-amount')).toHaveText('0,3 mg');
  await expect(adr.getByTestId('dose-max')).toHaveText('dose máxima');
  await expect(adr).toContainText('pré-púbere');

  await patient(page, '60', '15');
  await expect(adr.getByTestId('dose-amount')).toHaveText('0,5 mg');
  await expect(adr.getByTestId('dose-volume')).toHaveText('= 0,5 mL de adrenalina 1 mg/mL (1:1000)');
  await expect(adr.getByTestId('dose-max')).toBeVisible();

  // out of range: refused in Portuguese, no dose shown
  await page.getByLabel('Peso (kg)').fill('300');
  await expect(page.getByText('Peso (kg): informe um valor entre 0,3 e 250 kg (recebido: 300).').first()).toBeVisible();
  await expect(adr).toHaveCount(0);
});

test('PECARN: a 15-month-old with a scalp haematoma and nothing else → observation vs CT; changing an earlier answer recomputes', async ({ page }) => {
  await page.goto('/flowcharts/pecarn');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('1');
  await page.getByLabel('Meses').fill('3');
  const current = page.getByRole('article', { name: 'Etapa atual' });
  await expect(page.getByRole('list', { name: 'Caminho percorrido' })).toContainText('Menor de 2 anos');
  await current.getByRole('button', { name: '15', exact: true }).click();
  await current.getByRole('button', { name: 'Não', exact: true }).click(); // altered mental status
  await current.getByRole('button', { name: 'Não', exact: true }).click(); // palpable fracture
  await current.getByRole('button', { name: 'Sim', exact: true }).click(); // scalp haematoma
  await expect(page.getByTestId('flow-current-title')).toHaveText('Observação ou TC (decisão clínica)');
  await expect(current).toContainText('≈ 0,9%');
  await expect(page.getByTestId('flow-guideline')).toContainText('Kuppermann');

  // change the haematoma answer: the path goes on from there
  await page.getByRole('button', { name: 'Alterar: Hematoma de couro cabeludo occipital, parietal ou temporal?' }).click();
  await page.getByRole('list', { name: 'Caminho percorrido' }).getByRole('button', { name: 'Não', exact: true }).click();
  await expect(page.getByTestId('flow-current-title')).toHaveText('Perda de consciência ≥ 5 segundos?');
  // a different age takes the other branch at once
  await page.getByLabel('Idade', { exact: true }).fill('3');
  await page.getByLabel('Meses').fill('0');
  await expect(page.getByTestId('flow-current-title')).toHaveText('Glasgow');
  await expect(page.getByRole('list', { name: 'Caminho percorrido' })).toContainText('2 anos ou mais');
});

test('status epilepticus: the clock advances through the 5/20/40-minute phases; doses for the weight', async ({ page }) => {
  await page.clock.install();
  await page.goto('/flowcharts/seizure');
  await ready(page);
  await patient(page, '20', '6');
  await expect(page.getByTestId('flow-clock')).toHaveText('00:00');
  await page.getByRole('button', { name: 'Iniciar cronômetro' }).click();
  await expect(page.getByTestId('flow-phase')).toHaveText('Estabilização (0–5 min)');
  await page.clock.fastForward('05:01');
  await expect(page.getByTestId('flow-clock')).toHaveText('05:01');
  await expect(page.getByTestId('flow-phase')).toHaveText('Benzodiazepínico (5–20 min)');
  await page.clock.fastForward('15:00');
  await expect(page.getByTestId('flow-phase')).toHaveText('Segunda linha (20–40 min)');
  await page.clock.fastForward('20:00');
  await expect(page.getByTestId('flow-phase')).toHaveText('Terceira linha (40–60 min)');

  const current = page.getByRole('article', { name: 'Etapa atual' });
  await current.getByRole('button', { name: 'Crise persiste (≥ 5 min)' }).click();
  await current.getByRole('button', { name: 'Sim, acesso IV/IO' }).click();
  await expect(current.locator('[data-dose="diazepam_iv"]').getByTestId('dose-amount')).toHaveText('3–4 mg');
  await current.getByRole('button', { name: 'Persiste após a 2ª dose' }).click();
  await expect(current.locator('[data-dose="levetiracetam_iv"]').getByTestId('dose-amount')).toHaveText('1.200 mg');
  await expect(current.locator('[data-dose="fosphenytoin_iv"]')).toContainText('Infundir em no mínimo 10 min');
});

test('anaphylaxis: the repeat clock opens the 5–15-minute window after a dose', async ({ page }) => {
  await page.clock.install();
  await page.goto('/flowcharts/anaphylaxis');
  await ready(page);
  await patient(page, '20', '5');
  await page.getByRole('button', { name: 'Adrenalina aplicada agora' }).click();
  await expect(page.getByTestId('flow-repeat')).toContainText('Aguardar e reavaliar');
  await page.clock.fastForward('05:00');
  await expect(page.getByTestId('flow-repeat')).toContainText('Pode repetir se não houver melhora');
  await page.clock.fastForward('10:01');
  await expect(page.getByTestId('flow-repeat')).toContainText('Intervalo de repetição ultrapassado');
});

test('DKA with hypokalaemia: potassium asked before the expansion and before insulin, the fluid rate and the potassium ceiling for 20 kg', async ({ page }) => {
  await page.goto('/flowcharts/dka');
  await ready(page);
  await patient(page, '20', '7');
  const current = page.getByRole('article', { name: 'Etapa atual' });
  await current.getByRole('button', { name: 'Sim', exact: true }).click();
  await current.getByRole('button', { name: /^Moderada/ }).click();
  // issue #34: the potassium comes before the expansion step
  await expect(page.getByTestId('flow-current-title')).toHaveText('Potássio sérico (antes da expansão)');
  await current.getByRole('button', { name: 'Hipocalemia' }).click();
  await expect(page.getByTestId('flow-current-title')).toHaveText('Hipocalemia → potássio antes da insulina');
  await current.getByRole('button', { name: 'Potássio na expansão — seguir' }).click();
  await current.getByRole('button', { name: 'Não', exact: true }).click();
  await expect(current.locator('[data-dose="saline_expansion_dka"]').getByTestId('dose-amount')).toHaveText('200–400 mL');
  await current.getByRole('button', { name: 'Expansão feita — seguir' }).click();
  await current.getByRole('button', { name: '10% do peso' }).click();
  await expect(current.locator('[data-dose="dka_k_rate"]').first()).toContainText('Nunca acima de 0,5 mmol/kg/h = 10 mmol/h');
  await current.getByRole('button', { name: 'Plano iniciado — insulina' }).click();
  await expect(current.locator('[data-dose="insulin_dka"]').getByTestId('dose-amount')).toHaveText('1–2 UI/h');
});
