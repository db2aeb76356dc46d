import { describe, expect, it } from 'vitest';
import { leavesPage } from './unsaved-changes';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

function link(href: string, attrs: Record<string, string> = {}): Element {
  const a = document.createElement('a');
  a.href = href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  const span = document.createElement('span');
  a.appendChild(span);
  document.body.appendChild(a);
  return span;
}

describe('leavesPage', () => {
  const here = new URL('http://app.test/prescriptions/1') as unknown as Location;
  it('a plain click on a link to another page of the site leaves', () => {
    expect(leavesPage(link('http://app.test/prescriptions'), click, here)).toBe(true);
    expect(leavesPage(link('http://app.test/prescriptions/1?x=1'), click, here)).toBe(true);
  });
  it('the same page, other sites, new tabs, downloads and modified clicks do not', () => {
    expect(leavesPage(link('http://app.test/prescriptions/1'), click, here)).toBe(false);
    expect(leavesPage(link('http://app.test/prescriptions/1#itens'), click, here)).toBe(false);
    expect(leavesPage(link('https://instagram.com/pedbook'), click, here)).toBe(false);
    expect(leavesPage(link('http://app.test/notes', { target: '_blank' }), click, here)).toBe(false);
    expect(leavesPage(link('http://app.test/file.pdf', { download: '' }), click, here)).toBe(false);
    expect(leavesPage(link('http://app.test/notes'), { ...click, ctrlKey: true }, here)).toBe(false);
    expect(leavesPage(link('http://app.test/notes'), { ...click, button: 1 }, here)).toBe(false);
    expect(leavesPage(document.body, click, here)).toBe(false);
  });
});
