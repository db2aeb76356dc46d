// Shared by the suites: reads the env file scripts/test (or scripts/run) wrote and makes
// supabase-js clients for the running pedbook.
import { readFileSync } from 'node:fs';
import { createClient } from '@supabase/supabase-js';

function readEnvFile(path) {
  const out = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const t = line.trim();
    if (!t || t.startsWith('#')) continue;
    const i = t.indexOf('=');
    out[t.slice(0, i)] = t.slice(i + 1);
  }
  return out;
}

const file = process.env.PEDBOOK_ENV_FILE ?? new URL('../../../.data/local.env', import.meta.url).pathname;
export const env = { ...readEnvFile(file), ...pick(process.env, ['API_URL', 'ANON_KEY', 'SERVICE_ROLE_KEY', 'JWT_SECRET', 'DB_URL', 'MAIL_WEB_URL']) };

function pick(o, keys) {
  const r = {};
  for (const k of keys) if (o[k]) r[k] = o[k];
  return r;
}

/** A client as the browser app makes it (anon key, session persisted in memory only). */
export function anonClient(options = {}) {
  return createClient(env.API_URL, env.ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...options,
  });
}

/** A trusted server-side client. */
export function serviceClient() {
  return createClient(env.API_URL, env.SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
