// Helpers of the auth suites: unique addresses, clients with an inspectable in-memory
// session store, and MailDev's HTTP API (the code and link of the newest email).
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { env } from '../lib/env.mjs';

export { env };

/** An address no other run uses. */
export function uniqueEmail(prefix) {
  return `${prefix}-${randomUUID().slice(0, 8)}@pedbook.test`;
}

/** A browser-like client whose session lives in a Map the test can read and edit. */
export function browserClient({ autoRefreshToken = false } = {}) {
  const store = new Map();
  const storage = {
    getItem: (k) => (store.has(k) ? store.get(k) : null),
    setItem: (k, v) => { store.set(k, v); },
    removeItem: (k) => { store.delete(k); },
  };
  const client = createClient(env.API_URL, env.ANON_KEY, {
    auth: { persistSession: true, autoRefreshToken, detectSessionInUrl: false, storage, storageKey: `sb-test-${randomUUID()}` },
  });
  return { client, store };
}

/** Events emitted by a client, collected in order. */
export function recordEvents(client) {
  const events = [];
  const { data } = client.auth.onAuthStateChange((event, session) => { events.push({ event, session }); });
  return { events, stop: () => data.subscription.unsubscribe() };
}

/** The newest MailDev message to address (polls briefly: /recover sends after answering, and the catcher indexes asynchronously). */
export async function lastMail(address, { after = 0 } = {}) {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${env.MAIL_WEB_URL}/email`);
    const list = await res.json();
    const mine = list.filter((m) => m.to?.some((t) => t.address.toLowerCase() === address.toLowerCase()) && new Date(m.date).getTime() >= after);
    if (mine.length) return mine[mine.length - 1];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no email to ${address} in MailDev`);
}

/** The 6-digit code and the link of the newest email to address. */
export async function mailCode(address, opts) {
  const m = await lastMail(address, opts);
  const code = /data-otp="(\d+)"/.exec(m.html)?.[1];
  const link = /href="([^"]+\/verify\?[^"]+)"/.exec(m.html)?.[1]?.replaceAll('&amp;', '&');
  if (!code || !link) throw new Error(`email without code or link: ${m.html}`);
  return { code, link, subject: m.subject, html: m.html };
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
