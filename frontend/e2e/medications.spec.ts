/** Medications (issue #14): the list and panel, and each medication's doses computed live for the
 * patient entered — mg, mL of the chosen presentation, interval, daily total, the limits when they
 * bind, the bands where the drug is not indicated, the row's source and review status. */
import { expectAmoxicillinOtitisDoseFor12Kg } from './support/doses';
import { expect, ready, test } from './support/fixtures';

test('the list filters as you type ignoring accents, and the panel keeps the category chosen', async ({ page }) => {
  await page.goto('/medicamentos');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Medicamentos' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Medicamentos' }).getByRole('link');
  expect(await list.count()).toBeGreaterThanOrEqual(62);
  await expect(page.locator('button[data-category="Antibióticos"]')).toHaveText(/^Antibióticos \(\d+\)$/);
  await page.getByLabel('Buscar medicamento ou marca').fill('acido valproico');
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText('Ácido valproico');
  await page.getByLabel('Buscar medicamento ou marca').fill('');
  await page.locator('button[data-category="Analgésicos e antitérmicos"]').click();
  await expect(page).toHaveURL(/\/medicamentos\/painel$/);
  await expect(page.locator('button[data-category="Analgésicos e antitérmicos"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(list).toHaveCount(3);
  await expect(page.locator('a[data-medication="dipirona"]')).toBeVisible();
  await page.locator('a[data-medication="dipirona"]').click();
  await expect(page).toHaveURL(/\/medicamentos\/dipirona$/);
  await page.goBack();
  await expect(page.locator('button[data-category="Analgésicos e antitérmicos"]')).toHaveAttribute('aria-pressed', 'true');
});

test('amoxicilina 12 kg: 540 mg = 6,75 mL of 400 mg/5 mL every 12 h; 50 kg reaches the 2 g cap', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/medicamentos/amoxicilina');
  await ready(page);
  const oma = await expectAmoxicillinOtitisDoseFor12Kg(page);
  await expect(oma.getByTestId('dose-daily')).toHaveText('Total diário: 1.080 mg (2 doses) · máximo diário 1.080 mg/dia');
  await expect(oma.getByTestId('dose-capped')).toHaveCount(0);
  await expect(oma).toContainText('Máximo por dose: 2.000 mg');
  // documentary verification (issue #37): the row's source was read only in secondary sources
  await expect(oma.locator('[data-verification]')).toHaveText('[S] conferido apenas em fontes secundárias em 01/12/2026');
  await expect(oma.locator('[data-status="pendente"]')).toHaveCount(0);
  await expect(oma).toContainText('Fonte: AAP, Lieberthal AS');
  // the other presentation: 540 mg of 250 mg/5 mL is 10,8 mL
  await oma.getByRole('combobox').selectOption({ label: 'Amoxicilina 250 mg/5 mL suspensão' });
  await expect(oma.getByTestId('dose-amount')).toHaveText('= 10,8 mL');
  await oma.getByRole('combobox').selectOption({ label: 'Amoxicilina 400 mg/5 mL suspensão' });
  await oma.getByRole('button', { name: 'Copiar prescrição' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^Amoxicilina 400 mg\/5 mL suspensão — 6,8 mL \(540 mg\) VO de 12\/12 h — 10 dias/);

  // 50 kg is implausible at 2 years: a 15-year-old
  await page.getByLabel('Idade', { exact: true }).fill('15');
  await page.getByLabel('Peso (kg)').fill('50');
  await expect(oma.getByTestId('dose-value')).toHaveText('2.000 mg');
  await expect(oma.getByTestId('dose-capped')).toHaveText('Dose máxima atingida: 2.000 mg por dose');
  await expect(oma.getByTestId('dose-amount')).toHaveText('= 25 mL');
  await expect(oma.getByTestId('dose-daily')).toHaveText('Total diário: 4.000 mg (2 doses) · máximo diário 4.000 mg/dia');
});

test('paracetamol 60 kg: the per-dose dose and the daily maximum', async ({ page }) => {
  await page.goto('/medicamentos/paracetamol');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('15');
  await page.getByLabel('Peso (kg)').fill('60');
  const card = page.locator('[data-dose="paracetamol_mg"]');
  await expect(card.getByTestId('dose-value')).toHaveText('900 mg');
  await expect(card.getByTestId('dose-amount')).toHaveText('= 4,5 mL');
  await expect(card).toContainText('Máximo por dose: 1.000 mg');
  await expect(card.getByTestId('dose-daily')).toHaveText('Total diário: 3.600 mg (4 doses) · máximo diário 4.000 mg/dia');
  await expect(card.getByTestId('dose-daily-capped')).toHaveCount(0);
  await expect(card).toContainText('BNF for Children');
  // a newborn: not indicated in this band, with the reason
  await page.getByLabel('Idade', { exact: true }).fill('0');
  await page.getByLabel('Meses').fill('0');
  await page.getByLabel('Peso (kg)').fill('3,5');
  await expect(card).toHaveAttribute('data-kind', 'not_indicated');
  await expect(card).toContainText('Não indicado nesta faixa');
  await expect(card).toContainText('protocolo neonatal');
});

test('dipirona at 2 months is refused with the reason; at 8 kg it is dosed within the leaflet drops', async ({ page }) => {
  await page.goto('/medicamentos/dipirona');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('0');
  await page.getByLabel('Meses').fill('2');
  await page.getByLabel('Peso (kg)').fill('5,5');
  const card = page.locator('[data-dose="dipirona_mg"]');
  await expect(card).toHaveAttribute('data-kind', 'not_indicated');
  await expect(card).toContainText('Não indicado nesta faixa');
  await expect(card).toContainText('Não usar em menores de 3 meses de idade (bula ANVISA).');
  await expect(card).toContainText('Novalgina');
  await page.getByLabel('Meses').fill('6');
  await page.getByLabel('Peso (kg)').fill('8');
  await expect(card).toHaveAttribute('data-kind', 'dose');
  await expect(card.getByTestId('dose-value')).toHaveText('120 mg');
  await expect(card.getByTestId('dose-amount')).toHaveText('= 0,24 mL (5 gotas)');
});

test('a row cross-checked against its source shows verificado and the check; valproate is refused under 2 years', async ({ page }) => {
  await page.goto('/medicamentos/desloratadina');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('3');
  await page.getByLabel('Peso (kg)').fill('14');
  const card = page.locator('[data-dose="desloratadina_mg"]');
  await expect(card.getByTestId('dose-value')).toHaveText('1,25 mg');
  await expect(card.locator('[data-status="verificado"]')).toContainText('verificado em 25/11/2026');
  await expect(card.locator('[data-status="verificado"]')).toContainText('source-check.test.ts');
  await expect(card.locator('[data-status="pendente"]')).toHaveCount(0);
  await expect(card).toContainText('Bula Desalex');
  // under 6 months the row is "não indicado"; the leaflet's own start at 6 months was read (S), not a clinician's review
  await page.getByLabel('Idade', { exact: true }).fill('0');
  await page.getByLabel('Meses').fill('4');
  await page.getByLabel('Peso (kg)').fill('6');
  await expect(card).toHaveAttribute('data-kind', 'not_indicated');
  await expect(card.locator('[data-verification]')).toHaveText('[S] conferido apenas em fontes secundárias em 01/12/2026');
  await expect(card.locator('[data-status="verificado"]')).toHaveCount(0);

  await page.goto('/medicamentos/acido-valproico');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('1');
  await page.getByLabel('Meses').fill('6');
  await page.getByLabel('Peso (kg)').fill('11');
  const vpa = page.locator('[data-dose="valproato_mg"]');
  await expect(vpa).toHaveAttribute('data-kind', 'not_indicated');
  await expect(vpa).toContainText('Menores de 2 anos: não usar valproato');
  await page.getByLabel('Idade', { exact: true }).fill('3');
  await page.getByLabel('Meses').fill('0');
  await page.getByLabel('Peso (kg)').fill('14');
  await expect(vpa).toHaveAttribute('data-kind', 'dose');
  await expect(vpa.getByTestId('dose-value')).toHaveText('560 mg');
});

test('a 26,995 kg child gets a dose (or an explicit not-indicated) from every medication with weight bands', async ({ page }) => {
  await page.goto('/medicamentos/penicilina-g-benzatina');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('8');
  await page.getByLabel('Peso (kg)').fill('26,995');
  await expect(page.locator('[data-dose="benzatina_ui"] [data-testid="dose-value"]')).toHaveText('600.000 UI');
  for (const slug of ['penicilina-g-benzatina', 'oseltamivir', 'loratadina', 'ondansetrona', 'omeprazol', 'dipirona', 'midazolam', 'succinilcolina', 'ivermectina', 'praziquantel', 'hidroxizina']) {
    await page.goto(`/medicamentos/${slug}`);
    await ready(page);
    await expect(page.getByLabel('Peso (kg)')).toHaveValue('26,995');
    const cards = page.locator('[data-dose]');
    await expect(cards.first()).toBeVisible();
    for (const kind of await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))) expect(['dose', 'not_indicated'], slug).toContain(kind);
    await expect(page.locator('[data-dose][role="alert"]')).toHaveCount(0);
  }
});

test('an added antimicrobial computes: gentamicina 12 kg → 30 mg = 1,5 mL of 20 mg/mL every 8 h, refused in the first month; praziquantel by verified weight band', async ({ page }) => {
  await page.goto('/medicamentos/gentamicina');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('2');
  await page.getByLabel('Peso (kg)').fill('12');
  const card = page.locator('[data-dose="gentamicina_mg"]');
  await expect(card).toHaveAttribute('data-kind', 'dose');
  await expect(card.getByTestId('dose-value')).toHaveText('30 mg');
  await expect(card.getByTestId('dose-amount')).toHaveText('= 1,5 mL');
  await expect(card.getByTestId('dose-daily')).toHaveText('Total diário: 90 mg (3 doses) · máximo diário 90 mg/dia');
  await expect(card).toContainText('de 8/8 h');
  await expect(card.locator('[data-verification]')).toHaveText('[S] conferido apenas em fontes secundárias em 01/12/2026');
  await expect(card).toContainText('Hospital São Camilo');
  await page.getByLabel('Idade', { exact: true }).fill('0');
  await page.getByLabel('Meses').fill('0');
  await page.getByLabel('Peso (kg)').fill('3,2');
  await expect(card).toHaveAttribute('data-kind', 'not_indicated');
  await expect(card).toContainText('protocolo neonatal');

  await page.goto('/medicamentos/praziquantel');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('8');
  await page.getByLabel('Meses').fill('0');
  await page.getByLabel('Peso (kg)').fill('26,995');
  const teniase = page.locator('[data-dose="praziquantel_teniase_mg"]');
  await expect(teniase.getByTestId('dose-value')).toHaveText('300 mg');
  await expect(teniase.locator('[data-status="verificado"]')).toContainText('source-check.test.ts');
  // 11 kg is implausible at 8 years: the band edge is tested for a weight the clinician confirms
  await page.getByLabel('Peso (kg)').fill('11');
  await page.getByTestId('weight-implausible').getByRole('button', { name: 'Confirmo o peso' }).click();
  await expect(teniase).toHaveAttribute('data-kind', 'not_indicated');
  await expect(teniase).toContainText('12 kg');
});

test('the leaflet of a seeded drug renders with its ANVISA citation, from the list and from the medication', async ({ page }) => {
  await page.goto('/bulas-profissionais');
  await ready(page);
  await page.getByLabel('Buscar bula por medicamento ou marca').fill('novalgina');
  const items = page.getByRole('list', { name: 'Bulas' }).getByRole('link');
  // Only leaflets of drugs sold as Novalgina remain (the supabase-js suites, run before on the
  // same database, add a "Dipirona <run>" of their own).
  await expect(items.filter({ hasText: 'Amoxicilina' })).toHaveCount(0);
  const dipirona = page.locator('a[href$="/bulas-profissionais/dipirona"]');
  await expect(dipirona).toHaveCount(1);
  for (const text of await items.allInnerTexts()) expect(text).toMatch(/Dipirona/);
  await dipirona.click();
  await expect(page).toHaveURL(/\/bulas-profissionais\/dipirona$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bula — Dipirona' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contraindicações' })).toBeVisible();
  await expect(page.getByTestId('leaflet-source')).toContainText('Bulário Eletrônico ANVISA');
  await expect(page.getByTestId('leaflet-source')).toContainText('Novalgina');
  await expect(page.locator('[data-status="pendente"]')).toContainText('conferir na bula vigente');
  await page.goto('/medicamentos/amoxicilina');
  await ready(page);
  await page.getByRole('link', { name: 'Bula profissional de Amoxicilina' }).click();
  await expect(page).toHaveURL(/\/medicamentos\/[0-9a-f-]{36}\/bula$/);
  await expect(page.getByTestId('leaflet-source')).toContainText('Amoxil');
  // a medication without a published leaflet says so
  await page.goto('/bulas-profissionais/cefalexina');
  await ready(page);
  await expect(page.getByText('Não há bula profissional publicada para este medicamento.')).toBeVisible();
});

test('the breastfeeding page groups by section, searches without accents and cites LactMed per drug', async ({ page }) => {
  await page.goto('/medicamentos-amamentacao');
  await ready(page);
  await expect(page.getByRole('region', { name: 'Analgésicos e anti-inflamatórios' })).toBeVisible();
  await page.getByLabel('Buscar medicamento na amamentação').fill('codeina');
  const entry = page.locator('[data-entry="Codeína"]');
  await expect(entry).toHaveAttribute('data-level', 'vermelho');
  await expect(entry).toContainText('Evitar / contraindicado');
  await page.getByLabel('Buscar medicamento na amamentação').fill('paracetamol');
  const para = page.locator('[data-entry="Paracetamol"]');
  await expect(para).toHaveAttribute('data-level', 'verde');
  await expect(para.getByTestId('lactmed')).toContainText('verbete “Acetaminophen”');
  await expect(para.getByTestId('lactmed')).toContainText('data de revisão do verbete não conferida');
  // an entry whose LactMed revision date was read in the entry itself shows it
  await page.getByLabel('Buscar medicamento na amamentação').fill('ibuprofeno');
  await expect(page.locator('[data-entry="Ibuprofeno"]').getByTestId('lactmed')).toContainText('revisão do verbete de 15/11/2024');
});

test('interactions: two or more drugs → every known interaction, worst first, with management and source', async ({ page }) => {
  await page.goto('/interacoes-medicamentosas');
  await ready(page);
  const add = async (name: string) => {
    await page.getByLabel('Adicionar medicamento').fill(name);
    await page.getByRole('list', { name: 'Medicamentos disponíveis' }).getByRole('button', { name, exact: true }).click();
  };
  await add('Ácido valproico');
  await expect(page.getByText('Escolha pelo menos dois medicamentos.')).toBeVisible();
  await add('Meropeném');
  await add('Claritromicina');
  await add('Midazolam');
  const found = page.getByRole('list', { name: 'Interações encontradas' }).getByRole('listitem');
  await expect(found).toHaveCount(2);
  await expect(found.first()).toHaveAttribute('data-severity', 'contraindicada');
  await expect(found.first()).toContainText('Ácido valproico + Meropeném');
  await expect(found.first()).toContainText('Conduta:');
  await expect(found.first()).toContainText('Fonte: Bula Depakene');
  await expect(found.nth(1)).toContainText('Claritromicina + Midazolam');
  await page.getByRole('button', { name: 'Remover Meropeném' }).click();
  await page.getByRole('button', { name: 'Remover Claritromicina' }).click();
  await expect(page.getByText('Nenhuma interação cadastrada entre os medicamentos escolhidos.', { exact: false })).toBeVisible();
});
