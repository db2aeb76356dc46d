/** The assistant and subscription controls' calls (admin token): the Dr. Will switch (site
 * setting dr_will_enabled, which dr_will_search obeys) and its use, the premium request queue and
 * test subscriptions. Writes answer their error instead of throwing, for the page's message. */
import { z } from 'zod';
import type { BackendErrorLike } from '@/lib/api-error';
import { readCount, readMaybe, readOne, readRows } from '@/lib/read-response';
import { db, untypedDb } from '@/lib/supabase';
import { listUsers } from './users-api';
import { updateMatching, type WriteResult } from './table-api';

export const DR_WILL_SWITCH = 'dr_will_enabled';

const settingValue = z.object({ value: z.string().nullable() });
/** Anything but 'false' keeps the assistant on (the rule dr_will_search applies). */
const isOn = (row: { value: string | null } | null) => row?.value?.trim().toLowerCase() !== 'false';

export async function fetchDrWillSwitch(): Promise<boolean> {
  const res = await (await db()).from('site_settings').select('value').eq('key', DR_WILL_SWITCH).maybeSingle();
  return isOn(readMaybe(settingValue, res, { source: 'site_settings' }));
}

/** Saves the switch; answers the value as written. */
export async function saveDrWillSwitch(on: boolean): Promise<{ ok: true; on: boolean } | { ok: false; error: BackendErrorLike }> {
  const res = await (await db()).from('site_settings').upsert({ key: DR_WILL_SWITCH, value: on ? 'true' : 'false' }, { onConflict: 'key' }).select('value').single();
  if (res.error) return { ok: false, error: res.error };
  return { ok: true, on: isOn(readOne(settingValue, res, { source: 'site_settings' })) };
}

async function countSince(table: string, since: string, role?: string): Promise<number> {
  let q = (await untypedDb()).from(table).select('*', { count: 'exact', head: true }).gte('created_at', since);
  if (role) q = q.eq('role', role);
  return readCount(await q);
}

/** Conversations, questions and distinct people since the instant given. */
export async function fetchDrWillStats(since: string): Promise<{ threads: number; questions: number; people: number }> {
  const [threads, questions, people] = await Promise.all([
    countSince('pedbook_chat_threads', since),
    countSince('pedbook_chat_messages', since, 'user'),
    (await db()).from('pedbook_chat_threads').select('user_id').gte('created_at', since).limit(5000),
  ]);
  const users = readRows(z.object({ user_id: z.string() }), people, { source: 'pedbook_chat_threads' });
  return { threads, questions, people: new Set(users.map((r) => r.user_id)).size };
}

const drWillFeedback = z.object({ id: z.string(), message: z.string(), status: z.string(), created_at: z.string(), title: z.string() });

/** The feedback users gave about the assistant's answers (kept out of the feedback centre). */
export async function fetchDrWillFeedback() {
  const res = await (await db()).from('pedbook_feedbacks').select('id,message,status,created_at,title').or('feedback_category.eq.dr_will,feedback_type.eq.dr_will').order('created_at', { ascending: false }).limit(100);
  return readRows(drWillFeedback, res, { source: 'pedbook_feedbacks' });
}

const premiumRequest = z.object({ id: z.string(), full_name: z.string().nullable(), formation_area: z.string().nullable(), premium_requested_history: z.unknown().nullable(), updated_at: z.string() });
export type PremiumRequest = z.infer<typeof premiumRequest>;

export async function fetchPremiumRequests(): Promise<PremiumRequest[]> {
  const res = await (await db()).from('profiles').select('id,full_name,formation_area,premium_requested_history,updated_at').eq('premium_requested', true).order('updated_at').limit(500);
  return readRows(premiumRequest, res, { source: 'profiles' });
}

/** Approves or declines a request, only if it is still the version the admin saw. */
export function decidePremium(r: PremiumRequest, approve: boolean): Promise<WriteResult> {
  return updateMatching('profiles', { id: r.id, updated_at: r.updated_at }, approve ? { premium: true, premium_requested: false } : { premium_requested: false });
}

const premiumRow = z.object({ id: z.string(), premium: z.boolean() });
export type TestUser = { id: string; email: string | null; full_name: string | null; premium: boolean };

/** Up to 20 accounts matching the search, each with its premium flag. */
export async function findTestUsers(search: string): Promise<TestUser[]> {
  const users = await listUsers(search, 0, 20);
  if (!users.length) return [];
  const prem = readRows(premiumRow, await (await db()).from('profiles').select('id,premium').in('id', users.map((u) => u.id)), { source: 'profiles' });
  const p = new Map(prem.map((r) => [r.id, r.premium]));
  return users.map((u) => ({ id: u.id, email: u.email, full_name: u.full_name, premium: p.get(u.id) ?? false }));
}

/** Grants or removes premium; answers the rows changed (none: no permission or account gone). */
export async function setPremium(id: string, premium: boolean): Promise<{ ok: true; rows: Array<z.infer<typeof premiumRow>> } | { ok: false; error: BackendErrorLike }> {
  const res = await updateMatching('profiles', { id }, { premium });
  if (!res.ok) return res;
  return { ok: true, rows: readRows(premiumRow, { data: res.rows, error: null }, { source: 'profiles' }) };
}
