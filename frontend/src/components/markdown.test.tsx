import { render } from '@testing-library/react';
import { Markdown } from './markdown';

describe('Markdown', () => {
  it('renders headings with ids and GFM tables, and never raw HTML', () => {
    const md = '## Dose inicial\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<script>window.__pwned = 1</script>\n\n<img src=x onerror="window.__pwned=2">\n\n[link](javascript:alert(1))';
    const { container } = render(<Markdown>{md}</Markdown>);
    expect(container.querySelector('h2#secao-dose-inicial')?.textContent).toBe('Dose inicial');
    expect(container.querySelectorAll('td')).toHaveLength(2);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });
});
