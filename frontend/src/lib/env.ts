/** Runtime configuration: the API URL and anon key come from /app-config.json (keys are
 * generated per installation); the Vite dev server may supply them through VITE_ variables.
 * Validated by hand so the start-up bundle does not carry a schema library. */

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

/** Uses the early request of index.html when there is one and it gave a valid config; otherwise
 * fetches /app-config.json, then falls back to the dev-server variables. */
export async function loadAppConfig(fetchImpl: typeof fetch = fetch, early: Promise<unknown> | undefined = window.__pedbookConfig): Promise<AppConfig> {
  if (early) {
    const parsed = parseAppConfig(await early.catch(() => null));
    if (parsed) return parsed;
  }
  try {
    const res = await fetchImpl('/app-config.json', { cache: 'no-store' });
    if (res.ok) {
      const parsed = parseAppConfig(await res.json());
      if (parsed) return parsed;
    }
  } catch {
    // fall through to the dev-server variables
  }
  const fromEnv = configFromViteEnv(import.meta.env);
  if (fromEnv) return fromEnv;
  throw new Error('Configuração do aplicativo indisponível (/app-config.json).');
}
