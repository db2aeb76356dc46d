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
  // The merged icon chunks (vite.config.ts, group 'icons') carry other pages' icons: the home page
  // keeps its own (build/icons-of.ts), so the chunking of the lazy pages adds nothing here.
  const merged = [...sizes.keys()].filter((u) => /\/assets\/icons~/.test(new URL(u).pathname));
  expect(merged, 'merged icon chunks loaded by the home page').toEqual([]);
});

/** Every module the entry loads is in the entry's own chunk (vite.config.ts, codeSplitting group
 * `$initial`): index.html then preloads no shared chunk beside it. Without the group Rolldown split
 * ~16 small shared chunks off the entry (rolldown#10731), each one more request on every start. */
test('the start-up code comes in one chunk: index.html preloads no shared chunk', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
  expect(html.match(/<link rel="modulepreload"[^>]*>/g) ?? []).toEqual([]);
});

/** The entry chunk carries V8's explicit compile hint on its first line (build/compile-hints.ts):
 * Chromium compiles it on the streaming thread instead of function by function on the main thread. */
test('the entry chunk asks V8 to compile it eagerly, off the main thread', async ({ request }) => {
  const html = await (await request.get('/puericultura/curva-de-crescimento', { headers: { Accept: 'text/html' } })).text();
  const entry = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"><\/script>/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  const code = await (await request.get(entry as string)).text();
  expect(code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
});

/** index.html carries the home page pre-rendered; any other route gets the same page without that
 * markup (build/prerender.ts writes shell.html, the server answers other paths with it), so the
 * browser does not parse the home page only to drop it. The service worker does not precache it. */
test('only / carries the pre-rendered home page', async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('data-prerender="/"');
  for (const path of ['/puericultura/curva-de-crescimento', '/medicamentos/amoxicilina']) {
    const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
    expect(html, path).toMatch(/<div id="root"><\/div>/);
    expect(html, path).not.toContain('data-prerender="/"');
    // the same page otherwise: the entry script and the inlined CSS
    expect(html, path).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
    expect(html.length, path).toBeGreaterThan(home.length / 2);
  }
  const sw = await (await request.get('/sw.js')).text();
  expect(sw).not.toContain('shell.html');
});

/** The service worker precaches only the shell (JS, CSS, HTML, SVG, fonts, and the web app
 * manifest): its precache list holds nothing else, no file over 2 MiB, and the whole under PRECACHE_BUDGET_BYTES. */
export const PRECACHE_BUDGET_BYTES = 3 * 1024 * 1024;
export const PRECACHE_FILE_MAX_BYTES = 2 * 1024 * 1024;

/** An SVG drawn as an image (an <img>, the tab icon, a manifest icon) costs Chromium a whole
 * internal page, built on the page's main thread, at every start: the icons are PNG and the
 * header's mark is inline (scripts/icons.mjs, src/app/layouts/logo.tsx). */
test('a start loads no SVG image', async ({ page, request }) => {
  const svgs: string[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.endsWith('.svg') || (res.headers()['content-type'] ?? '').includes('image/svg+xml')) svgs.push(res.url());
  });
  for (const path of ['/', '/puericultura/curva-de-crescimento']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByTestId('logo-mark')).toBeVisible();
  }
  expect(svgs).toEqual([]);
  const html = await (await request.get('/puericultura/curva-de-crescimento', { headers: { Accept: 'text/html' } })).text();
  expect(html).toContain('<link rel="icon" href="/favicon-32.png"');
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { icons: { src: string; type: string }[] };
  expect(manifest.icons.map((i) => i.type)).toEqual(['image/png', 'image/png']);
});

/** The web app manifest is linked after the start-up, not by the HTML (build/defer-manifest.ts):
 * Chromium's installability check, and the redrawing of the browser's own UI that followed it, took
 * CPU from the start on 2 cores. The app is still installable once the page has started: Chromium
 * itself says so (Page.getInstallabilityErrors: nothing but the test profile's incognito). */
test('the manifest comes after the start-up, and the app is installable', async ({ page, request }) => {
  for (const path of ['/', '/puericultura/curva-de-crescimento']) {
    const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
    expect(html, path).not.toContain('rel="manifest"');
  }
  await page.goto('/puericultura/curva-de-crescimento');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest', { timeout: 15_000 });
  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () => {
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      // A Playwright context is an incognito profile, where Chromium installs nothing.
      return installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
    }, { timeout: 15_000 })
    .toEqual([]);
});

/** The clinical core only declares, so the build drops the modules of '@/clinical' a page does not
 * use (vite.config.ts, treeshake.moduleSideEffects): the growth route loads none of the poisoning
 * and Finnegan tables, which it would otherwise fetch and run at every start (one 39 KB chunk).
 * And its start comes in a handful of scripts (vite.config.ts, codeSplitting groups), not the 18
 * Rolldown's own splitting gave it: each one is main-thread work to request, compile and link. */
export const GROWTH_ROUTE_MAX_SCRIPTS = 10;
test('the growth route loads no clinical table it does not use, in few scripts', async ({ page }) => {
  const bodies: string[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      bodies.push(await res.text());
    } catch {
      /* body unavailable (redirect) */
    }
  });
  await page.goto('/puericultura/curva-de-crescimento', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(bodies.length).toBeGreaterThan(0);
  for (const marker of ['Benzodiazepínicos', 'folha de 21 sinais']) {
    expect(bodies.filter((b) => b.includes(marker)), marker).toEqual([]);
  }
  expect(bodies.length, 'scripts loaded by the growth route').toBeLessThanOrEqual(GROWTH_ROUTE_MAX_SCRIPTS);
});

test('the service worker precaches only the shell, within its budget', async ({ request }) => {
  const sw = await request.get('/sw.js');
  expect(sw.ok()).toBe(true);
  const text = await sw.text();
  const urls = [...text.matchAll(/url:"([^"]+)"/g)].map((m) => m[1] as string);
  expect(urls.length).toBeGreaterThan(10);
  expect(urls).toContain('index.html');
  // The web app manifest (a few hundred bytes, what makes the app installable) is the one
  // non-code file the plugin adds; the PNGs are the tab and install icons (scripts/icons.mjs).
  const notShell = urls.filter((u) => !/\.(js|css|html|svg|png|woff2?)$/.test(u) && u !== 'manifest.webmanifest');
  expect(notShell, 'precached files that are not shell files').toEqual([]);
  expect(urls.filter((u) => /(^|\/)(rest|auth)\/v1|app-config\.json/.test(u))).toEqual([]);
  let total = 0;
  const big: string[] = [];
  for (const u of urls) {
    const res = await request.get(`/${u}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(res.ok(), u).toBe(true);
    const size = (await res.body()).length;
    total += size;
    if (size > PRECACHE_FILE_MAX_BYTES) big.push(`${u} (${size} B)`);
  }
  console.log(`precache: ${urls.length} files, ${(total / 1024).toFixed(1)} KiB`);
  expect(big, 'precached files over 2 MiB').toEqual([]);
  expect(total).toBeLessThanOrEqual(PRECACHE_BUDGET_BYTES);
});
