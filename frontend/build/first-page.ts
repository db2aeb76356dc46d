/** Vite plugin for the first paint of '/': the built stylesheet is inlined into index.html (one
 * render-blocking request less) and the home page's chunk and its imports get
 * <link rel="modulepreload"> on '/' (added by a script in <head>; other routes do not need them), so
 * they download alongside the entry instead of after it has run.
 * The HTML rewriting is a pure function (injectFirstPage) with unit tests. */
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export interface FirstPageAssets {
  /** href → CSS text of the stylesheets to inline. */
  css: Record<string, string>;
  /** Hrefs of the JavaScript chunks to modulepreload. */
  preload: string[];
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function injectFirstPage(html: string, { css, preload }: FirstPageAssets): string {
  let out = html;
  for (const [href, text] of Object.entries(css)) {
    const link = new RegExp(`<link rel="stylesheet"[^>]*href="${escapeRe(href)}"[^>]*>`);
    // </style> cannot occur inside the CSS text of a <style> element. A disabled link of the same
    // href stays (a disabled stylesheet is never fetched): Vite's preload helper looks for
    // link[href][rel=stylesheet] before adding a stylesheet a lazy chunk depends on, and every lazy
    // chunk whose import list holds CSS also lists the entry's; without the link it would fetch and
    // apply these 50 KB a second time (a full style recalculation) when such a page loads.
    if (link.test(out) && !/<\/style/i.test(text)) out = out.replace(link, () => `<style>${text}</style><link rel="stylesheet" href="${href}" disabled>`);
  }
  const present = new Set([...out.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]));
  present.add(out.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1] ?? '');
  const hrefs = preload.filter((href) => !present.has(href));
  if (!hrefs.length) return out;
  // Only on '/': every other route would download and compile the home page's chunks for nothing
  // (a script in <head> adds the links as early as the preload scanner would have found them).
  const script = `<script>if(location.pathname==='/')${JSON.stringify(hrefs)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)})</script>`;
  return out.replace('</head>', `${script}\n</head>`);
}

/** The chunk built from `moduleSuffix` and everything it imports statically (depth-first). */
export function chunkClosure(bundle: OutputBundle, moduleSuffix: string): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const start = chunks.find((c) => c.facadeModuleId?.endsWith(moduleSuffix));
  if (!start) return [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const c = bundle[fileName];
    if (c?.type === 'chunk') c.imports.forEach(visit);
  };
  visit(start.fileName);
  return [...seen];
}

export function firstPage({ pageModule, inlineCss = false }: { pageModule: string; inlineCss?: boolean }): Plugin {
  return {
    name: 'pedbook-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const base = '/';
        const css: Record<string, string> = {};
        if (inlineCss) {
          for (const asset of Object.values(bundle)) {
            if (asset.type === 'asset' && asset.fileName.endsWith('.css') && typeof asset.source === 'string') css[base + asset.fileName] = asset.source;
          }
        }
        const preload = chunkClosure(bundle, pageModule).map((f) => base + f);
        return injectFirstPage(html, { css, preload });
      },
    },
  };
}
