import { headingSlug, markdownHeadings } from './markdown-headings';

describe('markdown headings', () => {
  it('lists headings outside code fences with the slugs the renderer uses', () => {
    const md = '# Título\n\ntexto\n\n## Soroterapia (ampolas IV)\n\n```\n## not a heading\n```\n### **Dose** de [adrenalina](http://x)\n#### too deep';
    expect(markdownHeadings(md)).toEqual([
      { level: 1, text: 'Título', id: 'secao-titulo' },
      { level: 2, text: 'Soroterapia (ampolas IV)', id: 'secao-soroterapia-ampolas-iv' },
      { level: 3, text: 'Dose de adrenalina', id: 'secao-dose-de-adrenalina' },
    ]);
    expect(headingSlug('!!!')).toBe('secao-sem-titulo');
  });
});
