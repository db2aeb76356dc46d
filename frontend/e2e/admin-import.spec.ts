/** Imports: per-row errors, all-or-nothing chosen before writing, nothing half-imported. */
import { createUser, makeAdmin, quote, sql } from './support/backend';
import { allowConsoleError, expect, ready, signIn, test } from './support/fixtures';

test('a CSV with one bad row: its error shown, nothing imported all-or-nothing; the database refusing a row imports nothing', async ({ page }) => {
  const admin = await createUser('import-admin', 'Admin Importação');
  makeAdmin(admin.id);
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/medication-import');
  await ready(page);
  await page.getByLabel('Tabela de destino').selectOption({ label: 'Categorias de medicamentos' });

  const tag = `Imp${Date.now()}`;
  const csv = `name;display_order;description\n${tag} Analgésicos;1;"Dor; febre"\n${tag} Antibióticos;dois;\n${tag} Anti-histamínicos;3;\n`;
  await page.getByLabel('Arquivo CSV ou JSON').setInputFiles({ name: 'categorias.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const check = page.getByRole('region', { name: 'Verificação do arquivo' });
  await expect(check.getByRole('status')).toHaveText('3 linhas lidas: 2 válidas, 1 com erro.');
  const errors = check.getByRole('table', { name: 'Erros por linha' });
  await expect(errors.getByRole('row').nth(1)).toHaveText(/2\s*display_order\s*Informe um número inteiro\./);
  await expect(check.getByText('Nada será importado: corrija as linhas com erro')).toBeVisible();
  await expect(check.getByRole('button', { name: 'Importar 0 linhas' })).toBeDisabled();
  expect(sql(`select count(*) from public.pedbook_medication_categories where name like ${quote(`${tag}%`)}`)).toBe('0');

  // Only the valid rows, but one of them collides with an existing name: one transaction, nothing written.
  sql(`insert into public.pedbook_medication_categories (name) values (${quote(`${tag} Anti-histamínicos`)})`);
  allowConsoleError(page, /409 \(Conflict\)/);
  await check.getByLabel('Importar só as linhas válidas').check();
  await check.getByRole('button', { name: 'Importar 2 linhas' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nada foi importado' })).toContainText('Já existe um registro com este valor de "name"');
  expect(sql(`select count(*) from public.pedbook_medication_categories where name like ${quote(`${tag}%`)}`)).toBe('1');

  // A clean file imports every row.
  const good = `name,display_order\n${tag} Corticoides,4\n${tag} Broncodilatadores,5\n`;
  await page.getByLabel('Arquivo CSV ou JSON').setInputFiles({ name: 'ok.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await check.getByRole('button', { name: 'Importar 2 linhas' }).click();
  await expect(page.getByText('2 linhas importadas em pedbook_medication_categories.')).toBeVisible();
  expect(sql(`select string_agg(name || ':' || display_order, ',' order by display_order) from public.pedbook_medication_categories where name like ${quote(`${tag}%`)} and display_order > 0`)).toBe(
    `${tag} Corticoides:4,${tag} Broncodilatadores:5`,
  );
});
