import { configFromViteEnv, loadAppConfig, parseAppConfig } from './env';

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
    await expect(loadAppConfig(fetchImpl)).rejects.toThrow('Configuração do aplicativo indisponível');
  });
  it('uses the early request of index.html, and fetches again when it gave nothing valid', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ supabaseUrl: 'http://late:1', supabaseAnonKey: 'late' }))) as unknown as typeof fetch;
    await expect(loadAppConfig(fetchImpl, Promise.resolve({ supabaseUrl: 'http://early:1', supabaseAnonKey: 'early' }))).resolves.toEqual({ supabaseUrl: 'http://early:1', supabaseAnonKey: 'early' });
    expect(fetchImpl).not.toHaveBeenCalled();
    await expect(loadAppConfig(fetchImpl, Promise.resolve(null))).resolves.toEqual({ supabaseUrl: 'http://late:1', supabaseAnonKey: 'late' });
    await expect(loadAppConfig(fetchImpl, Promise.reject(new Error('offline')))).resolves.toEqual({ supabaseUrl: 'http://late:1', supabaseAnonKey: 'late' });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
