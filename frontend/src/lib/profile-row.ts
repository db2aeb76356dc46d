/** The zod shape of a profiles row as the app reads it (the Profile of lib/profile.ts). A module
 * of its own so zod stays off the anonymous start-up path: sign-in loads it lazily, settings
 * extends it with the fields only the settings page reads. */
import { z } from 'zod';
import type { Profile } from './profile';

export const profileRow = z.object({
  id: z.string(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  formation_area: z.string().nullable(),
  graduation_year: z.string().nullable(),
  is_student: z.boolean(),
  is_professional: z.boolean(),
  is_admin: z.boolean(),
  premium: z.boolean(),
  theme_preference: z.enum(['light', 'dark', 'system']).nullable().optional(),
}) satisfies z.ZodType<Profile>;
