// Helpers of the REST suites: users inserted straight into auth.users through psql (the
// profile trigger creates their profiles) with access tokens minted with JWT_SECRET exactly
// as the auth service mints them, and supabase-js clients acting as those users.
import { createHmac, randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { createClient } from '@supabase/supabase-js';
import { env } from '../lib/env.mjs';

const b64url = (v) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');

/** An HS256 JWT signed with the project's JWT secret. */
export function mintToken(claims) {
  const now = Math.floor(Date.now() / 1000);
  const body = { iat: now, exp: now + 3600, iss: `${env.API_URL}/auth/v1`, ...claims };
  const head = b64url({ alg: 'HS256', typ: 'JWT' });
  const payload = b64url(body);
  const sig = createHmac('sha256', env.JWT_SECRET).update(`${head}.${payload}`).digest('base64url');
  return `${head}.${payload}.${sig}`;
}

/** Runs SQL as the database owner (DB_URL); returns psql's unaligned output. */
export function sql(text) {
  return execFileSync('psql', ['-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', env.DB_URL, '-c', text], { encoding: 'utf8' }).trim();
}

const lit = (s) => `'${String(s).replaceAll("'", "''")}'`;

/** Creates a confirmed user with sign-up metadata; returns {id, email, token, client}. */
export function createUser(meta = {}, { admin = false } = {}) {
  const id = randomUUID();
  const email = `rest-${id.slice(0, 8)}@pedbook.test`;
  sql(`insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', ${lit(id)}, 'authenticated', 'authenticated', ${lit(email)}, now(),
               '{"provider":"email","providers":["email"]}', ${lit(JSON.stringify(meta))}::jsonb, now(), now())`);
  if (admin) sql(`update public.profiles set is_admin = true where id = ${lit(id)}`);
  const token = mintToken({ sub: id, role: 'authenticated', aud: 'authenticated', email, session_id: randomUUID(), is_anonymous: false });
  return { id, email, token, client: clientWithToken(token) };
}

/** A supabase-js client that sends the given access token (apikey stays the anon key). */
export function clientWithToken(token) {
  return createClient(env.API_URL, env.ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

export { env };
