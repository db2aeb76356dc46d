/** The medication editor: an admin edits a dose tag's multiplier; once a second admin approved the
 * proposal (issue #37, e2e/editorial.spec.ts covers the review), the editor's preview and then the
 * public medication page show the new dose (issue #18's acceptance). */
import { createUser, env, makeAdmin, passwordGrant, quote, sql } from './support/backend';
import { expect, ready, signIn, test } from './support/fixtures';

test('editing a dosage tag multiplier changes the previewed dose and the public page', async ({ page }) => {
  const admin = await createUser('dose-admin', 'Admin Doses');
  makeAdmin(admin.id);
  const second = await createUser('dose-reviewer', 'Segundo Admin');
  makeAdmin(second.id);
  const name = `Testamicina ${Date.now()}`;
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  const med = sql(`insert into public.pedbook_medications (name, slug) values (${quote(name)}, ${quote(slug)}) returning id`);
  const useCase = sql(`insert into public.pedbook_medication_use_cases (medication_id, name, display_order) values (${quote(med)}, 'Infecção de teste', 1) returning id`);
  sql(`insert into public.pedbook_medication_dosages (medication_id, use_case_id, name, dosage_template, source) values (${quote(med)}, ${quote(useCase)}, 'Oral', 'Dar {{dose}} mg de 8/8h', 'teste e2e')`);
  sql(`insert into public.pedbook_medication_tags (medication_id, name, multiplier, max_value, type, unit, source) values (${quote(med)}, 'dose', 10, 500, 'multiplier', 'mg', 'teste e2e')`);

  await signIn(page, admin.email, admin.password);
  // From the medication list, "Editar doses" opens the medication editor on that medication.
  await page.goto('/admin/medications');
  await ready(page);
  const list = page.getByRole('region', { name: 'Tabela pedbook_medications' });
  await list.getByRole('searchbox').fill(name);
  await expect(list.getByText('1 registro · página 1 de 1')).toBeVisible();
  await list.getByRole('link', { name: 'Editar doses' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/dosages\\?medicamento=${med}`));
  await expect(page.getByLabel('Medicamento em edição')).toHaveValue(med);

  const preview = page.getByRole('region', { name: 'Pré-visualização da dose' });
  await preview.getByLabel('Peso (kg)').fill('12,5');
  await expect(preview.getByTestId('dose-preview-text')).toHaveText('Dar 125 mg de 8/8h');

  // Use cases, dosages, tags and presentations of this medication only, on one screen.
  for (const table of ['pedbook_medication_use_cases', 'pedbook_medication_dosages', 'pedbook_medication_tags']) {
    await expect(page.getByRole('region', { name: `Tabela ${table}` }).getByText('1 registro · página 1 de 1')).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Tabela pedbook_medication_presentations' }).getByText('0 registros')).toBeVisible();
  const tags = page.getByRole('region', { name: 'Tabela pedbook_medication_tags' });
  await tags.getByRole('button', { name: 'Editar dose' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('multiplier').fill('15');
  await dialog.getByLabel('Motivo da alteração (fonte, edição, página) *').fill('teste e2e: nova dose');
  await dialog.getByRole('button', { name: 'Propor alteração' }).click();
  await expect(page.getByText('Proposta enviada para revisão').first()).toBeVisible();
  // Proposed, not live: the preview (the live rows) still computes 10 mg/kg.
  expect(sql(`select multiplier from public.pedbook_medication_tags where medication_id = ${quote(med)}`)).toBe('10');
  await expect(preview.getByTestId('dose-preview-text')).toHaveText('Dar 125 mg de 8/8h');
  // A second admin approves it over the API (the review screen is e2e/editorial.spec.ts).
  const revision = sql(`select r.id from public.pedbook_revisions r join public.pedbook_medication_tags t on t.id::text = r.entity_id where t.medication_id = ${quote(med)} and r.status = 'proposed'`);
  const token = (await passwordGrant(second.email, second.password)).access_token;
  const approved = await fetch(`${env.API_URL}/rest/v1/rpc/review_revision`, {
    method: 'POST',
    headers: { apikey: env.ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ p_id: revision, p_decision: 'approved', p_comment: 'conferido' }),
  });
  expect(approved.status).toBe(200);
  expect(sql(`select multiplier from public.pedbook_medication_tags where medication_id = ${quote(med)}`)).toBe('15');
  await page.reload();
  await ready(page);
  await preview.getByLabel('Peso (kg)').fill('12,5');
  await expect(preview.getByTestId('dose-preview-text')).toHaveText('Dar 187,5 mg de 8/8h');

  // Capped by max_value (500 mg): 40 kg × 15 = 600 → 500.
  await preview.getByLabel('Peso (kg)').fill('40');
  await expect(preview.getByTestId('dose-preview-text')).toHaveText('Dar 500 mg de 8/8h');
  await preview.getByLabel('Peso (kg)').fill('doze');
  await expect(preview.getByRole('alert')).toHaveText('Peso: informe um número em kg (ex.: 12,5).');

  // The public page computes with the edited multiplier: 12,5 kg × 15 = 187,5 mg.
  await page.goto(`/medicamentos/${slug}`);
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByLabel('Idade', { exact: true }).fill('3');
  await page.getByLabel('Peso (kg)').fill('12,5');
  await expect(page.locator('[data-use-case="Infecção de teste"]').getByTestId('dosage-text')).toHaveText('Dar 187,5 mg de 8/8h');
});
