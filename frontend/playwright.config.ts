/** Browser tests: the system Chromium (never downloaded) against the app served by pedbook with
 * real PostgreSQL. scripts/test provides PEDBOOK_ENV_FILE (API_URL, keys, DB_URL, MAIL_WEB_URL). */
import { defineConfig } from '@playwright/test';
import { readEnvFile } from './e2e/support/env';

const env = readEnvFile();

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: env.API_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
    // The service worker would serve precached chunks and hide network mocks from page.route:
    // only the offline spec (e2e/offline-start.spec.ts) lets it register.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
