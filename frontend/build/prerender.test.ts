import { injectPrerendered } from './prerender';

describe('prerendered index.html', () => {
  const index = '<body><div id="root"></div><div id="splash"></div></body>';

  it('puts the page inside #root in a layout-neutral wrapper marked with its path', () => {
    const out = injectPrerendered(index, '/', '<h1>PedBook</h1><p>$& kept literally</p>');
    expect(out).toBe('<body><div id="root"><div data-prerender="/" style="display:contents"><h1>PedBook</h1><p>$& kept literally</p></div></div><div id="splash"></div></body>');
  });

  it('refuses an index.html without an empty root, and markup carrying a script', () => {
    expect(() => injectPrerendered('<div id="root">x</div>', '/', '<p></p>')).toThrow(/no empty/);
    expect(() => injectPrerendered(index, '/', '<p></p><script>alert(1)</script>')).toThrow(/script/);
  });
});
