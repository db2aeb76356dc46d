/** Architecture rules the linter cannot state: only lib/supabase.ts creates the backend client;
 * no fetch to the backend outside supabase-js; pages and components call their feature's api/,
 * never the client; a supabase-js answer is read by lib/read-response.ts only. Import boundaries (features, shared code, the
 * clinical core) and cycles are ESLint's (eslint.config.js, fixtures in eslint-rules/). */
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

describe('architecture', () => {
  it('only lib/supabase.ts creates the client, and nothing else calls the backend directly', () => {
    // createClient(…) and createClient<Database>(…) alike
    const creators = all.filter((f) => /createClient(<[^>(]*>)?\(/.test(readFileSync(f, 'utf8'))).map((f) => relative(SRC, f));
    expect(creators).toEqual(['lib/supabase.ts']);
    const fetchers = all
      .filter((f) => /\bfetch(Impl)?\(/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f))
      .sort();
    // app config, the supabase client's own fetch (timeout wrapper), the reconnect probe to an
    // external site, the server probe (/app-config.json again) and the offline images (image_url)
    expect(fetchers).toEqual([
      'features/connectivity/lib/reconnect.ts',
      'features/connectivity/lib/server-probe.ts',
      'features/offline/lib/images.ts',
      'features/offline/lib/runtime.ts',
      'lib/env.ts',
      'lib/supabase.ts',
    ]);
  });

  it('pages and components reach the backend through their feature’s api/, not the client', () => {
    const direct = all
      .filter((f) => /\/(pages|components)\//.test(relative(SRC, f)))
      .filter((f) => /from '@\/lib\/supabase'/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f));
    expect(direct).toEqual([]);
  });

  it('a supabase-js answer is read by lib/read-response.ts: no other unwrap or checked reader', () => {
    const readers = all
      .filter((f) => /export function (unwrap|checkedRows?|checkedPage)\b/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f));
    expect(readers).toEqual([]);
  });
});
