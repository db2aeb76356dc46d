/** Issue #37 §3 in real Chromium: admin A proposes a dose change that the live medication page
 * does not show; A cannot approve it (the screen refuses, and the database refuses the direct call
 * over real HTTP with A's token); admin B, a clinical reviewer, approves it; the page shows the new
 * dose with B's sign-off; the row's history lists both steps; a rollback proposed by B and approved
 * by A restores the old dose (and, A holding no reviewer role, no sign-off line). */
import type { Page } from '@playwright/test';
import { createUser, env, makeAdmin, passwordGrant, quote, sql } from './support/backend';
import { expect, pageProblems, ready, signedInPage, signIn, test } from './support/fixtures';

async function rpc(token: string, name: string, body: unknown): Promise<{ status: number; body: { message?: string } }> {
  const res = await fetch(`${env.API_URL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: env.ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message?: string } };
}

async function publicDose(page: Page, slug: string): Promise<void> {
  await page.goto(`/medicamentos/${slug}`);
  await ready(page);
  // no dose without the age (issue #34's dose gate): a plausible 12,5 kg at 2 years
  await page.getByLabel('Idade', { exact: true }).fill('2');
  await page.getByLabel('Peso (kg)').fill('12,5');
}

test('a dose change goes live only when a second admin approves it; history and rollback', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const opened: Page[] = [];
  const a = await createUser('editorial-a', 'Ana Autora');
  const b = await createUser('editorial-b', 'Bruno Revisor');
  makeAdmin(a.id);
  makeAdmin(b.id);
  sql(`insert into public.pedbook_clinical_reviewers (user_id, full_name, registration) values (${quote(b.id)}, 'Dr. Bruno Revisor', 'CRM-SP 123456')`);
  const name = `Revisamicina ${Date.now()}`;
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  const med = sql(`insert into public.pedbook_medications (name, slug) values (${quote(name)}, ${quote(slug)}) returning id`);
  const useCase = sql(`insert into public.pedbook_medication_use_cases (medication_id, name, display_order) values (${quote(med)}, 'Infecção de teste', 1) returning id`);
  sql(`insert into public.pedbook_medication_dosages (medication_id, use_case_id, name, dosage_template, source) values (${quote(med)}, ${quote(useCase)}, 'Oral', 'Dar {{dose}} mg de 8/8h', 'teste e2e')`);
  const tag = sql(`insert into public.pedbook_medication_tags (medication_id, name, multiplier, max_value, type, unit, route, interval_hours, doses_per_day, source)
    values (${quote(med)}, 'dose', 10, 500, 'multiplier', 'mg', 'VO', 8, 3, 'teste e2e') returning id`);
  const multiplier = () => sql(`select multiplier from public.pedbook_medication_tags where id = ${quote(tag)}`);
  const dosage = page.locator('[data-use-case="Infecção de teste"]').getByTestId('dosage-text');

  // A proposes 15 mg/kg in the medication editor.
  await signIn(page, a.email, a.password);
  await page.goto(`/admin/dosages?medicamento=${med}`);
  await ready(page);
  const tags = page.getByRole('region', { name: 'Tabela pedbook_medication_tags' });
  await tags.getByRole('button', { name: 'Editar dose' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('multiplier').fill('15');
  await dialog.getByRole('button', { name: 'Propor alteração' }).click();
  await expect(dialog.getByRole('alert').first()).toHaveText('Corrija os campos destacados.');
  await expect(dialog.getByText('Informe o motivo da alteração (ao menos 3 caracteres).')).toBeVisible();
  await dialog.getByLabel('Motivo da alteração (fonte, edição, página) *').fill('Bula do fabricante 2024, seção 8 (posologia)');
  await dialog.getByRole('button', { name: 'Propor alteração' }).click();
  await expect(page.getByText('Proposta enviada para revisão: a versão em vigor continua a mesma até outro administrador aprovar.')).toBeVisible();
  expect(multiplier()).toBe('10');

  // The live page keeps the approved version: 12,5 kg × 10 = 125 mg.
  await publicDose(page, slug);
  await expect(dosage).toHaveText('Dar 125 mg de 8/8h');

  // A's review screen: before/after, the reference patients' doses, and no way to approve.
  await page.goto(`/admin/revisions?medicamento=${med}`);
  await ready(page);
  const proposal = page.getByRole('article', { name: 'Revisão alteração de dose dose' });
  await expect(proposal.getByTestId('revision-status')).toHaveText('aguardando revisão');
  await expect(proposal.getByTestId('revision-author')).toHaveText('Ana Autora');
  const diff = proposal.getByRole('table', { name: 'Valores antes e depois' });
  await expect(diff.locator('[data-column="multiplier"] [data-side="before"]')).toHaveText('10');
  await expect(diff.locator('[data-column="multiplier"] [data-side="after"]')).toHaveText('15');
  const doses = proposal.getByRole('table', { name: 'Doses dos pacientes de referência' });
  await expect(doses.locator('[data-patient="10 kg, 12 meses"] [data-side="before"]')).toHaveText('100 mg de 8/8 h');
  await expect(doses.locator('[data-patient="10 kg, 12 meses"] [data-side="after"]')).toHaveText('150 mg de 8/8 h');
  await expect(doses.locator('[data-patient="90 kg, 16 anos"] [data-side="after"]')).toHaveText('500 mg (teto por dose) de 8/8 h');
  await expect(proposal.getByRole('group', { name: 'Verificações do núcleo clínico' })).toContainText('sem lacunas nem sobreposições');
  await expect(proposal.getByRole('note')).toHaveText('Você é o autor desta proposta: só outro administrador pode aprová-la ou rejeitá-la.');
  await expect(proposal.getByRole('button', { name: 'Aprovar' })).toBeDisabled();
  // B holds the reviewer role (granted by a super admin; here by SQL), listed on the same screen.
  await expect(page.getByRole('region', { name: 'Tabela pedbook_clinical_reviewers' }).getByRole('cell', { name: 'CRM-SP 123456', exact: true })).toBeVisible();

  // The database refuses A's own approval and A's direct write, over real HTTP with A's token.
  const revision = sql(`select id from public.pedbook_revisions where entity_id = ${quote(tag)} and status = 'proposed'`);
  const tokenA = (await passwordGrant(a.email, a.password)).access_token;
  const own = await rpc(tokenA, 'review_revision', { p_id: revision, p_decision: 'approved', p_comment: 'eu mesma' });
  expect(own.status).toBe(403);
  expect(own.body.message).toBe('Você é o autor desta proposta: só outro administrador pode aprová-la ou rejeitá-la');
  const direct = await fetch(`${env.API_URL}/rest/v1/pedbook_medication_tags?id=eq.${tag}`, {
    method: 'PATCH',
    headers: { apikey: env.ANON_KEY, authorization: `Bearer ${tokenA}`, 'content-type': 'application/json' },
    body: JSON.stringify({ multiplier: 15 }),
  });
  expect(direct.status).toBe(403);
  expect(((await direct.json()) as { message: string }).message).toMatch(/passam pela revisão editorial/);
  expect(multiplier()).toBe('10');
  expect(sql(`select status from public.pedbook_revisions where id = ${quote(revision)}`)).toBe('proposed');

  // B approves with a comment.
  const pageB = await signedInPage(browser, b, opened);
  await pageB.goto(`/admin/revisions?medicamento=${med}`);
  await ready(pageB);
  const forB = pageB.getByRole('article', { name: 'Revisão alteração de dose dose' });
  await expect(forB.getByRole('note')).toHaveCount(0);
  await forB.getByRole('button', { name: 'Aprovar' }).click();
  await expect(forB.getByRole('alert')).toHaveText('Escreva um comentário da revisão.');
  await forB.getByLabel('Comentário da revisão *').fill('Conferido com a bula, seção 8');
  await forB.getByRole('button', { name: 'Aprovar' }).click();
  await expect(pageB.getByText('Nenhuma proposta aguardando revisão.')).toBeVisible();
  expect(multiplier()).toBe('15');

  // The live page computes with 15 mg/kg and shows B's sign-off.
  await publicDose(page, slug);
  await expect(dosage).toHaveText('Dar 187,5 mg de 8/8h');
  const today = new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  await expect(page.locator('[data-dose="dose"]').getByTestId('dose-signoff')).toHaveText(`Revisado por Dr. Bruno Revisor, CRM-SP 123456, em ${today}`);

  // The row's history lists the proposal and its approval.
  await page.goto(`/admin/revisions?registro=${tag}`);
  await ready(page);
  const step = page.getByRole('article', { name: 'Revisão alteração de dose dose' });
  await expect(step.getByTestId('revision-status')).toHaveText('aprovada');
  await expect(step.getByTestId('revision-author')).toHaveText('Ana Autora');
  await expect(step.getByTestId('revision-reviewer')).toHaveText('Bruno Revisor');
  await expect(step.getByTestId('revision-review')).toContainText('Conferido com a bula, seção 8 · revisão clínica: Dr. Bruno Revisor, CRM-SP 123456');
  await expect(step).toContainText('Bula do fabricante 2024, seção 8 (posologia)');

  // B proposes the rollback to the version before it; A approves it.
  await pageB.goto(`/admin/revisions?registro=${tag}`);
  await ready(pageB);
  await pageB.getByRole('button', { name: 'Restaurar a versão anterior a esta alteração' }).click();
  await pageB.getByRole('button', { name: 'Propor restauração' }).click();
  await expect(pageB.getByRole('article')).toHaveCount(2);
  await expect(pageB.getByRole('article').first().getByTestId('revision-status')).toHaveText('aguardando revisão');
  expect(multiplier()).toBe('15');

  await page.goto(`/admin/revisions?medicamento=${med}`);
  await ready(page);
  const rollback = page.getByRole('article', { name: 'Revisão alteração de dose dose' });
  await expect(rollback.getByRole('heading', { level: 2 })).toContainText('(restauração)');
  await expect(rollback.getByRole('table', { name: 'Valores antes e depois' }).locator('[data-column="multiplier"] [data-side="after"]')).toHaveText('10');
  await rollback.getByLabel('Comentário da revisão *').fill('Reversão conferida');
  await rollback.getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByText('Nenhuma proposta aguardando revisão.')).toBeVisible();
  expect(multiplier()).toBe('10');

  // The old dose is back; approved by an admin without the reviewer role: no sign-off line.
  await publicDose(page, slug);
  await expect(dosage).toHaveText('Dar 125 mg de 8/8h');
  await expect(page.locator('[data-dose="dose"]')).toContainText('125 mg');
  await expect(page.getByTestId('dose-signoff')).toHaveCount(0);
  await page.goto(`/admin/revisions?registro=${tag}`);
  await ready(page);
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.locator('article[data-status="approved"]')).toHaveCount(2);

  for (const p of opened) expect(pageProblems(p), 'console errors or page errors on B\'s page').toEqual([]);
  for (const p of opened) await p.context().close();
});
