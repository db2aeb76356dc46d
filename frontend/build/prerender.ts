/** Build step: renders '/' with the app's own components (src/prerender.tsx, bundled for
 * Node by a second, server-side Vite build) and puts the HTML inside #root of the built
 * index.html, marked data-prerender="/". The browser paints the home page with the HTML;
 * React's createRoot then replaces it with the live page (same markup, so nothing moves).
 * The server sends index.html for '/' only and shell.html (the same page without the markup) for
 * every other path; an inline script in index.html still drops the markup on any other path
 * (the service worker answers every navigation with index.html), makes its inputs
 * read-only (typing before React takes over would be lost) and lets the splash go after
 * its 1 s even if the JavaScript is still on its way. The injection is a pure function
 * (injectPrerendered) with unit tests. */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Alias } from 'vite';

const ROOT_DIV = '<div id="root"></div>';

/** index.html before the pre-rendered page goes in: what the server answers for paths other than
 * the pre-rendered one (cmd/pedbook/internal/server, spaHandler). */
export const SHELL_HTML = 'shell.html';

/** index.html with html inside #root, wrapped in a layout-neutral element marked with path. */
export function injectPrerendered(indexHtml: string, path: string, html: string): string {
  if (!indexHtml.includes(ROOT_DIV)) throw new Error('prerender: index.html has no empty <div id="root"></div>');
  if (/<\/?script/i.test(html)) throw new Error('prerender: the rendered page contains a script tag');
  const wrapped = `<div id="root"><div data-prerender="${path}" style="display:contents">${html}</div></div>`;
  return indexHtml.replace(ROOT_DIV, () => wrapped);
}

export interface PrerenderOptions {
  /** Project root (where node_modules is). */
  root: string;
  /** The server-side entry, relative to root. */
  entry: string;
  /** Path to render. */
  path: string;
  alias: Alias[];
}

/** Builds the entry for Node, renders options.path and injects it into outDir/index.html. */
export async function prerenderInto(outDir: string, o: PrerenderOptions): Promise<void> {
  // Inside node_modules so the bundle's bare imports (react, react-router…) resolve.
  const ssrDir = join(o.root, 'node_modules', '.cache', 'pedbook-prerender');
  await build({
    configFile: false,
    root: o.root,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: o.alias },
    build: { ssr: o.entry, outDir: ssrDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
  });
  const name = o.entry.replace(/^.*\//, '').replace(/\.tsx?$/, '.js');
  const mod = (await import(`${pathToFileURL(join(ssrDir, name)).href}?t=${Date.now()}`)) as { renderPage: (url: string) => Promise<string> };
  const html = await mod.renderPage(o.path);
  const file = join(outDir, 'index.html');
  const shell = readFileSync(file, 'utf8');
  // The page without the pre-rendered markup, which the server sends for every other path: a
  // browser opening /puericultura/… would otherwise parse the home page's markup only for the
  // inline script to drop it (~10 % of that route's main-thread work on Lighthouse's mobile
  // profile). index.html keeps the drop for the service worker's navigation fallback.
  writeFileSync(join(outDir, SHELL_HTML), shell);
  writeFileSync(file, injectPrerendered(shell, o.path, html));
  rmSync(ssrDir, { recursive: true, force: true });
}
