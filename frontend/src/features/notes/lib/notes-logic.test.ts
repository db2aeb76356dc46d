import { displayTitle, noteProblem, normalizeQuery, parseTags, saveStateLabel } from './notes-logic';

describe('notes logic', () => {
  it('parses tags: trimmed, lower case, unique, empty ones dropped', () => {
    expect(parseTags(' Otite, antibiótico ,otite,, Via  Aérea ')).toEqual(['otite', 'antibiótico', 'via aérea']);
    expect(parseTags('')).toEqual([]);
  });
  it.each([
    ['x'.repeat(201), '', [], 'O título pode ter no máximo 200 caracteres.'],
    ['', 'x'.repeat(100_001), [], 'A anotação pode ter no máximo 100.000 caracteres.'],
    ['', '', Array.from({ length: 21 }, (_, i) => `t${i}`), 'Use no máximo 20 etiquetas.'],
    ['', '', ['y'.repeat(41)], 'A etiqueta "yyyyyyyyyyyyyyyyyyyy…" passa de 40 caracteres.'],
    ['x'.repeat(200), 'ok', ['z'.repeat(40)], null],
  ])('problem of %#', (title, content, tags, expected) => {
    expect(noteProblem(title, content, tags)).toBe(expected);
  });
  it('normalises a query as the server indexes text (lower, no accents)', () => {
    expect(normalizeQuery('  Otite  MÉDIA ação ')).toBe('otite media acao');
  });
  it('names every save state and titles untitled notes by their first words', () => {
    expect(saveStateLabel('saved')).toBe('Salvo');
    expect(saveStateLabel('error')).toMatch(/Tentando de novo/);
    expect(displayTitle('', '# Conduta\n\n- **Amoxicilina**')).toBe('Conduta Amoxicilina');
    expect(displayTitle('  ', '')).toBe('Sem título');
  });
});
