/** /anamnese: a structured pediatric history turned into text that is copied to the clipboard. */
import { expect, ready, test } from './support/fixtures';

test('anamnese: the filled fields become the record text, copied to the clipboard and kept on reload', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/anamnese');
  await ready(page);
  await expect(page.getByRole('button', { name: 'Copiar texto' })).toBeDisabled();
  await page.getByLabel('Idade', { exact: true }).fill('2 anos e 3 meses');
  await page.getByLabel('Informante').fill('mãe');
  await page.getByLabel('Queixa principal').fill('febre há 2 dias');
  await page.getByLabel('Idade gestacional ao nascer').fill('39 semanas');
  await page.getByLabel('Alergias').fill('nega');
  const expected = 'IDENTIFICAÇÃO\nIdade: 2 anos e 3 meses\nInformante: mãe\n\nQUEIXA PRINCIPAL E DURAÇÃO\nfebre há 2 dias\n\nANTECEDENTES GESTACIONAIS E PERINATAIS\nIdade gestacional ao nascer: 39 semanas\n\nANTECEDENTES PATOLÓGICOS\nAlergias: nega';
  await expect(page.getByTestId('anamnesis-text')).toHaveText(expected);
  await page.getByRole('button', { name: 'Copiar texto' }).click();
  await expect(page.getByText('Texto copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  await page.reload();
  await ready(page);
  await expect(page.getByLabel('Informante')).toHaveValue('mãe');
  await page.getByRole('button', { name: 'Limpar' }).click();
  await expect(page.getByTestId('anamnesis-text')).toHaveText('Preencha algum campo para gerar o texto.');
});
