/** Pure rules of the notes feature: tags typed as text, the search query, the saved-state label. */

export const TITLE_MAX = 200;
export const CONTENT_MAX = 100_000;
export const TAG_MAX = 40;
export const TAGS_MAX = 20;

/** "Otite, antibiótico , otite" → ['otite', 'antibiótico']: trimmed, lower-cased, unique. */
export function parseTags(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(',')) {
    const t = raw.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}

/** The first problem with a note's fields, in Portuguese, or null. */
export function noteProblem(title: string, content: string, tags: string[]): string | null {
  if ([...title].length > TITLE_MAX) return `O título pode ter no máximo ${TITLE_MAX} caracteres.`;
  if ([...content].length > CONTENT_MAX) return `A anotação pode ter no máximo ${CONTENT_MAX.toLocaleString('pt-BR')} caracteres.`;
  if (tags.length > TAGS_MAX) return `Use no máximo ${TAGS_MAX} etiquetas.`;
  const long = tags.find((t) => [...t].length > TAG_MAX);
  if (long) return `A etiqueta "${long.slice(0, 20)}…" passa de ${TAG_MAX} caracteres.`;
  return null;
}

/** The query as the database's search text is built: lower case, no accents (the server
 * indexes private.search_normalize, i.e. lower(unaccent(text))). */
export function normalizeQuery(q: string): string {
  return q.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export type SaveState = 'saved' | 'dirty' | 'saving' | 'error' | 'invalid';

export function saveStateLabel(s: SaveState): string {
  switch (s) {
    case 'saved':
      return 'Salvo';
    case 'dirty':
      return 'Alterações não salvas…';
    case 'saving':
      return 'Salvando…';
    case 'error':
      return 'Não foi possível salvar. Tentando de novo…';
    case 'invalid':
      return 'Não salvo: corrija o erro acima.';
  }
}

/** A title for the list when the note has none: its first words. */
export function displayTitle(title: string, content: string): string {
  if (title.trim()) return title.trim();
  const first = content.replace(/[#>*_`[\]()-]/g, ' ').replace(/\s+/g, ' ').trim();
  return first ? (first.length > 60 ? `${first.slice(0, 60)}…` : first) : 'Sem título';
}
