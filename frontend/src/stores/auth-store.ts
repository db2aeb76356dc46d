/** Signed-in user and profile (client copy used by the shell), persisted under the spec's
 * local keys auth_profile and auth_user_id. Sign-out clears both. */
import { create } from 'zustand';
import { storage } from '@/lib/storage';

export const AUTH_PROFILE_KEY = 'auth_profile';
export const AUTH_USER_ID_KEY = 'auth_user_id';

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
}

export interface SessionUser {
  id: string;
  email: string | null;
}

interface AuthState {
  user: SessionUser | null;
  profile: Profile | null;
  isAdmin: boolean;
  /** True while the session's profile is being synchronised. */
  loading: boolean;
  /** True once the initial session check finished. */
  initialized: boolean;
  setLoading: (loading: boolean) => void;
  setSession: (user: SessionUser | null) => void;
  setProfile: (profile: Profile) => void;
  clear: () => void;
}

function readStoredProfile(): Profile | null {
  const raw = storage.get(AUTH_PROFILE_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Profile;
  } catch {
    return null;
  }
}

const storedProfile = readStoredProfile();

export const useAuthStore = create<AuthState>((set) => ({
  user: null,
  profile: storedProfile,
  isAdmin: storedProfile?.is_admin ?? false,
  loading: true,
  initialized: false,
  setLoading: (loading) => set({ loading }),
  setSession: (user) => {
    if (!user) {
      storage.remove(AUTH_PROFILE_KEY);
      storage.remove(AUTH_USER_ID_KEY);
      set({ user: null, profile: null, isAdmin: false, loading: false, initialized: true });
      return;
    }
    storage.set(AUTH_USER_ID_KEY, user.id);
    set((s) => ({
      user,
      initialized: true,
      // a stored profile of another user is never shown
      profile: s.profile?.id === user.id ? s.profile : null,
      isAdmin: s.profile?.id === user.id ? s.profile.is_admin : false,
    }));
  },
  setProfile: (profile) => {
    storage.set(AUTH_PROFILE_KEY, JSON.stringify(profile));
    set({ profile, isAdmin: profile.is_admin, loading: false });
  },
  clear: () => {
    storage.remove(AUTH_PROFILE_KEY);
    storage.remove(AUTH_USER_ID_KEY);
    set({ user: null, profile: null, isAdmin: false, loading: false, initialized: true });
  },
}));
