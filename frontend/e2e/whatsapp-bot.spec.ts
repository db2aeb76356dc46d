/** /whatsapp-bot: the bot's page offers the chat only when an admin set its number in the site
 * settings; otherwise it says the bot is not available and points to Dr. Will. */
import { quote, sql } from './support/backend';
import { expect, ready, test } from './support/fixtures';

test('the WhatsApp bot page: no number, no chat link (Dr. Will instead); with the number, the click-to-chat link', async ({ page }) => {
  const saved = sql(`select coalesce(value, '') from public.site_settings where key = 'whatsapp_bot_number'`);
  try {
    sql(`delete from public.site_settings where key = 'whatsapp_bot_number'`);
    await page.goto('/whatsapp-bot');
    await ready(page);
    await expect(page.getByRole('heading', { name: 'PedBook no WhatsApp', level: 1 })).toBeVisible();
    await expect(page.getByText('O bot do WhatsApp ainda não está disponível.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Abrir conversa no WhatsApp' })).toHaveCount(0);
    await expect(page.getByText('Não envie nome, documento, foto', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Perguntar ao Dr. Will' }).click();
    await expect(page).toHaveURL(/\/dr-will$/);

    sql(`insert into public.site_settings (key, value) values ('whatsapp_bot_number', '+55 (11) 98888-7777')`);
    await page.goto('/whatsapp-bot');
    await ready(page);
    const link = page.getByRole('link', { name: 'Abrir conversa no WhatsApp' });
    await expect(link).toHaveAttribute('href', 'https://wa.me/5511988887777?text=Ol%C3%A1!%20Quero%20consultar%20o%20PedBook.');
    await expect(link).toHaveAttribute('target', '_blank');
  } finally {
    sql(`delete from public.site_settings where key = 'whatsapp_bot_number'`);
    if (saved !== '') sql(`insert into public.site_settings (key, value) values ('whatsapp_bot_number', ${quote(saved)})`);
  }
});
