/** The single supabase-js client of the app, created once at start-up from the app config. */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppConfig } from './env';
import { isNativeShell } from './native-shell';

/** Every backend call gives up after 20 s (spec part 2 §9). */
export const REQUEST_TIMEOUT_MS = 20_000;

let client: SupabaseClient | null = null;
let clientConfig: AppConfig | null = null;
let resolveReady: (c: SupabaseClient) => void = () => undefined;
const ready = new Promise<SupabaseClient>((resolve) => {
  resolveReady = resolve;
});

export function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  return fetch(input, { ...init, signal });
}

/** supabase-js is fetched in its own chunk, in parallel with /app-config.json; the app renders
 * without waiting for it (every backend call goes through db(), which waits for the client). */
let moduleLoad: Promise<typeof import('@supabase/supabase-js')> | null = null;
export function loadSupabaseModule() {
  return (moduleLoad ??= import('@supabase/supabase-js'));
}

export async function initSupabase(config: AppConfig): Promise<SupabaseClient> {
  if (client) return client;
  // In the native shell the session lives in Capacitor Preferences; the web keeps localStorage
  // (supabase-js's default) and never downloads the plugin.
  const [{ createClient }, nativeStorage] = await Promise.all([
    loadSupabaseModule(),
    isNativeShell() ? import('./native-storage').then((m) => m.preferencesStorage) : null,
  ]);
  clientConfig = config;
  client ??= createClient(config.supabaseUrl, config.supabaseAnonKey, {
    // passkeys: supabase-js's auth.passkey / signInWithPasskey (GoTrue's /passkeys endpoints)
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      flowType: 'implicit',
      experimental: { passkey: true },
      ...(nativeStorage ? { storage: nativeStorage } : {}),
    },
    global: { fetch: fetchWithTimeout },
  });
  resolveReady(client);
  return client;
}

/** The client, once initSupabase() has created it. The first paint does not wait for supabase-js:
 * calls made before that wait here (when the app config cannot be loaded, main.tsx shows the
 * error screen instead). */
export function db(): Promise<SupabaseClient> {
  return client ? Promise.resolve(client) : ready;
}

/** The API URL and anon key the client was made with, for the few calls supabase-js has no
 * method for (the auth service's GET /auth/v1/settings). */
export async function apiConfig(): Promise<AppConfig> {
  await db();
  if (!clientConfig) throw new Error('supabase client started without a config');
  return clientConfig;
}

/** The gateway's OpenAPI document of the exposed schema (GET /rest/v1/, what postgrest-js 2.119's
 * getOpenApiSpec() asks for; 2.109 has no method), read with the signed-in user's token so it lists
 * what that role may do. Only the admin area's schema-driven editor reads it. */
export async function fetchRestSchemaDocument(): Promise<unknown> {
  const client = await db();
  const { supabaseUrl, supabaseAnonKey } = await apiConfig();
  const { data } = await client.auth.getSession();
  const res = await fetchWithTimeout(`${supabaseUrl.replace(/\/$/, '')}/rest/v1/`, {
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${data.session?.access_token ?? supabaseAnonKey}`, Accept: 'application/openapi+json' },
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
}
