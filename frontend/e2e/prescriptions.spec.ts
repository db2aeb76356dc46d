/** Prescriptions end to end: from amoxicilina for a 12 kg child (the clinical core's dose), the
 * print view, sharing without the patient's name, and another user copying it. */
import { createUser, env, passwordGrant, quote, sql } from './support/backend';
import { expect, pageProblems, ready, signIn, test, watchPage } from './support/fixtures';

test('a prescription from amoxicilina for 12 kg: computed dose, print view, shared, copied by another user', async ({ page }) => {
  const author = await createUser('prescritor', 'Carla Mendes Rocha');
  sql(`update public.profiles set registration_number = 'CRM-SP 98765' where id = ${quote(author.id)}`);
  await signIn(page, author.email, author.password);
  await page.goto('/prescricoes');
  await ready(page);
  await expect(page).toHaveURL(/\/prescriptions$/);
  await expect(page.getByText('Você ainda não tem prescrições.')).toBeVisible();
  await page.getByRole('link', { name: 'Nova prescrição' }).click();

  const form = page.getByRole('form', { name: 'Prescrição' });
  await form.getByLabel('Nome da prescrição').fill('Otite média aguda');
  await form.getByLabel('Nome do paciente (opcional; nunca compartilhado)').fill('João da Silva');

  // without a weight the dose is refused, not guessed
  await form.getByRole('button', { name: 'Adicionar medicamento' }).click();
  await form.getByLabel('Medicamento', { exact: true }).fill('amoxi');
  await form.getByRole('button', { name: 'Amoxicilina', exact: true }).click();
  await form.getByRole('button', { name: /Otite média aguda — dose alta/ }).click();
  await expect(form.getByRole('alert')).toHaveText('Informe o peso e a idade (ou a data de nascimento) para ver as doses.');

  await form.getByLabel('Peso (kg)').fill('12');
  await form.getByRole('textbox', { name: 'Idade' }).fill('2');
  await form.getByRole('textbox', { name: 'Meses' }).fill('0');
  // the weight-for-age check (the core's dose gate) has run
  await expect(form.locator('[aria-label="Dados do paciente"]')).toHaveAttribute('data-weight-check', 'who_weight_for_age');
  await form.getByRole('button', { name: /Otite média aguda — dose alta/ }).click();
  const item = form.getByRole('listitem', { name: 'Item 1' });
  // 45 mg/kg/dose × 12 kg = 540 mg (AAP 2013), computed by the clinical core's renderDosage
  await expect(item.getByLabel('Posologia (editável)')).toHaveValue('Amoxicilina 540 mg VO de 12/12 h (≥ 3 meses: 45 mg/kg/dose, máx. 2 g/dose; < 3 meses: 15 mg/kg/dose, máx. 30 mg/kg/dia)');
  await expect(item).toContainText('Dose calculada para 12 kg.');
  await item.getByLabel('Duração').fill('10 dias');
  await form.getByRole('button', { name: 'Adicionar item livre' }).click();
  const free = form.getByRole('listitem', { name: 'Item 2' });
  await free.getByLabel('Medicamento ou item').fill('Paracetamol 200 mg/mL');
  await free.getByLabel('Posologia (editável)').fill('12 gotas VO de 6/6 h se febre ou dor');
  await form.getByRole('button', { name: 'Salvar prescrição' }).click();
  await expect(page.getByText('Prescrição salva')).toBeVisible();
  await page.waitForURL(/\/prescriptions\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  expect(sql(`select concat_ws('|', name, patient_weight_kg, patient_age_months, is_public) from public.pedbook_prescriptions where id = ${quote(id)}`)).toBe('Otite média aguda|12|24|f');
  expect(sql(`select string_agg(concat_ws('|', item_name, custom_text, duration), E'\\n' order by display_order) from public.pedbook_prescription_medications where prescription_id = ${quote(id)}`)).toBe(
    'Amoxicilina|Amoxicilina 540 mg VO de 12/12 h (≥ 3 meses: 45 mg/kg/dose, máx. 2 g/dose; < 3 meses: 15 mg/kg/dose, máx. 30 mg/kg/dia)|10 dias\nParacetamol 200 mg/mL|12 gotas VO de 6/6 h se febre ou dor',
  );

  // the print view: prescriber, registration, patient, numbered items, signature line
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByRole('region', { name: 'Receita para impressão' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('Carla Mendes Rocha');
  await expect(sheet).toContainText('Registro: CRM-SP 98765');
  await expect(sheet).toContainText('João da Silva');
  await expect(sheet).toContainText('2 anos');
  await expect(sheet).toContainText('12 kg');
  await expect(sheet.getByRole('listitem')).toHaveCount(2);
  await expect(sheet.getByRole('listitem').first()).toContainText('Amoxicilina 540 mg VO de 12/12 h');
  await expect(sheet.getByRole('listitem').first()).toContainText('Duração: 10 dias');
  await expect(sheet).toContainText('Assinatura e carimbo');
  await expect(page.getByRole('form', { name: 'Prescrição' })).toBeHidden();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });
  await expect(sheet).toBeHidden();

  await page.getByRole('button', { name: 'Compartilhar' }).click();
  await expect(page.getByText('Prescrição compartilhada (sem o nome do paciente)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deixar de compartilhar' })).toBeVisible();

  // another user: sees it without the patient's name, copies it into their own
  const other = await createUser('colega', 'Bruno Alves Costa');
  const { access_token } = await passwordGrant(other.email, other.password);
  const headers = { apikey: env.ANON_KEY, authorization: `Bearer ${access_token}` };
  const names = await fetch(`${env.API_URL}/rest/v1/pedbook_prescription_patients?select=*`, { headers });
  expect(await names.json()).toEqual([]);

  const colleague = await page.context().browser()!.newContext({ baseURL: env.API_URL });
  const page2 = await colleague.newPage();
  watchPage(page2);
  await signIn(page2, other.email, other.password);
  await page2.goto('/shared-prescriptions');
  await ready(page2);
  const card = page2.getByRole('listitem', { name: 'Otite média aguda' });
  await expect(card).toContainText('Amoxicilina 540 mg VO de 12/12 h');
  await expect(page2.getByText('João da Silva')).toHaveCount(0);
  await card.getByRole('button', { name: 'Copiar para minhas prescrições' }).click();
  await expect(page2.getByText('Prescrição copiada para as suas')).toBeVisible();
  await page2.waitForURL(/\/prescriptions\/[0-9a-f-]{36}$/);
  const copyId = page2.url().split('/').pop()!;
  expect(copyId).not.toBe(id);
  expect(sql(`select concat_ws('|', user_id, name, is_public) from public.pedbook_prescriptions where id = ${quote(copyId)}`)).toBe(`${other.id}|Otite média aguda|f`);
  expect(sql(`select count(*) from public.pedbook_prescription_medications where prescription_id = ${quote(copyId)} and custom_text like 'Amoxicilina 540 mg%'`)).toBe('1');
  expect(sql(`select count(*) from public.pedbook_prescription_patients where prescription_id = ${quote(copyId)}`)).toBe('0');
  expect(pageProblems(page2), 'console errors of the colleague\'s page').toEqual([]);
  await colleague.close();
});

test('a prescription is edited, duplicated and deleted (after a confirmation)', async ({ page }) => {
  const user = await createUser('editar');
  await signIn(page, user.email, user.password);
  await page.goto('/prescriptions/nova');
  await ready(page);
  const form = page.getByRole('form', { name: 'Prescrição' });
  await form.getByRole('button', { name: 'Salvar prescrição' }).click();
  await expect(form.getByRole('alert')).toHaveText('Dê um nome à prescrição.');
  await form.getByLabel('Nome da prescrição').fill('Febre');
  await form.getByRole('button', { name: 'Salvar prescrição' }).click();
  await expect(form.getByRole('alert')).toHaveText('Adicione pelo menos um item.');
  await form.getByRole('button', { name: 'Adicionar item livre' }).click();
  await form.getByLabel('Medicamento ou item').fill('Dipirona 500 mg/mL');
  await form.getByRole('button', { name: 'Salvar prescrição' }).click();
  await expect(form.getByRole('alert')).toHaveText('Item 1: informe a posologia.');
  await form.getByLabel('Posologia (editável)').fill('20 gotas VO de 6/6 h se febre');
  await form.getByRole('button', { name: 'Salvar prescrição' }).click();
  await page.waitForURL(/\/prescriptions\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;

  // edit: the name and the item's text
  await page.getByRole('form', { name: 'Prescrição' }).getByLabel('Nome da prescrição').fill('Febre sem sinais de alarme');
  await page.getByRole('form', { name: 'Prescrição' }).getByLabel('Duração').fill('até 3 dias');
  await page.getByRole('form', { name: 'Prescrição' }).getByRole('button', { name: 'Salvar prescrição' }).click();
  await expect(page.getByRole('heading', { name: 'Febre sem sinais de alarme' })).toBeVisible();
  expect(sql(`select p.name || '|' || m.duration from public.pedbook_prescriptions p join public.pedbook_prescription_medications m on m.prescription_id = p.id where p.id = ${quote(id)}`)).toBe('Febre sem sinais de alarme|até 3 dias');

  await page.getByRole('button', { name: 'Duplicar' }).click();
  await expect(page.getByRole('heading', { name: 'Febre sem sinais de alarme (cópia)' })).toBeVisible();
  const copyId = page.url().split('/').pop()!;
  expect(copyId).not.toBe(id);
  await page.getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('button', { name: 'Confirmar exclusão' }).click();
  await page.waitForURL(/\/prescriptions$/);
  await expect(page.getByRole('list', { name: 'Suas prescrições' }).getByRole('listitem')).toHaveCount(1);
  expect(sql(`select count(*) from public.pedbook_prescriptions where user_id = ${quote(user.id)}`)).toBe('1');
});

test('the prescription editor warns before leaving with unsaved changes', async ({ page }) => {
  const user = await createUser('naosalvo');
  await signIn(page, user.email, user.password);
  await page.goto('/prescriptions/nova');
  await ready(page);
  const form = page.getByRole('form', { name: 'Prescrição' });
  await form.getByLabel('Nome da prescrição').fill('Crise de asma');
  await form.getByRole('button', { name: 'Adicionar item livre' }).click();
  await form.getByLabel('Medicamento ou item').fill('Salbutamol spray 100 mcg/jato');
  await form.getByLabel('Posologia (editável)').fill('4 jatos com espaçador a cada 20 min na 1ª hora');
  await expect(form.getByRole('status')).toHaveText('Alterações não salvas');

  // an in-app link asks first; "cancel" keeps the page and what was typed
  const dialogs: string[] = [];
  page.once('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  await page.getByRole('link', { name: 'Minhas prescrições' }).click();
  await expect.poll(() => dialogs).toEqual(['confirm: Há alterações não salvas nesta prescrição. Sair sem salvar?']);
  await expect(page).toHaveURL(/\/prescriptions\/nova$/);
  await expect(form.getByLabel('Nome da prescrição')).toHaveValue('Crise de asma');

  // leaving the site (closing the tab) asks through the browser's own prompt
  page.once('dialog', (d) => {
    dialogs.push(d.type());
    void d.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs.length).toBe(2);
  expect(dialogs[1]).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);

  // saved: no more warning, and "OK" on a later warning leaves
  await form.getByRole('button', { name: 'Salvar prescrição' }).click();
  await page.waitForURL(/\/prescriptions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Crise de asma' })).toBeVisible();
  await expect(form.getByRole('status')).toHaveCount(0);
  await form.getByLabel('Duração').fill('enquanto houver sibilância');
  await expect(form.getByRole('status')).toHaveText('Alterações não salvas');
  page.once('dialog', (d) => {
    dialogs.push(d.type());
    void d.accept();
  });
  await page.getByRole('link', { name: 'Minhas prescrições' }).click();
  await page.waitForURL(/\/prescriptions$/);
  expect(dialogs[2]).toBe('confirm');
  // the edit that was abandoned is not saved
  expect(sql(`select coalesce(m.duration, '') from public.pedbook_prescription_medications m join public.pedbook_prescriptions p on p.id = m.prescription_id where p.user_id = ${quote(user.id)}`)).toBe('');
});
