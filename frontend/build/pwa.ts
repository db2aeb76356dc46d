/** The service worker (vite-plugin-pwa, generateSW): precaches only the app shell — JS, CSS,
 * HTML, SVG and fonts — so the app starts with no network. No runtime caching: reference data
 * is saved explicitly to IndexedDB (src/features/offline). Prompt-to-update: a new deployment
 * waits until the user accepts it (src/app/pwa-register.ts), never replacing a page mid-use.
 * The service worker is registered by our own few lines, not the plugin's (workbox-window would
 * cost the home page's JS budget), and never inside the Capacitor native shell. */
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** No precached file may be larger than this (workbox skips larger ones; the budget test in
 * e2e/budget.spec.ts checks the manifest). */
export const MAX_PRECACHE_FILE_BYTES = 2 * 1024 * 1024;

/** Paths the navigation fallback (index.html) must never answer: the API, auth, the runtime
 * config and the server's own endpoints go to the network. */
export const NAVIGATE_FALLBACK_DENYLIST = [/^\/rest\/v1(\/|$)/, /^\/auth\/v1(\/|$)/, /^\/app-config\.json$/, /^\/health$/, /^\/metrics$/];

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  strategies: 'generateSW',
  filename: 'sw.js',
  manifest: {
    name: 'PedBook — Pediatria ao alcance das suas mãos',
    short_name: 'PedBook',
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f766e',
    background_color: '#ffffff',
    // PNG install icons (scripts/icons.mjs renders them from public/favicon.svg).
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    ],
  },
  includeManifestIcons: false,
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff,woff2}'],
    globIgnores: ['**/*.gz', '**/*.br', 'sw.js', 'workbox-*.js', 'shell.html'], // shell.html: the server's copy of index.html for other paths; offline, index.html answers them
    maximumFileSizeToCacheInBytes: MAX_PRECACHE_FILE_BYTES,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: NAVIGATE_FALLBACK_DENYLIST,
    cleanupOutdatedCaches: true,
    clientsClaim: false,
    skipWaiting: false,
    runtimeCaching: [],
  },
};
