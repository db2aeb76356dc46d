#!/usr/bin/env node
// The mobile build's app config: the native shells load the app from their own bundle
// (capacitor://localhost, https://localhost), so the bundle must name the deployment it talks
// to. This writes dist/app-config.json — the same file the web server answers at
// /app-config.json — from one variable, PEDBOOK_MOBILE_URL (the web deployment's https URL),
// before `cap sync` copies dist/ into android/ and ios/.
//
//   PEDBOOK_MOBILE_URL=https://pedbook.example.org node scripts/mobile-config.mjs
//
// The anon key is that deployment's public one: read from <URL>/app-config.json, or given
// with PEDBOOK_MOBILE_ANON_KEY (builds without network, tests). Optional native Google
// sign-in client IDs: PEDBOOK_GOOGLE_WEB_CLIENT_ID (Android) and PEDBOOK_GOOGLE_IOS_CLIENT_ID.
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The deployment URL, normalised (no trailing slash); throws with the reason it is refused. */
export function parseMobileUrl(raw) {
  const value = (raw ?? '').trim();
  if (value === '') throw new Error('PEDBOOK_MOBILE_URL is not set: name the web deployment the app talks to (https://…)');
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PEDBOOK_MOBILE_URL is not a URL: ${value}`);
  }
  if (url.protocol !== 'https:') throw new Error(`PEDBOOK_MOBILE_URL must use https (got ${url.protocol}//…): the shells refuse clear-text traffic`);
  if (url.username || url.password) throw new Error('PEDBOOK_MOBILE_URL must not carry credentials');
  if (url.search || url.hash) throw new Error('PEDBOOK_MOBILE_URL must not carry a query or fragment');
  const host = url.hostname;
  if (host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]') {
    throw new Error(`PEDBOOK_MOBILE_URL points at ${host}: inside the shells that is the phone itself (the bundle is served from https://localhost)`);
  }
  return url.href.replace(/\/+$/, '');
}

function optionalId(v) {
  const s = (v ?? '').trim();
  return s === '' ? undefined : s;
}

/** The config the shells carry. `fetchImpl` reads the deployment's own /app-config.json when no
 * anon key is given. */
export async function mobileAppConfig(env, fetchImpl = fetch) {
  const supabaseUrl = parseMobileUrl(env.PEDBOOK_MOBILE_URL);
  let supabaseAnonKey = optionalId(env.PEDBOOK_MOBILE_ANON_KEY);
  if (!supabaseAnonKey) {
    const res = await fetchImpl(`${supabaseUrl}/app-config.json`, { headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`${supabaseUrl}/app-config.json answered ${res.status}: set PEDBOOK_MOBILE_ANON_KEY or check the URL`);
    const remote = await res.json();
    if (typeof remote?.supabaseAnonKey !== 'string' || remote.supabaseAnonKey === '') throw new Error(`${supabaseUrl}/app-config.json has no supabaseAnonKey`);
    const remoteUrl = typeof remote.supabaseUrl === 'string' ? remote.supabaseUrl.replace(/\/+$/, '') : '';
    if (remoteUrl !== supabaseUrl) {
      throw new Error(`the deployment at ${supabaseUrl} says its API is at ${remoteUrl || '(nothing)'}: set PEDBOOK_MOBILE_URL to that URL`);
    }
    supabaseAnonKey = remote.supabaseAnonKey;
  }
  const config = { supabaseUrl, supabaseAnonKey };
  const googleWebClientId = optionalId(env.PEDBOOK_GOOGLE_WEB_CLIENT_ID);
  const googleIosClientId = optionalId(env.PEDBOOK_GOOGLE_IOS_CLIENT_ID);
  if (googleWebClientId) config.googleWebClientId = googleWebClientId;
  if (googleIosClientId) config.googleIosClientId = googleIosClientId;
  return config;
}

async function main() {
  if (process.argv.includes('--check-only')) {
    // Before the build: refuse a missing or non-https URL at once.
    console.log(`PEDBOOK_MOBILE_URL: ${parseMobileUrl(process.env.PEDBOOK_MOBILE_URL)}`);
    return;
  }
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/index.html is missing: run `npm run build` first');
  const config = await mobileAppConfig(process.env);
  writeFileSync(join(dist, 'app-config.json'), `${JSON.stringify(config, null, 2)}\n`);
  console.log(`dist/app-config.json → ${config.supabaseUrl}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((e) => {
    console.error(`mobile-config: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });
}
