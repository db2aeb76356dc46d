import { APP_CONFIG_CACHE_KEY, configFromViteEnv, loadAppConfig, parseAppConfig, resolveAppConfig } from './env';

function memoryCache(initial: Record<string, string> = {}) {
  const m = new Map(Object.entries(initial));
  return { get: (k: string) => m.get(k) ?? null, set: (k: string, v: string) => void m.set(k, v), map: m };
}

describe('app config', () => {
  it('accepts an http(s) URL and a key', () => {
    expect(parseAppConfig({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'k' })).toEqual({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'k' });
    expect(parseAppConfig({ supabaseUrl: 'ftp://x', supabaseAnonKey: 'k' })).toBeNull();
    expect(parseAppConfig({ supabaseUrl: 'http://x' })).toBeNull();
    expect(configFromViteEnv({ VITE_SUPABASE_URL: 'https://a.b', VITE_SUPABASE_ANON_KEY: 'z' })).toEqual({ supabaseUrl: 'https://a.b', supabaseAnonKey: 'z' });
  });
  it('reads /app-config.json', async () => {
    const fetchImpl = (async () => new Response(JSON.stringify({ supabaseUrl: 'http://h:1', supabaseAnonKey: 'anon' }))) as typeof fetch;
    await expect(loadAppConfig(fetchImpl)).resolves.toEqual({ supabaseUrl: 'http://h:1', supabaseAnonKey: 'anon' });
  });
  it('fails with a clear message without config', async () => {
    const fetchImpl = (async () => new Response('nope', { status: 404 })) as typeof fetch;
    await expect(loadAppConfig(fetchImpl, undefined, memoryCache())).rejects.toThrow('Configuração do aplicativo indisponível');
  });
  it('uses the early request of index.html, and fetches again when it gave nothing valid', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ supabaseUrl: 'http://late:1', supabaseAnonKey: 'late' }))) as unknown as typeof fetch;
    await expect(loadAppConfig(fetchImpl, Promise.resolve({ supabaseUrl: 'http://early:1', supabaseAnonKey: 'early' }))).resolves.toEqual({ supabaseUrl: 'http://early:1', supabaseAnonKey: 'early' });
    expect(fetchImpl).not.toHaveBeenCalled();
    await expect(loadAppConfig(fetchImpl, Promise.resolve(null))).resolves.toEqual({ supabaseUrl: 'http://late:1', supabaseAnonKey: 'late' });
    await expect(loadAppConfig(fetchImpl, Promise.reject(new Error('offline')))).resolves.toEqual({ supabaseUrl: 'http://late:1', supabaseAnonKey: 'late' });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
  it('keeps the last good config and starts from it when the server does not answer', async () => {
    const cache = memoryCache();
    const good = { supabaseUrl: 'http://h:1', supabaseAnonKey: 'anon' };
    const ok = (async () => new Response(JSON.stringify(good))) as typeof fetch;
    await expect(resolveAppConfig(ok, undefined, cache)).resolves.toEqual({ config: good, stale: false });
    expect(JSON.parse(cache.map.get(APP_CONFIG_CACHE_KEY) ?? '')).toEqual(good);
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(resolveAppConfig(down, Promise.resolve(null), cache)).resolves.toEqual({ config: good, stale: true });
    const broken = (async () => new Response('<html>', { status: 502 })) as typeof fetch;
    await expect(resolveAppConfig(broken, undefined, cache)).resolves.toEqual({ config: good, stale: true });
  });
  it('ignores a kept config that is not valid', async () => {
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(resolveAppConfig(down, undefined, memoryCache({ [APP_CONFIG_CACHE_KEY]: '{"supabaseUrl":"ftp://x"}' }))).rejects.toThrow('Configuração do aplicativo indisponível');
    await expect(resolveAppConfig(down, undefined, memoryCache({ [APP_CONFIG_CACHE_KEY]: 'not json' }))).rejects.toThrow('Configuração do aplicativo indisponível');
  });
});
