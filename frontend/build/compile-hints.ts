/** Vite plugin: marks the entry chunk with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`
 * (Chrome 136+; https://v8.dev/blog/explicit-compile-hints). Without it V8 compiles each function
 * lazily, on the main thread, the first time it is called — and at start-up nearly every function of
 * the entry chunk (react-dom, react-router, TanStack Query, the shell) is called. With the hint the
 * whole chunk is compiled eagerly on the background thread that already streams it in, so the main
 * thread only runs it. Browsers without the feature read a plain comment.
 *
 * Only the entry: lazy chunks (a page, supabase-js) run a part of their functions, and compiling the
 * rest would be wasted work. Measured on the growth route (Lighthouse mobile, alternated runs): see
 * src/features/childcare/README.md.
 *
 * The hint goes in once the files are written (writeBundle): Vite itself puts its preload map's
 * declaration on the entry's first line during generateBundle. The compressed copies (precompress,
 * closeBundle) and the service worker's precache list are made after it. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunk's code with the hint as its first line (unchanged when it has it already). */
export function addCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

/** The chunk's source map (JSON text) shifted down the one line the hint takes. */
export function shiftSourceMap(map: string): string {
  const json = JSON.parse(map) as { mappings: string };
  return JSON.stringify({ ...json, mappings: `;${json.mappings}` });
}

export function compileHints(): Plugin {
  return {
    name: 'pedbook-compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const file = join(options.dir ?? 'dist', chunk.fileName);
        const code = readFileSync(file, 'utf8');
        if (code.startsWith(COMPILE_HINT)) continue;
        writeFileSync(file, addCompileHint(code));
        // A build with source maps (`vite build --sourcemap`, for profiling): keep them aligned.
        if (existsSync(`${file}.map`)) writeFileSync(`${file}.map`, shiftSourceMap(readFileSync(`${file}.map`, 'utf8')));
      }
    },
  };
}
