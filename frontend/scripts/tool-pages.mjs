// Writes seeds/clinical/tool-pages.json from the tool catalogue (src/config/tools.ts, tool-texts.ts):
//   node scripts/tool-pages.mjs           write it
//   node scripts/tool-pages.mjs --check   exit 1 when the committed file differs
// The text comes from src/config/tool-pages-seed.ts (loaded through Vite, which reads the TypeScript);
// src/config/tool-pages-seed.test.ts runs the same comparison with the unit tests.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const frontend = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { module } = await runnerImport('/src/config/tool-pages-seed.ts', { root: frontend, configFile: false, logLevel: 'error' });
const file = resolve(frontend, '..', module.TOOL_PAGES_FILE);
const text = module.toolPagesJson();

if (process.argv.includes('--check')) {
  const same = readFileSync(file, 'utf8') === text;
  console.log(same ? `${module.TOOL_PAGES_FILE} matches the tool catalogue` : `${module.TOOL_PAGES_FILE} differs from the tool catalogue: run node frontend/scripts/tool-pages.mjs`);
  process.exit(same ? 0 : 1);
}
writeFileSync(file, text);
console.log(`wrote ${module.TOOL_PAGES_FILE} (${JSON.parse(text).pages.length} pages)`);
