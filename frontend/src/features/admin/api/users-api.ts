/** The administrators page's calls (admin token; functions admin_list_users, admin_set_user_admin,
 * admin_set_user_ban, which check the caller's role in the database). */
import { z } from 'zod';
import { readDone, readOne, readRows } from '@/lib/read-response';
import { db } from '@/lib/supabase';

export const USERS_PAGE = 25;

const userRow = z.object({
  id: z.string(),
  email: z.string().nullable(),
  full_name: z.string().nullable(),
  is_admin: z.boolean(),
  banned_until: z.string().nullable(),
  created_at: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  total_count: z.number(),
});
export type UserRow = z.infer<typeof userRow>;

export const usersKeys = {
  all: ['admin', 'users'] as const,
  page: (search: string, page: number) => ['admin', 'users', search, page] as const,
};

/** A page of users matching the search (email or name); each row carries the total. */
export async function listUsers(search: string, page: number, pageSize = USERS_PAGE): Promise<UserRow[]> {
  const client = await db();
  return readRows(userRow, await client.rpc('admin_list_users', { search, page_limit: pageSize, page_offset: page * pageSize }), { source: 'admin_list_users' });
}

/** How many users there are (the total of an empty search). */
export async function countUsers(): Promise<number> {
  return (await listUsers('', 0, 1))[0]?.total_count ?? 0;
}

export async function setUserAdmin(userId: string, makeAdmin: boolean): Promise<void> {
  readDone(await (await db()).rpc('admin_set_user_admin', { target: userId, make_admin: makeAdmin }));
}

/** Bans or unbans; answers the new banned_until (null: not banned). */
export async function setUserBan(userId: string, banned: boolean): Promise<string | null> {
  const res = await (await db()).rpc('admin_set_user_ban', { target: userId, banned });
  return readOne(z.string().nullable(), res, { source: 'admin_set_user_ban' });
}
