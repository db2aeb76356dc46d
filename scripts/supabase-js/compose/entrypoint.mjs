// The client half of scripts/compose-entrypoint: against a pedbook started with only the
// environment of docker-compose.yml, do what a newcomer's browser does with the app. Read
// /app-config.json, make the supabase-js client from it (nothing else: no key from anywhere
// but the server), read reference data anonymously, sign up, confirm through the emailed
// link (the compose file keeps GOTRUE_MAILER_AUTOCONFIRM off), sign in, and read as the user.
// Exits non-zero with the step that failed.
//
//   API_URL=http://127.0.0.1:PORT MAIL_WEB_URL=http://127.0.0.1:PORT node compose/entrypoint.mjs
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';

const api = process.env.API_URL;
const mailWeb = process.env.MAIL_WEB_URL;
if (!api || !mailWeb) throw new Error('API_URL and MAIL_WEB_URL are required');

function check(cond, what) {
  if (!cond) throw new Error(what);
  console.log(`ok - ${what}`);
}

const cfgRes = await fetch(`${api}/app-config.json`);
check(cfgRes.ok, `GET /app-config.json answers (${cfgRes.status})`);
const appConfig = await cfgRes.json();
check(appConfig.supabaseUrl === api, `the app is told its API is ${api} (got ${appConfig.supabaseUrl})`);
check(typeof appConfig.supabaseAnonKey === 'string' && appConfig.supabaseAnonKey.split('.').length === 3,
  'the app is handed an anon key that is a JWT');

const client = createClient(appConfig.supabaseUrl, appConfig.supabaseAnonKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

// Anonymous reads, as the app's first screen does.
const meds = await client.from('pedbook_medications').select('id, name').limit(5);
check(!meds.error, `anonymous read of the seeded medications (${meds.error?.message ?? meds.status})`);
check(meds.data.length > 0, `the seeds are there (${meds.data.length} medications read)`);

// Sign-up: the compose file keeps email confirmation on, so the link goes to MailDev.
const email = `compose-${randomUUID().slice(0, 8)}@pedbook.test`;
const password = 'Senha-forte-2026';
const started = Date.now();
const signUp = await client.auth.signUp({ email, password });
check(!signUp.error, `sign-up of ${email} (${signUp.error?.message ?? 'ok'})`);
check(signUp.data.session === null, 'no session before the address is confirmed');

let mail;
for (let i = 0; i < 100 && !mail; i++) {
  const list = await (await fetch(`${mailWeb}/email`)).json();
  mail = list.filter((m) => m.to?.some((t) => t.address.toLowerCase() === email) && new Date(m.date).getTime() >= started - 1000).pop();
  if (!mail) await new Promise((r) => setTimeout(r, 100));
}
check(mail, `the confirmation email reached MailDev (SMTP as the compose file sets it)`);
const link = /href="([^"]+\/verify\?[^"]+)"/.exec(mail.html)?.[1]?.replaceAll('&amp;', '&');
check(link?.startsWith(`${api}/auth/v1/verify?`), `the email links to this server's /auth/v1/verify (${link})`);
const verify = await fetch(link, { redirect: 'manual' });
check(verify.status === 303 || verify.status === 302, `following the link confirms the address (${verify.status})`);
check(/access_token=/.test(verify.headers.get('location') ?? ''), 'the redirect carries a session');

const signIn = await client.auth.signInWithPassword({ email, password });
check(!signIn.error && signIn.data.session, `sign-in with the password (${signIn.error?.message ?? 'ok'})`);

// Signed in: RLS shows the user their own profile (the gateway verified the auth service's token).
const me = await client.from('profiles').select('id');
check(!me.error, `signed-in read of profiles (${me.error?.message ?? me.status})`);
check(me.data.length === 1 && me.data[0].id === signIn.data.user.id, `the user reads exactly their own profile (${JSON.stringify(me.data)})`);
const user = await client.auth.getUser();
check(user.data.user?.email === email, 'GET /auth/v1/user answers with the signed-in user');
await client.auth.signOut();
console.log('compose entrypoint: sign-in and reads through supabase-js passed');
