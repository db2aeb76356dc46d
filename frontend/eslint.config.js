// ESLint (flat config), run by `npm run lint` and by scripts/test's frontend stage.
// Boundaries (checked on resolved files, so `@/…` and relative imports count alike):
//   - a feature imports another feature only through its index.ts, never its internals;
//   - app/ and the entries (main.tsx, prerender.tsx) import features through index.ts or routes.ts;
//   - lib/, components/, stores/, config/ and clinical/ never import features;
//   - clinical/ imports nothing outside itself (no React, no supabase, no packages at all);
//   - no import cycles.
// Internal links are built with pathTo from the route registry, never spelled (pedbook/no-literal-path).
// Each rule has a fixture test proving it fires: eslint-rules/*.test.js.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import pedbook from './eslint-rules/index.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = `${root}src`;
const features = readdirSync(`${src}/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features/**',
  except: [`${src}/features/${name}/**`, `${src}/features/*/index.ts`],
  message: `A feature imports another feature only through its index.ts (${name} reached into another feature's internals).`,
}));

const sharedZone = {
  target: ['./src/lib', './src/components', './src/stores', './src/config', './src/clinical'],
  from: './src/features',
  message: 'Shared code (lib, components, stores, config, clinical) never imports a feature.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'android/**', 'ios/**', 'node_modules/**', 'test-results/**', 'eslint-rules/__fixtures__/**', 'src/__lint_fixtures__/**'] },
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'build/**/*.ts', '*.ts'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { pedbook, '@typescript-eslint': tseslint.plugin },
    rules: {
      'pedbook/effect-callback': 'error',
    },
  },
  {
    // React code only: Playwright's fixtures call a function named `use` that is no hook.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Internal links go through the route registry (eslint-rules/no-literal-path.js); tests may
    // spell the URL they drive.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'pedbook/no-literal-path': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x parses only files with these extensions when following imports (no-cycle).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({ alias: { '@': [src] }, extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.css'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...featureZones,
            {
              target: ['./src/app', './src/main.tsx', './src/prerender.tsx'],
              from: './src/features/**',
              except: [`${src}/features/*/index.ts`, `${src}/features/*/routes.ts`],
              message: 'The app reaches a feature only through its index.ts or routes.ts.',
            },
            sharedZone,
          ],
        },
      ],
    },
  },
  {
    // The clinical core is pure: no packages (React, supabase-js, …) and no aliases, only
    // relative imports inside the folder (../shared/clinical/contract.md).
    // Its own tests may import test tools (vitest, fast-check).
    files: ['src/clinical/**/*.{ts,tsx}'],
    ignores: ['src/clinical/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [sharedZone, { target: './src/clinical', from: './src', except: ['./clinical'], message: 'src/clinical is pure: it imports nothing outside itself.' }],
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\.{1,2}/)', message: 'src/clinical imports only its own modules (relative paths): no React, no supabase, no packages.' }] },
      ],
    },
  },
);
