import type { Rollup } from 'vite';
import { chunkClosure, injectFirstPage } from './first-page';

const html = `<html><head>
<script type="module" crossorigin src="/assets/index-A.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-B.js">
<link rel="stylesheet" crossorigin href="/assets/index-C.css">
</head><body></body></html>`;

describe('first-page html', () => {
  it('inlines the stylesheet and modulepreloads the page chunks once', () => {
    const out = injectFirstPage(html, { css: { '/assets/index-C.css': 'a{color:red}' }, preload: ['/assets/home-D.js', '/assets/react-B.js', '/assets/index-A.js'] });
    expect(out).toContain('<style>a{color:red}</style>');
    // only as the disabled link that keeps Vite's preload helper from loading it again
    expect(out.match(/<link[^>]*index-C\.css[^>]*>/g)).toEqual(['<link rel="stylesheet" href="/assets/index-C.css" disabled>']);
    // on '/' only, and not what index.html already loads
    expect(out).toContain(`<script>if(location.pathname==='/')["/assets/home-D.js"].forEach(`);
    expect(out.match(/react-B\.js/g)).toHaveLength(1);
  });

  it('keeps the link when the CSS could close the style element, and leaves other pages alone', () => {
    const out = injectFirstPage(html, { css: { '/assets/index-C.css': 'a{content:"</style>"}' }, preload: [] });
    expect(out).toBe(html);
  });

  it('follows the static imports of the page chunk', () => {
    const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({ type: 'chunk', fileName, imports, facadeModuleId });
    const bundle = {
      'assets/home-D.js': chunk('assets/home-D.js', ['assets/icons-E.js', 'assets/react-B.js'], '/src/app/routes/home-page.tsx'),
      'assets/icons-E.js': chunk('assets/icons-E.js', ['assets/react-B.js']),
      'assets/react-B.js': chunk('assets/react-B.js', []),
      'assets/other-F.js': chunk('assets/other-F.js', []),
    } as unknown as Rollup.OutputBundle;
    expect(chunkClosure(bundle, 'src/app/routes/home-page.tsx').sort()).toEqual(['assets/home-D.js', 'assets/icons-E.js', 'assets/react-B.js']);
    expect(chunkClosure(bundle, 'src/missing.tsx')).toEqual([]);
  });
});
