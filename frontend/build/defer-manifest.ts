/** Vite plugin: takes the web app manifest's <link> (which vite-plugin-pwa writes into index.html)
 * out of the page; the app adds it back once the start-up is over (src/app/pwa-register.ts,
 * linkManifest), with the service worker it goes with.
 *
 * Why: with the link in the HTML, Chromium fetches the manifest and its install icon at once and
 * runs its installability check, and the browser's own UI then redraws for about half a second
 * (a trace shows ~90 layers a 100 ms created on the browser's main thread, from ~0.1 to ~0.65 s;
 * none without the link) — in the middle of the page's start-up. On Lighthouse's mobile profile
 * (2 cores) that took CPU from the page: the growth route's main-thread work, alternated rounds,
 * 1112 → 929 and 1263 → 1057 ms (8 each), 977 → 901 and 1117 → 961 ms (10 each) — though not in a
 * slower half-hour (1192 → 1189 ms, 12 rounds); src/features/childcare/README.md. The app stays
 * installable: the link is in the page a few seconds after load. */
import type { Plugin } from 'vite';

const MANIFEST_LINK = /<link rel="manifest" href="([^"]+)"[^>]*>\n?/g;

/** html without its manifest link; the href it had, so the build can check it is the one the app
 * adds. Throws when the html has no such link or more than one (a plugin update that wrote it
 * differently must fail the build, not leave the link in place). */
export function withoutManifestLink(html: string): { html: string; href: string } {
  const links = [...html.matchAll(MANIFEST_LINK)];
  if (links.length !== 1) throw new Error(`defer-manifest: expected one <link rel="manifest"> in index.html, found ${links.length}`);
  return { html: html.replace(MANIFEST_LINK, ''), href: links[0]?.[1] ?? '' };
}

/** expectedHref: where the app links the manifest (MANIFEST_HREF, src/app/manifest-href.ts). */
export function deferManifest(expectedHref: string): Plugin {
  return {
    name: 'pedbook-defer-manifest',
    apply: 'build',
    // After vite-plugin-pwa's post-order transform: its plugin is enforce 'post' too, and this one
    // is listed after it.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const out = withoutManifestLink(html);
        if (out.href !== expectedHref) throw new Error(`defer-manifest: index.html linked ${out.href}, the app links ${expectedHref}`);
        return out.html;
      },
    },
  };
}
