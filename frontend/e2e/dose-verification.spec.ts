/** Issue #37 §2: every dose card says how sure its row is — the documentary verification level and date, the source
 * statement one tap away — and a row without a current check keeps the "pendente" warning. The level counts are a
 * view anyone can read over REST, equal to the rows the database holds. */
import { env, sql } from './support/backend';
import { expect, ready, test } from './support/fixtures';

test('a V row shows its level and date and opens what the source states; a U row says what was searched', async ({ page }) => {
  await page.goto('/medicamentos/oseltamivir');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('2');
  await page.getByLabel('Peso (kg)').fill('14');
  const card = page.locator('[data-dose="oseltamivir_mg"]');
  await expect(card.getByTestId('dose-value')).toHaveText('30 mg');
  const badge = card.locator('[data-verification]');
  await expect(badge).toHaveAttribute('data-verification', 'V');
  await expect(badge).toHaveText('[V] conferido no texto da fonte primária em 01/12/2026');
  await expect(card.locator('[data-status="pendente"]')).toHaveCount(0);
  const statement = card.getByTestId('source-statement');
  await expect(statement.getByText('30 mg VO 2 vezes ao dia')).toBeHidden();
  await statement.getByText('Trecho da fonte').click();
  await expect(statement).toContainText('O que a fonte estabelece: Crianças ≥ 12 meses, ≤ 15 kg: 30 mg VO 2 vezes ao dia');
  await expect(statement).toContainText('Documento: AAP Committee on Infectious Diseases');
  await expect(statement).toContainText('Conferência documental, não revisão clínica.');
  await expect(statement.getByRole('link')).toHaveAttribute('href', /^https:\/\//);

  // morphine IV in the first month: a "não indicado" row of PedBook's own choice that no source read states — U, pendente
  await page.goto('/medicamentos/morfina');
  await ready(page);
  await page.getByLabel('Idade', { exact: true }).fill('0');
  await page.getByLabel('Meses').fill('0');
  await page.getByLabel('Peso (kg)').fill('3,2');
  const u = page.locator('[data-dose="morfina_iv_mg"]');
  await expect(u).toHaveAttribute('data-kind', 'not_indicated');
  await expect(u.locator('[data-verification]')).toHaveAttribute('data-verification', 'U');
  await expect(u.locator('[data-status="pendente"]')).toHaveText(/conferir na bula\/protocolo local/);
  await u.getByTestId('source-statement').getByText('O que foi pesquisado').click();
  await expect(u.getByTestId('source-statement')).toContainText('Pesquisado: nenhuma fonte lida declara a exclusão desta faixa');
});

test('anyone reads the level counts over REST, and they are the rows the database holds', async () => {
  const res = await fetch(`${env.API_URL}/rest/v1/pedbook_dose_verification_counts?select=level,rows,with_statement,total,percent`, {
    headers: { apikey: env.ANON_KEY, Authorization: `Bearer ${env.ANON_KEY}` },
  });
  expect(res.status).toBe(200);
  const data = (await res.json()) as Array<{ level: string; rows: number; with_statement: number; total: number }>;
  expect(data.map((r) => r.level)).toEqual(['V', 'S', 'K', 'U']);
  const total = Number(sql(`select count(*) from pedbook_medication_tags t join pedbook_medications m on m.id = t.medication_id
    where m.published and not t.is_user_medication`));
  expect(data.reduce((n, r) => n + r.rows, 0)).toBe(total);
  const vs = Number(sql(`select count(*) from pedbook_dose_verifications where level in ('V', 'S') and not stale`));
  expect(data.filter((r) => r.level === 'V' || r.level === 'S').reduce((n, r) => n + r.rows, 0)).toBe(vs);
});
