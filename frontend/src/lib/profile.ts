/** The signed-in user's profile is server data shared by the shell and several features (like
 * site settings): it lives in the TanStack Query cache under profileKeys.profile(userId), written by
 * the auth feature (its sync, sign-in form and callback page, through ensureProfile) and read
 * with useProfile(). A copy is kept under the spec's local key
 * auth_profile so a returning user's name and admin flag show at once; it is only ever shown
 * for the same user id, and removed on sign-out. */
import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { ME } from './query-keys';
import { storage } from './storage';
import { AUTH_PROFILE_KEY, useAuthStore } from '@/stores/auth-store';
import { useThemeStore, type Theme } from '@/stores/theme-store';

export interface Profile {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
  formation_area: string | null;
  graduation_year: string | null;
  is_student: boolean;
  is_professional: boolean;
  is_admin: boolean;
  premium: boolean;
  /** The theme chosen in /settings, applied on every device the user signs in on. */
  theme_preference?: 'light' | 'dark' | 'system' | null;
}

export const profileKeys = {
  profiles: () => [...ME, 'profile'] as const,
  profile: (userId: string) => [...ME, 'profile', userId] as const,
};

/** The stored copy, only when it is this user's. */
export function storedProfile(userId: string): Profile | undefined {
  const raw = storage.get(AUTH_PROFILE_KEY);
  if (!raw) return undefined;
  try {
    const p = JSON.parse(raw) as Partial<Profile> | null;
    return p && p.id === userId ? (p as Profile) : undefined;
  } catch {
    return undefined;
  }
}

/** Never fetched by an observer (skipToken): the auth flow writes it (setProfileData). */
export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.profile(userId),
    queryFn: skipToken,
    initialData: () => storedProfile(userId),
    staleTime: Infinity,
  });

/** The theme an account preference asks for on this device ('system' follows the device's
 * colour scheme); null when the account has none. */
export function preferredTheme(pref: Profile['theme_preference'], prefersDark: () => boolean): Theme | null {
  if (pref === 'light' || pref === 'dark') return pref;
  if (pref === 'system') return prefersDark() ? 'dark' : 'light';
  return null;
}

/** Stores the profile read from the server (sign-in, session sync) and applies the account's
 * theme preference, so the theme chosen in /settings follows the user to other devices. */
export function setProfileData(queryClient: QueryClient, profile: Profile): void {
  storage.set(AUTH_PROFILE_KEY, JSON.stringify(profile));
  queryClient.setQueryData(profileKeys.profile(profile.id), profile);
  const theme = preferredTheme(profile.theme_preference, () => window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false);
  const store = useThemeStore.getState();
  if (theme && theme !== store.theme) store.setTheme(theme);
}

export function hasProfileData(queryClient: QueryClient, userId: string): boolean {
  return queryClient.getQueryData(profileKeys.profile(userId)) !== undefined;
}

/** The signed-in user's profile, or null (no session, or not loaded yet). */
export function useProfile(): Profile | null {
  const userId = useAuthStore((s) => s.user?.id);
  const { data } = useQuery(profileQuery(userId ?? ''));
  return userId && data?.id === userId ? data : null;
}
