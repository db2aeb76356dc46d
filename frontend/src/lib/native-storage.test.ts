const prefs = new Map<string, string>();
vi.mock('@capacitor/preferences', () => ({
  Preferences: {
    get: vi.fn(async ({ key }: { key: string }) => ({ value: prefs.get(key) ?? null })),
    set: vi.fn(async ({ key, value }: { key: string; value: string }) => void prefs.set(key, value)),
    remove: vi.fn(async ({ key }: { key: string }) => void prefs.delete(key)),
  },
}));
const createClient = vi.fn((..._args: unknown[]) => ({ auth: {} }));
vi.mock('@supabase/supabase-js', () => ({ createClient: (...args: unknown[]) => createClient(...args) }));

type Win = Window & { Capacitor?: { isNativePlatform: () => boolean; getPlatform: () => string } };
const config = { supabaseUrl: 'https://pedbook.example.org', supabaseAnonKey: 'anon' };

async function authOptions() {
  vi.resetModules();
  createClient.mockClear();
  const { initSupabase } = await import('./supabase');
  await initSupabase(config);
  return (createClient.mock.calls[0]?.[2] as { auth: { storage?: unknown } }).auth;
}

describe('where the session is stored', () => {
  afterEach(() => delete (window as Win).Capacitor);

  it('web: supabase-js’s default (localStorage) — no storage option, no plugin', async () => {
    const auth = await authOptions();
    expect(auth.storage).toBeUndefined();
  });

  it('native shell: Capacitor Preferences', async () => {
    (window as Win).Capacitor = { isNativePlatform: () => true, getPlatform: () => 'ios' };
    const auth = await authOptions();
    const { preferencesStorage } = await import('./native-storage');
    expect(auth.storage).toBe(preferencesStorage);
    await preferencesStorage.setItem('sb-pedbook-auth-token', '{"access_token":"a"}');
    expect(prefs.get('sb-pedbook-auth-token')).toBe('{"access_token":"a"}');
    await expect(preferencesStorage.getItem('sb-pedbook-auth-token')).resolves.toBe('{"access_token":"a"}');
    await preferencesStorage.removeItem('sb-pedbook-auth-token');
    await expect(preferencesStorage.getItem('sb-pedbook-auth-token')).resolves.toBeNull();
    expect(localStorage.getItem('sb-pedbook-auth-token')).toBeNull();
  });
});
