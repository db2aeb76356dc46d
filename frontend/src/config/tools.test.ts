/** The tool catalogue (tools.ts, tool-texts.ts) is the one list of calculators, flowcharts, venomous
 * accidents and the emergency sheet: the registry, the descriptions and the pages derive from it,
 * and no other source file writes a tool's title or builds a tool's path again. */
import { FEATURE_PAGES } from '@/app/feature-pages';
import { describePath } from './path-descriptions';
import { ROUTES, routeEntry } from './paths';
import { TOOL_CATALOGUE } from './tool-texts';
import { isHiddenInClinicalMode, SEARCH_TYPE, TOOLS, toolAt, toolPath, toolsOf, visibleTools } from './tools';

describe('tool catalogue', () => {
  it('holds each tool once, by kind and id, and each path once', () => {
    expect(new Set(TOOLS.map((t) => `${t.kind}:${t.id}`)).size).toBe(TOOLS.length);
    expect(new Set(TOOLS.map(toolPath)).size).toBe(TOOLS.length);
    expect(TOOLS.map((t) => toolAt(toolPath(t)))).toEqual(TOOLS);
    expect(toolsOf('calculator')).toHaveLength(11);
    expect(toolsOf('flowchart')).toHaveLength(8);
    expect(toolsOf('venomous')).toHaveLength(6);
    expect(toolsOf('sheet').map(toolPath)).toEqual(['/emergencia']);
  });

  it('gives the registry its tool routes: every one of its paths and titles, in its order, and no other', () => {
    const toolRoute = (p: string) => p === '/emergencia' || /^\/(calculadoras|flowcharts)\/./.test(p);
    expect(ROUTES.filter((r) => toolRoute(r.path)).map((r) => [r.path, r.title, r.access])).toEqual(
      ['calculator', 'flowchart', 'venomous', 'sheet'].flatMap((k) => TOOLS.filter((t) => t.kind === k).map((t) => [toolPath(t), t.title, 'public'])),
    );
  });

  it('gives every tool its page sentence and words, and every tool has a page', () => {
    for (const t of TOOL_CATALOGUE) {
      expect(describePath(t.path), t.path).toBe(t.description);
      expect(t.description, t.path).toMatch(/^\S.*\.$/);
      expect(t.keywords.trim(), t.path).not.toBe('');
      expect(FEATURE_PAGES.has(t.path), t.path).toBe(true);
    }
    expect(TOOL_CATALOGUE.map((t) => t.path)).toEqual(TOOLS.map(toolPath));
  });

  it('hides the hydration and SRI items in clinical mode (spec part 2), and only those', () => {
    expect(TOOLS.filter((t) => isHiddenInClinicalMode(t)).map(toolPath)).toEqual(['/calculadoras/sri', '/calculadoras/hidratacao', '/flowcharts/hidratacao']);
    expect(visibleTools('calculator', true).map((t) => t.id)).not.toContain('sri');
    expect(visibleTools('calculator', false)).toEqual(toolsOf('calculator'));
    expect(visibleTools('flowchart', true)).toHaveLength(7);
    expect(isHiddenInClinicalMode('/flowcharts/hidratacao')).toBe(true);
    expect(isHiddenInClinicalMode('/flowcharts/dengue')).toBe(false);
  });

  it('settles the titles the old lists disagreed on', () => {
    expect(routeEntry('/calculadoras/imc').title).toBe('Índice de Massa Corporal (IMC)');
    expect(SEARCH_TYPE.sheet).toBe('calculator');
  });
});

/** Source files of the app (path below src/ → text), tests and the clinical core aside (the clinical
 * core cannot import the catalogue; its protocol titles are checked against it in
 * features/flowcharts/lib/protocol-tool.test.ts). */
const SOURCES: Record<string, string> = import.meta.glob(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/clinical/**', '!/src/test/**'], { query: '?raw', import: 'default', eager: true });

describe('nothing writes the catalogue twice', () => {
  const sources = Object.entries(SOURCES)
    .map(([f, text]) => [f.replace(/^\/src\//, ''), text] as const)
    .filter(([f]) => f !== 'config/tools.ts' && f !== 'config/tool-texts.ts');

  it('no other file spells a tool title', () => {
    const found: string[] = [];
    for (const [file, text] of sources) {
      for (const t of TOOLS) {
        if ([`'${t.title}'`, `"${t.title}"`, `>${t.title}<`].some((q) => text.includes(q))) found.push(`${file}: ${t.title}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('no other file builds a tool path from an id or writes a tool sentence', () => {
    const found: string[] = [];
    for (const [file, text] of sources) {
      if (/\/(calculadoras|flowcharts|flowcharts\/venomous)\/\$\{/.test(text)) found.push(`${file}: builds a tool path`);
      for (const t of TOOL_CATALOGUE) if (text.includes(t.description)) found.push(`${file}: ${t.description}`);
    }
    expect(found).toEqual([]);
  });

  it('the scan sees the files it guards', () => {
    const files = sources.map(([f]) => f);
    expect(files).toEqual(expect.arrayContaining(['config/paths.ts', 'features/search/lib/static-lists.ts', 'features/home/lib/home-sections.ts', 'features/flowcharts/pages/protocol-pages.tsx']));
    expect(files.length).toBeGreaterThan(300);
  });
});
