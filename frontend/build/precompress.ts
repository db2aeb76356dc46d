/** Vite plugin: writes .gz and .br siblings of the built text assets so a server can send them
 * with Content-Encoding (pedbook's SPA handler may serve name+'.br' / name+'.gz' when the
 * client accepts it). Uses node:zlib only. */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** before, when given, runs first on the finished output (e.g. prerendering into index.html), so
 * the compressed copies are made of the final files. */
export function precompress({ before }: { before?: (outDir: string) => Promise<void> } = {}): Plugin {
  let outDir = 'dist';
  return {
    name: 'pedbook-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      if (before) await before(outDir);
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < MIN_BYTES) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}
