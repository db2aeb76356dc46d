/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './build/compile-hints.ts';
import { deferManifest } from './build/defer-manifest.ts';
import { firstPage } from './build/first-page.ts';
import { precompress } from './build/precompress.ts';
import { prerenderInto } from './build/prerender.ts';
import { pwaOptions } from './build/pwa.ts';
import { iconsOf, isLucideIcon } from './build/icons-of.ts';
import { uplotLazyIntl } from './build/uplot-lazy-intl.ts';
import { MANIFEST_HREF } from './src/app/manifest-href.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const appVersion = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;
// The first page's module: preloaded on '/' (firstPage); its icons stay out of the merged icon chunks.
const HOME_PAGE = 'src/features/home/pages/home-page.tsx';
const homeIcons = iconsOf(new URL(`./${HOME_PAGE}`, import.meta.url));
const alias = [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }];

export default defineConfig({
  plugins: [homeIcons.plugin, uplotLazyIntl(), react(), tailwindcss(), compileHints(), firstPage({ pageModule: HOME_PAGE, inlineCss: true }), precompress({ before: (outDir) => prerenderInto(outDir, { root, entry: 'src/prerender.tsx', path: '/', alias }) }), VitePWA(pwaOptions), deferManifest(MANIFEST_HREF)],
  resolve: {
    alias,
  },
  // The app version busts the persisted query cache (src/features/offline/lib/query-persistence.ts).
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  build: {
    target: 'es2022',
    sourcemap: false,
    // react-dom + supabase-js + react-router form one ~160 KB (gzip) start-up chunk; the budget
    // test (e2e/budget.spec.ts) guards the real total.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The clinical core only declares (no globals, no top-level calls: src/clinical/index.ts), so a
      // module none of whose exports a page uses is dropped. Without this, a page importing one
      // helper from the '@/clinical' barrel also loaded the scores, Finnegan and poisoning tables
      // (the growth route: one 39 KB chunk it never ran).
      treeshake: { moduleSideEffects: (id: string) => (/[\\/]src[\\/]clinical[\\/]/.test(id) ? false : undefined) },
      output: {
        // Fewer, larger chunks for the lazy pages. Left alone, Rolldown gives every set of pages that
        // shares a module its own chunk: the growth route loaded 18 scripts, five of them one icon
        // each, and each costs main-thread work to request, compile and link (with 2 cores, more
        // than its size suggests). Now 8. Lighthouse's mobile profile, alternated rounds: growth
        // route 10-16 % less main-thread time (src/features/childcare/README.md).
        codeSplitting: {
          groups: [
            // Every module the entry loads anyway goes into the entry's chunk. Without this group,
            // Rolldown splits the ones that lazy pages import too into ~16 small shared chunks —
            // rolldown#10731.
            { name: 'start', tags: ['$initial'] },
            // Icons, by the set of pages using them as Rolldown would, but a set under 4 KB joins its
            // nearest neighbour: a page may get a few icons it does not draw (hundreds of bytes)
            // instead of one request per icon. Not the home page's icons: merged, they brought other
            // pages' icons into its start (e2e/budget.spec.ts checks it loads none of these chunks).
            {
              name: 'icons',
              test: (id: string) => isLucideIcon(id) && !homeIcons.icons.has(id),
              entriesAware: true,
              entriesAwareMergeThreshold: 4000,
            },
            // What the clinical pages share: form controls, the shared patient inputs and their
            // store, the clinical core's errors, formats, caveats and growth/plausibility checks.
            // Only the matching modules: their other dependencies keep the chunks Rolldown gives them.
            {
              name: 'clinical-common',
              includeDependenciesRecursively: false,
              test: /src[\\/](components[\\/](ui[\\/](?!dialog)|patient[\\/])|stores[\\/]patient-store|clinical[\\/](errors|format|caveats|growth|plausibility)\.ts|lib[\\/]growth-lms|config[\\/]path-descriptions)/,
            },
            // The frame every childcare page draws: page layout, the child's form and its session
            // store, dates, the curve reader.
            {
              name: 'childcare-frame',
              includeDependenciesRecursively: false,
              test: /src[\\/]features[\\/]childcare[\\/](components[\\/](childcare-page|fields|child-form)|lib[\\/](use-child|child|child-store|dates)|api[\\/](keys|curves))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'scripts/**/*.test.mjs', 'eslint-rules/**/*.test.js'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
});
