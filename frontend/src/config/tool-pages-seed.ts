/** seeds/clinical/tool-pages.json — what Dr. Will's retrieval knows of the calculator and flowchart
 * pages (table pedbook_tool_pages, schema/0024) — derived from the tool catalogue: every calculator,
 * flowchart and venomous accident with its title, sentence and words. `node scripts/tool-pages.mjs`
 * writes the file; tool-pages-seed.test.ts fails while the committed file differs. The emergency
 * sheet is not a row: the table holds /calculadoras and /flowcharts pages only. The seed owns the
 * table (nobody edits it), so the loader upserts by path and removes rows no longer in the file. */
import { TOOL_CATALOGUE } from './tool-texts';
import { SEARCH_TYPE } from './tools';

export const TOOL_PAGES_FILE = 'seeds/clinical/tool-pages.json';

const ABOUT =
  "PedBook's calculator and flowchart pages, for Dr. Will's retrieval: title, the page's one-line description and the words a pediatrician types for it. Generated from the tool catalogue (frontend/src/config/tools.ts and tool-texts.ts) by `node frontend/scripts/tool-pages.mjs`; do not edit by hand (frontend/src/config/tool-pages-seed.test.ts fails when this file differs).";

/** The file's text, as committed. */
export function toolPagesJson(): string {
  const pages = TOOL_CATALOGUE.filter((t) => t.kind !== 'sheet').map((t) => ({
    path: t.path,
    kind: SEARCH_TYPE[t.kind],
    title: t.title,
    summary: t.description,
    keywords: t.keywords,
  }));
  return `${JSON.stringify({ about: ABOUT, pages }, null, 1)}\n`;
}
