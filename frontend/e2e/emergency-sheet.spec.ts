/** The emergency sheet (/emergencia, issue #35) in real Chromium: doses in mg and mL, energies in J and
 * tube sizes for a 20 kg child; "peso estimado" for an age-only entry; neonatal tube sizes by weight for a
 * 3 kg neonate; the implausible-weight gate; the code timer's log surviving a reload; one printed A4
 * page; and the page with its timer opening with the server stopped (service worker, own pedbook). */
import type { Page } from '@playwright/test';
import { allowConsoleError, expect, ready, test } from './support/fixtures';
import { OwnServer } from './support/own-server';

async function open(page: Page): Promise<void> {
  await page.goto('/emergencia');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ficha de Emergência');
}

async function child20kg(page: Page): Promise<void> {
  await page.getByLabel('Peso (kg)').fill('20');
  await page.getByLabel('Idade', { exact: true }).fill('5');
  await expect(page.getByTestId('sheet')).toBeVisible();
}

const dose = (page: Page, id: string) => page.locator(`[data-dose="${id}"]`);

test.describe('with the suite server', () => {
  test('20 kg: drugs in mg and mL, energies in J, tube sizes', async ({ page }) => {
    await open(page);
    await child20kg(page);
    const cases: Array<[string, string, string]> = [
      ['adrenaline_arrest_iv', '0,2 mg', '2 mL'],
      ['adrenaline_arrest_et', '2 mg', '2 mL'],
      ['amiodarone_arrest', '100 mg', '2 mL'],
      ['adenosine_first', '2 mg', '0,667 mL'],
      ['atropine', '0,4 mg', '1,6 mL'],
      ['calcium_chloride', '400 mg', '4 mL'],
      ['naloxone_iv', '2 mg', '5 mL'],
    ];
    for (const [id, mg, ml] of cases) {
      await expect(dose(page, id).getByTestId('dose-amount'), id).toHaveText(mg);
      await expect(dose(page, id).getByTestId('dose-volume'), id).toHaveText(ml);
    }
    await expect(dose(page, 'adrenaline_arrest_iv')).toContainText('1 mL da ampola de 1 mg/mL + 9 mL de SF 0,9%');
    await expect(dose(page, 'adrenaline_arrest_iv')).toContainText('Máx. 1 mg por dose.');
    await expect(dose(page, 'adrenaline_arrest_iv')).toContainText('A cada 3–5 min');
    await expect(dose(page, 'rsi_ketamine').getByTestId('dose-amount')).toHaveText('20–40 mg');
    await expect(page.locator('[data-energy="defib_first"]').getByTestId('energy-joules')).toHaveText('40 J');
    await expect(page.locator('[data-energy="defib_second"]').getByTestId('energy-joules')).toHaveText('80 J');
    await expect(page.locator('[data-energy="defib_subsequent"]').getByTestId('energy-joules')).toHaveText('80–200 J');
    await expect(page.locator('[data-energy="cardioversion_first"]').getByTestId('energy-joules')).toHaveText('10–20 J');
    await expect(page.getByTestId('tube-uncuffed')).toHaveText('5 mm');
    await expect(page.getByTestId('tube-cuffed')).toHaveText('4,5 mm');
    await expect(page.getByTestId('tube-depth')).toHaveText('14,5 cm');
    await expect(page.locator('[data-equipment="lma"]')).toContainText('2,5');
    await expect(page.getByTestId('maintenance')).toContainText('60 mL/h');
    await expect(page.getByTestId('section-weight').first()).toHaveText('para 20 kg');
  });

  test('age only: the weight is estimated (APLS) and marked "peso estimado"', async ({ page }) => {
    await open(page);
    await page.getByRole('radio', { name: 'Peso estimado pela idade' }).click();
    await expect(page.getByLabel('Peso (kg)')).toHaveCount(0);
    await page.getByLabel('Idade', { exact: true }).fill('5');
    await expect(page.getByTestId('estimated-weight')).toContainText('Peso estimado: 2 × 5 anos + 8 = 18 kg');
    const tags = page.getByTestId('section-weight');
    expect(await tags.count()).toBeGreaterThanOrEqual(5);
    for (const t of await tags.all()) await expect(t).toHaveText('para 18 kg (peso estimado)');
    await expect(dose(page, 'adrenaline_arrest_iv').getByTestId('dose-volume')).toHaveText('1,8 mL');
    await expect(page).toHaveURL(/modo=idade/);
    // 13 years: no formula — refused with the reason, no numbers
    await page.getByLabel('Idade', { exact: true }).fill('13');
    await expect(page.getByRole('alert').filter({ hasText: 'só vale de 0 a 12 anos' })).toBeVisible();
    await expect(page.getByTestId('sheet')).toHaveCount(0);
  });

  test('3 kg neonate: neonatal tube sizes by weight and the SBP drugs', async ({ page }) => {
    await open(page);
    await page.getByRole('radio', { name: 'Recém-nascido' }).click();
    await page.getByLabel('Peso (kg)').fill('3');
    await expect(page.getByTestId('tube-uncuffed')).toHaveText('3,5 mm');
    await expect(page.getByTestId('tube-cuffed')).toHaveText('—');
    await expect(page.getByTestId('tube-depth')).toHaveText('9 cm');
    await expect(page.getByTestId('tube')).toContainText('pelo peso');
    await expect(page.locator('[data-equipment="blade"]')).toContainText('reta nº 1');
    await expect(dose(page, 'adrenaline_neonatal_iv').getByTestId('dose-amount')).toHaveText('0,03–0,09 mg');
    await expect(dose(page, 'adrenaline_neonatal_iv').getByTestId('dose-volume')).toHaveText('0,3–0,9 mL');
    await expect(dose(page, 'saline_neonatal').getByTestId('dose-amount')).toHaveText('30 mL');
    await expect(page.getByTestId('maintenance')).toContainText('Não indicado nesta faixa');
    await expect(page.getByTestId('anticonvulsants-note')).toContainText('crise neonatal');
    await expect(dose(page, 'midazolam_im')).toHaveCount(0);
    // gestational age changes the depth (SBP table), not the tube
    await page.getByLabel('Idade gestacional (semanas, opcional)').fill('39');
    await expect(page.getByTestId('tube-depth')).toHaveText('8,5 cm');
    await expect(page.getByTestId('tube-uncuffed')).toHaveText('3,5 mm');
  });

  test('an implausible weight shows no number until confirmed', async ({ page }) => {
    await open(page);
    await page.getByLabel('Peso (kg)').fill('200');
    await page.getByLabel('Idade', { exact: true }).fill('5');
    await expect(page.getByTestId('sheet-gated')).toContainText('Confirmo o peso');
    await expect(page.locator('[data-dose]')).toHaveCount(0);
    await expect(page.locator('[data-energy]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Confirmo o peso' }).click();
    await expect(dose(page, 'adrenaline_arrest_iv').getByTestId('dose-amount')).toHaveText('1 mg');
  });

  test('the code timer logs two adrenaline doses with their times, and keeps them after a reload', async ({ page }) => {
    await open(page);
    await child20kg(page);
    const timer = page.getByTestId('code-timer');
    await timer.getByRole('button', { name: 'Iniciar parada' }).click();
    await expect(timer.getByTestId('reminder-rhythm')).toContainText('Próxima checagem de ritmo em 0');
    await timer.getByRole('button', { name: 'Adrenalina dada' }).click();
    await expect(timer.getByTestId('reminder-adrenaline')).toContainText('próxima entre 3 e 5 min');
    await expect(timer.getByLabel('Energia do choque (J)')).toHaveAttribute('placeholder', '40');
    await expect(timer.getByRole('alert')).toHaveCount(0);
    await timer.getByLabel('Energia do choque (J)').fill('abc');
    await expect(timer.getByRole('alert')).toHaveText('Energia do choque: informe um número entre 1 e 360 J.');
    await expect(timer.getByRole('button', { name: 'Choque aplicado' })).toBeDisabled();
    await timer.getByLabel('Energia do choque (J)').fill('');
    await timer.getByRole('button', { name: 'Choque aplicado' }).click();
    await timer.getByRole('button', { name: 'Adrenalina dada' }).click();
    await timer.getByRole('button', { name: 'AESP/assistolia (não chocável)' }).click();
    await page.reload();
    await ready(page);
    const log = page.getByRole('list', { name: 'Registro da parada' });
    await expect(log.locator('[data-event="adrenaline"]')).toHaveCount(2);
    await expect(log.locator('[data-event="adrenaline"]').nth(0)).toHaveText(/^00:0\d \(\d{2}:\d{2}:\d{2}\) Adrenalina — 1ª dose$/);
    await expect(log.locator('[data-event="adrenaline"]').nth(1)).toHaveText(/^00:\d{2} \(\d{2}:\d{2}:\d{2}\) Adrenalina — 2ª dose$/);
    await expect(log.locator('[data-event="shock"]')).toHaveText(/Choque 1º — 40 J/);
    const summary = page.getByLabel('Resumo para o prontuário');
    await expect(summary).toHaveValue(/Peso: 20 kg\n/);
    await expect(summary).toHaveValue(/Adrenalina — 2ª dose/);
    await expect(summary).toHaveValue(/adrenalina: 2 dose\(s\) · choques: 1/);
    // the clock kept running across the reload
    await expect(page.getByTestId('code-clock')).not.toHaveText('00:00');
    await page.getByRole('button', { name: 'Encerrar registro' }).click();
    await expect(page.getByRole('button', { name: 'Iniciar nova parada' })).toBeVisible();
  });

  test('prints on one A4 page with the weight, the date and the sources', async ({ page }) => {
    await open(page);
    await child20kg(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('print-weight')).toHaveText('Peso: 20 kg');
    await expect(page.locator('[data-print-sheet]')).toContainText(new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }));
    await expect(page.locator('[data-print-sheet]')).toContainText('Topjian AA');
    await expect(page.locator('header.sticky')).toBeHidden();
    const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    const text = pdf.toString('latin1');
    const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? [];
    expect(pages.length, 'PDF pages').toBe(1);
    expect(text).toMatch(/\/Count 1\b/);
    // an estimated weight is marked on the printed page too
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('radio', { name: 'Peso estimado pela idade' }).click();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('print-weight')).toHaveText('Peso: 18 kg (peso estimado)');
    const pdf2 = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    expect((pdf2.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length, 'PDF pages (estimated)').toBe(1);
  });
});

test.describe('with its own server, stopped', () => {
  const server = new OwnServer();
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: server.origin, serviceWorkers: 'allow' });
  test.afterAll(async () => {
    await server.stop();
  });

  test('the sheet and the timer open with the server down', async ({ page }) => {
    test.setTimeout(180_000);
    await server.start();
    await page.goto('/');
    await ready(page);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state ?? null), { timeout: 60_000 })
      .toBe('activated');
    await server.stop();
    allowConsoleError(page, /ERR_CONNECTION_REFUSED|Failed to fetch|ERR_FAILED|ERR_NETWORK/);
    await page.goto('/emergencia', { waitUntil: 'commit' });
    await ready(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ficha de Emergência');
    await expect(page.getByRole('heading', { name: 'Algo deu errado' })).toHaveCount(0);
    await page.getByLabel('Peso (kg)').fill('20');
    await page.getByLabel('Idade', { exact: true }).fill('5');
    // offline the growth rows cannot be read: the core's gate withholds the doses until the weight is confirmed
    await expect(page.getByTestId('sheet-gated')).toContainText('tabelas de crescimento indisponíveis');
    await expect(dose(page, 'adrenaline_arrest_iv')).toHaveCount(0);
    await page.getByTestId('weight-unchecked').getByRole('button', { name: 'Confirmo o peso' }).click();
    await expect(dose(page, 'adrenaline_arrest_iv').getByTestId('dose-volume')).toHaveText('2 mL');
    await page.getByTestId('code-timer').getByRole('button', { name: 'Iniciar parada' }).click();
    await page.getByTestId('code-timer').getByRole('button', { name: 'Adrenalina dada' }).click();
    await expect(page.getByRole('list', { name: 'Registro da parada' }).locator('[data-event="adrenaline"]')).toHaveCount(1);
  });
});
