/** A social sign-in's profile (spec part 1 §4 'creates or updates the social-login profile'):
 * created from the provider's data when missing (ensureProfile), and, when it exists with the
 * placeholder name or no picture, completed from what the provider now says. Never overwrites a
 * name or picture the user has. */
import type { User } from '@supabase/supabase-js';
import { readData } from '@/lib/read-response';
import type { PedbookClient } from '@/lib/supabase';
import type { Profile } from '@/lib/profile';
import { ensureProfile, PROFILE_COLUMNS } from '../api/auth-api';
import { parseProfile } from '../api/profile-schema';

const PLACEHOLDER_NAME = 'Usuário';

function text(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}

/** What the provider's metadata would fill in on `profile` (empty when nothing). */
export function socialProfileChanges(profile: Pick<Profile, 'full_name' | 'avatar_url'>, metadata: Record<string, unknown>): { full_name?: string; avatar_url?: string } {
  const changes: { full_name?: string; avatar_url?: string } = {};
  const name = text(metadata.full_name) ?? text(metadata.name);
  const picture = text(metadata.avatar_url) ?? text(metadata.picture);
  const currentName = text(profile.full_name);
  if (name && (currentName === null || currentName === PLACEHOLDER_NAME)) changes.full_name = name;
  if (picture && text(profile.avatar_url) === null) changes.avatar_url = picture;
  return changes;
}

export async function syncSocialProfile(client: PedbookClient, user: User): Promise<Profile> {
  const profile = await ensureProfile(user);
  const changes = socialProfileChanges(profile, (user.user_metadata ?? {}) as Record<string, unknown>);
  if (Object.keys(changes).length === 0) return profile;
  const updated = readData(await client.from('profiles').update(changes).eq('id', user.id).select(PROFILE_COLUMNS).single());
  return parseProfile(updated);
}
