/** seeds/clinical/tool-pages.json is the tool catalogue's, as scripts/tool-pages.mjs writes it. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { TOOL_CATALOGUE } from './tool-texts';
import { TOOL_PAGES_FILE, toolPagesJson } from './tool-pages-seed';

interface ToolPage {
  path: string;
  kind: string;
  title: string;
  summary: string;
  keywords: string;
}

const committed = readFileSync(resolve(__dirname, '../../..', TOOL_PAGES_FILE), 'utf8');

describe('tool pages seed', () => {
  it('is the file the catalogue writes (else run: node frontend/scripts/tool-pages.mjs)', () => {
    expect(committed).toBe(toolPagesJson());
  });

  it('has a row for every calculator, flowchart and venomous accident with its title, kind and sentence', () => {
    const pages = (JSON.parse(committed) as { pages: ToolPage[] }).pages;
    const tools = TOOL_CATALOGUE.filter((t) => t.kind !== 'sheet');
    expect(pages.map((p) => p.path)).toEqual(tools.map((t) => t.path));
    for (const [i, t] of tools.entries()) {
      expect(pages[i]).toEqual({ path: t.path, kind: t.kind === 'calculator' ? 'calculator' : 'flowchart', title: t.title, summary: t.description, keywords: t.keywords });
    }
    // the table's check (schema/0024_tool_pages.sql) takes /calculadoras and /flowcharts pages only
    expect(pages.every((p) => /^\/(calculadoras|flowcharts)\//.test(p.path))).toBe(true);
  });
});
