/** Vite plugin: uPlot (uplot/dist/uPlot.esm.js) builds an Intl.NumberFormat and an Intl.DateTimeFormat
 * when its module is evaluated. The first Intl object of a page loads ICU's locale data, 25–40 ms of
 * main-thread work on a desktop CPU, ~4× that on Lighthouse's mobile profile, paid on the growth route
 * before the chart can draw (issue #16) although its charts use neither: the axes format their
 * numbers with the clinical package's formatNumber and the x scale is not time. The patch makes both
 * lazy, built on first use, with the same values. Each replaced text must be found exactly once, so
 * an uPlot upgrade that changes it fails the build instead of silently keeping the cost. */
import type { Plugin } from 'vite';

export const UPLOT_PATCHES: ReadonlyArray<readonly [string, string]> = [
  [
    "const numFormatter = new Intl.NumberFormat(domEnv ? nav.language : 'en-US');\nconst fmtNum = val => numFormatter.format(val);",
    "let numFormatter;\nconst fmtNum = val => (numFormatter ??= new Intl.NumberFormat(domEnv ? nav.language : 'en-US')).format(val);",
  ],
  ['const localTz = new Intl.DateTimeFormat().resolvedOptions().timeZone;', 'let localTz;\nconst localTzName = () => (localTz ??= new Intl.DateTimeFormat().resolvedOptions().timeZone);'],
  ['else if (tz == localTz)', 'else if (tz == localTzName())'],
];

/** The module text with every patch applied; throws when a patch's text is missing or repeated. */
export function patchUplot(code: string): string {
  let out = code.replace(/\r\n/g, '\n');
  for (const [from, to] of UPLOT_PATCHES) {
    const at = out.indexOf(from);
    if (at < 0 || out.indexOf(from, at + 1) >= 0) throw new Error(`uplot-lazy-intl: expected exactly one "${from.split('\n')[0]}" in uPlot.esm.js; update build/uplot-lazy-intl.ts for this uPlot version`);
    out = out.slice(0, at) + to + out.slice(at + from.length);
  }
  return out;
}

export function uplotLazyIntl(): Plugin {
  return {
    name: 'pedbook-uplot-lazy-intl',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]uplot[\\/]dist[\\/]uPlot\.esm\.js$/.test(id.split('?')[0] ?? '')) return null;
      return { code: patchUplot(code), map: null };
    },
  };
}
