/** The app with its server down (issue #23): visit once, wait for the service worker, stop the
 * server, reload. The shell and the pure tools work, blocked areas show the spec's page; with
 * the admin's offline setting on, a downloaded copy answers medications (doses computed) and the
 * search. The spec starts its own pedbook (support/own-server.ts) so it can stop it. */
import type { Page } from '@playwright/test';
import { quote, sql } from './support/backend';
import { expectAmoxicillinOtitisDoseFor12Kg } from './support/doses';
import { allowConsoleError, expect, ready, test } from './support/fixtures';
import { OwnServer } from './support/own-server';

const server = new OwnServer();

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: server.origin, serviceWorkers: 'allow' });
test.afterAll(async () => {
  await server.stop();
});

/** Waits until the service worker is active (its install precached the shell). */
async function workerReady(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state ?? null), { timeout: 60_000 })
    .toBe('activated');
}

/** Requests to the stopped server fail in the console by design. */
function allowServerDown(page: Page): void {
  allowConsoleError(page, /ERR_CONNECTION_REFUSED|Failed to fetch|ERR_FAILED|ERR_NETWORK/);
}

async function expectNoErrorScreen(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Algo deu errado' })).toHaveCount(0);
  await expect(page.getByText('Configuração do aplicativo indisponível')).toHaveCount(0);
}

test('with the server stopped the app starts; tools work; /notes shows the blocked page', async ({ page, context }) => {
  test.setTimeout(180_000);
  await server.start();
  await page.goto('/');
  await ready(page);
  await workerReady(page);

  // The navigation fallback never answers the API, auth or the runtime config: navigations to
  // them, from a page the worker controls, reach the server (JSON), not the app's index.html.
  const probe = await context.newPage();
  await probe.goto('/');
  await expect.poll(() => probe.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  for (const path of ['/rest/v1/', '/auth/v1/settings', '/app-config.json']) {
    const res = await probe.goto(path);
    expect(res?.fromServiceWorker(), path).toBe(false);
    expect(res?.headers()['content-type'] ?? '', path).toContain('json');
  }
  // …while a page route is answered by the worker.
  expect((await probe.goto('/poisonings'))?.fromServiceWorker()).toBe(true);
  await probe.close();

  await server.stop();
  allowServerDown(page);
  await page.reload();
  await ready(page);
  await expectNoErrorScreen(page);
  await expect(page.locator('main#conteudo')).toContainText('Calculadoras');

  const pages: Array<[string, RegExp]> = [
    ['/calculadoras/apgar', /Apgar/],
    ['/flowcharts/anaphylaxis', /Anafilaxia/i],
    ['/poisonings', /Intoxica/],
  ];
  for (const [path, heading] of pages) {
    const t0 = Date.now();
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    console.log(`offline: ${path} rendered in ${Date.now() - t0} ms`);
    await expectNoErrorScreen(page);
  }
  // The Apgar calculator computes with no server.
  await page.goto('/calculadoras/apgar', { waitUntil: 'commit' });
  await ready(page);
  const answers: Array<[string, string]> = [
    ['Frequência cardíaca', '≥ 100 bpm'],
    ['Esforço respiratório', 'Bom, choro forte'],
    ['Tônus muscular', 'Alguma flexão'],
    ['Irritabilidade reflexa (sonda/estímulo)', 'Choro, tosse, espirro ou retirada ativa'],
    ['Cor', 'Corpo róseo, extremidades cianóticas'],
  ];
  for (const [legend, option] of answers) {
    await page.getByRole('group', { name: legend, exact: true }).getByRole('radio', { name: option, exact: true }).check();
  }
  await expect(page.getByTestId('result-value')).toHaveText('8 pontos');

  await page.goto('/notes', { waitUntil: 'commit' });
  const blocked = page.getByTestId('offline-blocked');
  await expect(blocked.getByRole('heading', { level: 1 })).toHaveText('Anotações indisponíveis offline');
  await expect(blocked.getByRole('button', { name: 'Ir para Página Inicial' })).toBeVisible();
});

test('offline datasets: off by default; when the admin turns them on, doses and search work with the server down', async ({ page }) => {
  test.setTimeout(240_000);
  sql(`update site_settings set value = 'false' where key = 'offline_mode_enabled'`);
  // A published conduct (the seeded ones are drafts, which visitors never receive).
  const slug = `offline-e2e-${Date.now()}`;
  sql(`insert into public.pedbook_conducts_summaries (topic_id, title, slug, content, published, source)
       select t.id, 'Conduta offline E2E', ${quote(slug)}, ${quote('## Avaliação offline\n\nOxigênio se SpO2 < 92%.')}, true, 'Fonte E2E 2026'
       from public.pedbook_conducts_topics t join public.pedbook_conducts_categories c on c.id = t.category_id
       where c.slug = 'pneumologia' and t.slug = 'crise-de-asma'`);
  await server.start();
  try {
    await page.goto('/modo-offline');
    await ready(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modo Offline Temporariamente Indisponível');

    sql(`update site_settings set value = 'true' where key = 'offline_mode_enabled'`);
    await page.reload();
    await ready(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modo Offline');
    await page.getByRole('button', { name: 'Baixar dados para uso offline' }).click();
    await expect(page.getByTestId('offline-status')).toContainText(/Dados offline de .* itens · versão 1\.0\.0/, { timeout: 120_000 });
    await workerReady(page);
  } finally {
    sql(`update site_settings set value = 'false' where key = 'offline_mode_enabled'`);
    sql(`delete from public.pedbook_conducts_summaries where slug = ${quote(slug)}`);
  }

  await server.stop();
  allowServerDown(page);
  await page.goto('/medicamentos/amoxicilina', { waitUntil: 'commit' });
  await ready(page);
  await expectNoErrorScreen(page);
  await expectAmoxicillinOtitisDoseFor12Kg(page, { offline: true });

  const timing = await page.evaluate(() => ({
    restore: performance.getEntriesByName('pedbook:offline-restore')[0]?.duration ?? null,
    parse: performance
      .getEntriesByType('measure')
      .filter((m) => m.name.startsWith('pedbook:offline-parse:'))
      .map((m) => `${m.name.slice('pedbook:offline-parse:'.length)} ${m.duration.toFixed(1)} ms`),
  }));
  expect(timing.restore).not.toBeNull();
  console.log(`offline: restoring the downloaded copy took ${timing.restore?.toFixed(1)} ms; parsed on use: ${timing.parse.join(', ')}`);

  const box = page.getByTestId('search-input-header');
  const list = page.getByRole('listbox', { name: 'Resultados da busca' });
  await box.fill('amoxicilina');
  const hit = list.getByRole('option').filter({ hasText: 'Amoxicilina' }).first();
  await expect(hit).toBeVisible({ timeout: 15_000 });

  // Conducts and CID-10 read from the copy.
  await page.goto(`/condutas-e-manejos/pneumologia/crise-de-asma/${slug}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conduta offline E2E');
  await expect(page.getByRole('heading', { level: 2, name: 'Avaliação offline' })).toBeVisible();
  await page.goto('/codigos/cid-10/code/j45.0', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^J45\.0 — /);
  await expectNoErrorScreen(page);
  await page.getByTestId('search-input-header').fill('crise de asma');
  await expect(page.getByRole('listbox', { name: 'Resultados da busca' }).getByRole('option').filter({ hasText: 'Conduta offline E2E' })).toBeVisible({ timeout: 15_000 });
});
