/** seeds/clinical/tool-pages.json (what Dr. Will's retrieval knows of the calculator and
 * flowchart pages) mirrors the route registry: every calculator and flowchart route is there
 * with its registered title and its page description, and nothing else is. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROUTES } from '../../../config/paths';
import { describePath } from '../../../config/path-descriptions';

interface ToolPage {
  path: string;
  kind: 'calculator' | 'flowchart';
  title: string;
  summary: string;
  keywords: string;
}

const seed = JSON.parse(readFileSync(resolve(__dirname, '../../../../../seeds/clinical/tool-pages.json'), 'utf8')) as { pages: ToolPage[] };

describe('tool pages seed', () => {
  const registry = ROUTES.filter((r) => /^\/(calculadoras|flowcharts)\/[^:]+$/.test(r.path));

  it('lists every calculator and flowchart route of the registry, and only those', () => {
    expect(seed.pages.map((p) => p.path).sort()).toEqual(registry.map((r) => r.path).sort());
  });

  it.each(registry.map((r) => [r.path, r] as const))('%s has the registry title, its kind and description', (path, route) => {
    const page = seed.pages.find((p) => p.path === path);
    expect(page?.title).toBe(route.title);
    expect(page?.kind).toBe(path.startsWith('/calculadoras/') ? 'calculator' : 'flowchart');
    expect(page?.summary).toBe(describePath(path));
    expect(page?.keywords.trim()).not.toBe('');
  });
});
