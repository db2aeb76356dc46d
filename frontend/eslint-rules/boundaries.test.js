// @vitest-environment node
// The import boundaries of eslint.config.js fire, through the project's own config, on code
// placed where it would live (the imported modules are real files of src/).
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const cwd = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({ cwd });

async function ruleIds(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('import-x/no-restricted-paths: features', () => {
  it.each([
    ['an internal of another feature by alias', "import { mergeResults } from '@/features/search/lib/merge';\nexport const x = mergeResults;"],
    ['an internal of another feature by relative path', "import { mergeResults } from '../search/lib/merge';\nexport const x = mergeResults;"],
    ['another feature’s routes.ts', "import { routes } from '@/features/auth/routes';\nexport const x = routes;"],
  ])('rejects %s', async (_name, code) => {
    expect(await ruleIds(code, 'src/features/home/__lint_fixture__.ts')).toContain('import-x/no-restricted-paths');
  });
  it.each([
    ['another feature’s index', "import { GlobalSearch } from '@/features/search';\nexport const x = GlobalSearch;"],
    ['its own internals', "import { HOME_SECTIONS } from '../lib/home-sections';\nexport const x = HOME_SECTIONS;"],
    ['shared code', "import { cn } from '@/lib/cn';\nexport const x = cn;"],
  ])('accepts %s', async (_name, code) => {
    expect(await ruleIds(code, 'src/features/home/components/__lint_fixture__.ts')).toEqual([]);
  });
});

describe('import-x/no-restricted-paths: app and shared code', () => {
  it('rejects the app reaching into a feature', async () => {
    const code = "import { SettingsPage } from '@/features/settings/pages/settings-page';\nexport const x = SettingsPage;";
    expect(await ruleIds(code, 'src/app/__lint_fixture__.ts')).toContain('import-x/no-restricted-paths');
  });
  it('accepts the app using a feature’s index and routes.ts', async () => {
    const code = "import { useAuthSync } from '@/features/auth';\nimport { routes } from '@/features/auth/routes';\nexport const x = [useAuthSync, routes];";
    expect(await ruleIds(code, 'src/app/__lint_fixture__.ts')).toEqual([]);
  });
  it.each(['src/lib', 'src/components/ui', 'src/stores', 'src/config', 'src/clinical'])('rejects %s importing a feature', async (dir) => {
    const code = "import { GlobalSearch } from '@/features/search';\nexport const x = GlobalSearch;";
    expect(await ruleIds(code, `${dir}/__lint_fixture__.ts`)).toContain('import-x/no-restricted-paths');
  });
});

describe('src/clinical is pure', () => {
  it.each([
    ['React', "import { useState } from 'react';\nexport const x = useState;", 'no-restricted-imports'],
    ['supabase-js', "import { createClient } from '@supabase/supabase-js';\nexport const x = createClient;", 'no-restricted-imports'],
    ['an alias into src', "import { cn } from '@/lib/cn';\nexport const x = cn;", 'no-restricted-imports'],
    ['a relative path out of the folder', "import { cn } from '../lib/cn';\nexport const x = cn;", 'import-x/no-restricted-paths'],
  ])('rejects importing %s', async (_name, code, rule) => {
    expect(await ruleIds(code, 'src/clinical/__lint_fixture__.ts')).toContain(rule);
  });
  it('lets its tests import test tools', async () => {
    expect(await ruleIds("import fc from 'fast-check';\nexport const x = fc;", 'src/clinical/dose.test.ts')).toEqual([]);
  });
  it('accepts its own modules', async () => {
    expect(await ruleIds("export { x } from './other';", 'src/clinical/__lint_fixture__.ts')).toEqual([]);
  });
});

describe('import-x/no-cycle', () => {
  it('rejects an import cycle (src/__lint_fixtures__/cycle: a.ts ↔ b.ts)', async () => {
    const unignored = new ESLint({ cwd, ignore: false });
    const [result] = await unignored.lintFiles(['src/__lint_fixtures__/cycle/a.ts']);
    expect(result.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
  it('the real source has none (npm run lint checks it too)', async () => {
    const code = "import { routes } from '@/app/router';\nexport const x = routes;";
    expect(await ruleIds(code, 'src/__lint_fixture__.ts')).toEqual([]);
  });
});
