/** What the app offers follows the server's configuration: sign-in providers from the auth
 * service's /settings, the WhatsApp support number from site_settings, the Instagram post from
 * pedbook_site_instagram_posts (the demo data holds one; an empty table is the one case where the
 * spec's lookup logs a 406, PGRST116, and the page carries on). */
import { quote, sql } from './support/backend';
import { allowConsoleError, expect, ready, test } from './support/fixtures';

test('the login form offers Google only when the auth service has it configured', async ({ page }) => {
  // scripts/test configures no Google client: the real /settings says google: false.
  await page.goto('/login');
  await ready(page);
  await expect(page.getByRole('form', { name: 'Entrar' })).toBeVisible();
  const settings = await page.evaluate(async () => {
    const cfg = (await (await fetch('/app-config.json')).json()) as { supabaseUrl: string; supabaseAnonKey: string };
    const res = await fetch(`${cfg.supabaseUrl}/auth/v1/settings`, { headers: { apikey: cfg.supabaseAnonKey } });
    return (await res.json()) as { external: { google: boolean } };
  });
  expect(settings.external.google).toBe(false);
  await expect(page.getByRole('button', { name: 'Continuar com Google' })).toHaveCount(0);

  // With a server that has Google configured, the button is there.
  await page.route('**/auth/v1/settings', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { external: Record<string, boolean> };
    await route.fulfill({ response: res, json: { ...body, external: { ...body.external, google: true } } });
  });
  await page.reload();
  await ready(page);
  await expect(page.getByRole('button', { name: 'Continuar com Google' })).toBeVisible();
});

test('the WhatsApp support link carries the number of the site settings, and is hidden without one', async ({ page }) => {
  const saved = sql(`select coalesce(value, '') from public.site_settings where key = 'support_whatsapp'`);
  try {
    sql(`delete from public.site_settings where key = 'support_whatsapp'`);
    await page.goto('/feedback-suporte');
    await ready(page);
    const aside = page.getByRole('complementary');
    await expect(aside.getByText('O atendimento pelo WhatsApp não está disponível no momento.', { exact: false })).toBeVisible();
    await expect(aside.getByRole('link', { name: 'Falar no WhatsApp' })).toHaveCount(0);

    sql(`insert into public.site_settings (key, value) values ('support_whatsapp', '+55 (11) 99999-0000')`);
    await page.reload();
    await ready(page);
    const link = aside.getByRole('link', { name: 'Falar no WhatsApp' });
    await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/5511999990000\?text=/);
    await expect(link).toHaveAttribute('target', '_blank');
  } finally {
    sql(`delete from public.site_settings where key = 'support_whatsapp'`);
    if (saved !== '') sql(`insert into public.site_settings (key, value) values ('support_whatsapp', ${quote(saved)})`);
  }
});

test.describe('Instagram post', () => {
  test.use({ withBanner: true });

  test('the demo data holds a post: the home page asks for it without an error', async ({ page }) => {
    expect(Number(sql(`select count(*) from public.pedbook_site_instagram_posts where not is_counter`))).toBeGreaterThan(0);
    const lookup = page.waitForResponse((r) => r.url().includes('/rest/v1/pedbook_site_instagram_posts'));
    await page.goto('/');
    await ready(page);
    expect((await lookup).status()).toBe(200);
    await expect(page.getByTestId('social-banner')).toBeVisible({ timeout: 5_000 });
  });

  test('with no post at all, the 406 (PGRST116) is the one expected error and the page carries on', async ({ page }) => {
    const rows = sql(`select coalesce(json_agg(p), '[]') from public.pedbook_site_instagram_posts p where not is_counter`);
    try {
      sql(`delete from public.pedbook_site_instagram_posts where not is_counter`);
      allowConsoleError(page, /status of 406.*\/rest\/v1\/pedbook_site_instagram_posts/);
      const lookup = page.waitForResponse((r) => r.url().includes('/rest/v1/pedbook_site_instagram_posts'));
      await page.goto('/');
      await ready(page);
      const res = await lookup;
      expect(res.status()).toBe(406);
      expect(((await res.json()) as { code: string }).code).toBe('PGRST116');
      await expect(page.getByRole('heading', { level: 1, name: 'PedBook' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Algo deu errado' })).toHaveCount(0);
    } finally {
      sql(`insert into public.pedbook_site_instagram_posts select * from json_populate_recordset(null::public.pedbook_site_instagram_posts, ${quote(rows)}::json)`);
    }
  });
});
