/** The profile row checked at the boundary (loaded lazily with zod: sign-in is not on the
 * anonymous start-up path). */
import { profileRow } from '@/lib/profile-row';
import { parseRows } from '@/lib/validate';
import type { Profile } from '@/lib/profile';

export const parseProfile = (data: unknown): Profile => parseRows(profileRow, data, 'profiles');
