/** Runtime configuration: the API URL and anon key come from /app-config.json (keys are
 * generated per installation); the Vite dev server may supply them through VITE_ variables.
 * Validated by hand so the start-up bundle does not carry a schema library. */

import { storage } from './storage';

export interface AppConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

function isHttpUrl(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

export function parseAppConfig(raw: unknown): AppConfig | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { supabaseUrl, supabaseAnonKey } = raw as Record<string, unknown>;
  if (!isHttpUrl(supabaseUrl) || typeof supabaseAnonKey !== 'string' || supabaseAnonKey === '') return null;
  return { supabaseUrl, supabaseAnonKey };
}

export function configFromViteEnv(env: Record<string, unknown>): AppConfig | null {
  return parseAppConfig({ supabaseUrl: env.VITE_SUPABASE_URL, supabaseAnonKey: env.VITE_SUPABASE_ANON_KEY });
}

declare global {
  interface Window {
    /** The early /app-config.json request started by index.html (its JSON, or null). */
    __pedbookConfig?: Promise<unknown>;
  }
}

/** Where the last good config is kept, so the app can start with the server unreachable. */
export const APP_CONFIG_CACHE_KEY = 'pedbook_app_config';

interface ConfigCache {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export interface LoadedAppConfig {
  config: AppConfig;
  /** true when the server did not answer and the last good config (kept locally) is used */
  stale: boolean;
}

/** Uses the early request of index.html when there is one and it gave a valid config; otherwise
 * fetches /app-config.json, then falls back to the dev-server variables, then to the last good
 * config kept locally (the server is down or the device offline: the app still starts). */
export async function resolveAppConfig(
  fetchImpl: typeof fetch = fetch,
  early: Promise<unknown> | undefined = window.__pedbookConfig,
  cache: ConfigCache = storage,
): Promise<LoadedAppConfig> {
  const fresh = async (): Promise<AppConfig | null> => {
    if (early) {
      const parsed = parseAppConfig(await early.catch(() => null));
      if (parsed) return parsed;
    }
    try {
      const res = await fetchImpl('/app-config.json', { cache: 'no-store' });
      if (res.ok) return parseAppConfig(await res.json());
    } catch {
      // unreachable: fall through
    }
    return null;
  };
  const config = await fresh();
  if (config) {
    cache.set(APP_CONFIG_CACHE_KEY, JSON.stringify(config));
    return { config, stale: false };
  }
  const fromEnv = configFromViteEnv(import.meta.env);
  if (fromEnv) return { config: fromEnv, stale: false };
  const kept = readKept(cache);
  if (kept) return { config: kept, stale: true };
  throw new Error('Configuração do aplicativo indisponível (/app-config.json).');
}

function readKept(cache: ConfigCache): AppConfig | null {
  try {
    return parseAppConfig(JSON.parse(cache.get(APP_CONFIG_CACHE_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

export async function loadAppConfig(fetchImpl: typeof fetch = fetch, early: Promise<unknown> | undefined = window.__pedbookConfig, cache: ConfigCache = storage): Promise<AppConfig> {
  return (await resolveAppConfig(fetchImpl, early, cache)).config;
}
