/** Performance budget: JavaScript transferred for '/' at most 180 KB gzipped (every script the
 * page fetches until the network is idle, measured by gzipping each response body). */
import { gzipSync } from 'node:zlib';
import { expect, test } from './support/fixtures';

export const JS_BUDGET_BYTES = 180 * 1024;

test('JS for / stays within 180 KB gzipped', async ({ page }) => {
  const sizes = new Map<string, number>();
  page.on('response', async (res) => {
    const url = res.url();
    if (res.request().resourceType() !== 'script' && !url.endsWith('.js')) return;
    try {
      sizes.set(url, gzipSync(await res.body(), { level: 9 }).length);
    } catch {
      /* body unavailable (redirect) */
    }
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  const listing = [...sizes.entries()].map(([u, s]) => `${(s / 1024).toFixed(1)} KB ${new URL(u).pathname}`).join('\n');
  console.log(`JS for / (gzip): ${(total / 1024).toFixed(1)} KB in ${sizes.size} files\n${listing}`);
  expect(sizes.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(JS_BUDGET_BYTES);
});
