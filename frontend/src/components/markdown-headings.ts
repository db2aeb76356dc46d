/** The headings of a Markdown text (levels 1–3, outside code fences) with the slugs the
 * renderer gives them, for a table of contents. */
export interface MarkdownHeading {
  level: number;
  text: string;
  id: string;
}

export function headingSlug(text: string): string {
  const s = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `secao-${s || 'sem-titulo'}`;
}

/** Inline Markdown reduced to its text (emphasis, code and links). */
const plain = (s: string) =>
  s
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]/g, '')
    .trim();

export function markdownHeadings(markdown: string): MarkdownHeading[] {
  const out: MarkdownHeading[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const m = /^(#{1,3})\s+(.+?)\s*#*\s*$/.exec(line);
    if (m) {
      const text = plain(m[2]!);
      out.push({ level: m[1]!.length, text, id: headingSlug(text) });
    }
  }
  return out;
}
