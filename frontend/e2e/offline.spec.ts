/** Connectivity: the Conexão Perdida modal and the offline-blocked page. */
import { allowConsoleError, expect, ready, test } from './support/fixtures';

test('going offline shows Conexão Perdida; blocked areas show the offline page', async ({ page, context }) => {
  await page.goto('/');
  await ready(page);
  // Requests made while offline fail in the console by design.
  allowConsoleError(page, /net::ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(true);
  const modal = page.getByRole('dialog', { name: 'Conexão Perdida' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('o assistente de IA, as prescrições e as anotações precisam de internet');

  await modal.getByRole('button', { name: 'Tentar Reconectar' }).click();
  await expect(modal.getByRole('button', { name: 'Reconectando...' })).toBeDisabled();
  await expect(modal.getByRole('button', { name: 'Tentar Reconectar' })).toBeEnabled({ timeout: 5_000 });
  await modal.getByRole('button', { name: 'Continuar Assim' }).click();
  await expect(modal).toHaveCount(0);

  await page.locator('[data-card="interacoes"]').click();
  await expect(page).toHaveURL(/\/interacoes-medicamentosas$/);
  const blocked = page.getByTestId('offline-blocked');
  await expect(blocked.getByRole('heading', { level: 1 })).toHaveText('Interações medicamentosas indisponíveis offline');
  await expect(blocked).toContainText('Funcionam sem internet');
  await blocked.getByRole('button', { name: 'Saiba mais' }).click();
  const info = page.getByRole('dialog', { name: 'Modo Offline Temporariamente Indisponível' });
  await expect(info).toBeVisible();
  await info.getByRole('button', { name: 'Entendi' }).click();
  await blocked.getByRole('button', { name: 'Ir para Página Inicial' }).click();
  await expect(page).toHaveURL(/\/$/);

  await context.setOffline(false);
  await expect(page.getByRole('dialog', { name: 'Conexão Perdida' })).toHaveCount(0);
});
