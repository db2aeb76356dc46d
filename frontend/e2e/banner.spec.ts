/** Social banner: shown 500 ms after the home page opens, remembered 7 days once closed. */
import { expect, ready, test } from './support/fixtures';

test.use({ withBanner: true });

test('social banner appears, closes, and stays closed after a reload', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByTestId('social-banner');
  await expect(banner).toBeVisible({ timeout: 5_000 });
  await expect(banner).toContainText('Siga o PedBook no Instagram');
  await expect(page.getByTestId('social-banner-progress')).toBeVisible();
  await ready(page);
  await banner.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('pedbook_social_banner_dismissed_at'))).not.toBeNull();
  await page.reload();
  await ready(page);
  await page.waitForTimeout(1_000);
  await expect(page.getByTestId('social-banner')).toHaveCount(0);
});
