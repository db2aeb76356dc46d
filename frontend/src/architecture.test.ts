/** Architecture rules checked on the source: features never import each other; only
 * lib/supabase.ts creates the backend client; no fetch to the backend outside supabase-js. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const SRC = resolve(__dirname);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const all = files(SRC).filter((f) => !f.endsWith('.test.ts') && !f.endsWith('.test.tsx'));
const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);

describe('architecture', () => {
  it('features never import each other (only their index)', () => {
    const offenders: string[] = [];
    for (const file of all) {
      const rel = relative(SRC, file).split('/');
      if (rel[0] !== 'features') continue;
      const own = rel[1];
      for (const spec of importsOf(file)) {
        if (/^@\/features\/[^/]+$/.test(spec)) continue; // another feature's public index
        const target = spec.startsWith('@/features/')
          ? spec.split('/')[2]
          : spec.startsWith('.')
            ? relative(join(SRC, 'features'), resolve(file, '..', spec)).split('/')[0]
            : own;
        if (target !== own && !target?.startsWith('..')) offenders.push(`${relative(SRC, file)} → ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('only lib/supabase.ts creates the client, and nothing else calls the backend directly', () => {
    const creators = all.filter((f) => /createClient\(/.test(readFileSync(f, 'utf8'))).map((f) => relative(SRC, f));
    expect(creators).toEqual(['lib/supabase.ts']);
    const fetchers = all
      .filter((f) => /\bfetch(Impl)?\(/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f))
      .sort();
    // app config, the supabase client's own fetch (timeout wrapper) and the reconnect probe to an external site
    expect(fetchers).toEqual(['features/connectivity/lib/reconnect.ts', 'lib/env.ts', 'lib/supabase.ts']);
  });
});
