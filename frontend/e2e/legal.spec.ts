/** /terms and /politica-privacidade show their text (the user menu links to both: auth.spec.ts). */
import { expect, ready, test } from './support/fixtures';

test('the terms of use and the privacy policy show their sections', async ({ page }) => {
  await page.goto('/terms');
  await ready(page);
  await expect(page.getByRole('heading', { name: 'Termos de Uso', level: 1 })).toBeVisible();
  for (const h of ['Finalidade', 'Conta', 'Conteúdo', 'Uso adequado']) await expect(page.getByRole('heading', { name: h, level: 2 })).toBeVisible();
  await expect(page.getByText('não substitui o julgamento médico', { exact: false })).toBeVisible();

  await page.goto('/politica-privacidade');
  await ready(page);
  await expect(page.getByRole('heading', { name: 'Política de Privacidade', level: 1 })).toBeVisible();
  for (const h of ['Dados coletados', 'Uso dos dados', 'Seus direitos', 'Armazenamento local']) await expect(page.getByRole('heading', { name: h, level: 2 })).toBeVisible();
  await expect(page.getByText('Conforme a LGPD', { exact: false })).toBeVisible();
});
