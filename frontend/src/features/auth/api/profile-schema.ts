/** The profile row checked at the boundary (loaded lazily with zod: sign-in is not on the
 * anonymous start-up path). */
import { z } from 'zod';
import { parseRows } from '@/lib/validate';
import type { Profile } from '@/lib/profile';

const profileRow = z.object({
  id: z.string(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  formation_area: z.string().nullable(),
  graduation_year: z.string().nullable(),
  is_student: z.boolean(),
  is_professional: z.boolean(),
  is_admin: z.boolean(),
  premium: z.boolean(),
}) satisfies z.ZodType<Profile>;

export const parseProfile = (data: unknown): Profile => parseRows(profileRow, data, 'profiles');
