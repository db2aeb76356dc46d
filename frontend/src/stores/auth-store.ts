/** The session's user as supabase-js reported it (client state of the shell), its id persisted
 * under the spec's local key auth_user_id. The profile is server data: the auth feature keeps it
 * in the query cache (features/auth/api/profile.ts) with its copy under auth_profile, which
 * sign-out clears here with auth_user_id. */
import { create } from 'zustand';
import { storage } from '@/lib/storage';

export const AUTH_PROFILE_KEY = 'auth_profile';
export const AUTH_USER_ID_KEY = 'auth_user_id';

export interface SessionUser {
  id: string;
  email: string | null;
}

interface AuthState {
  user: SessionUser | null;
  /** True while the session's profile is being synchronised. */
  loading: boolean;
  /** True once the initial session check finished. */
  initialized: boolean;
  setLoading: (loading: boolean) => void;
  setSession: (user: SessionUser | null) => void;
  clear: () => void;
}

export const useAuthStore = create<AuthState>((set) => ({
  user: null,
  loading: true,
  initialized: false,
  setLoading: (loading) => set({ loading }),
  setSession: (user) => {
    if (!user) {
      storage.remove(AUTH_PROFILE_KEY);
      storage.remove(AUTH_USER_ID_KEY);
      set({ user: null, loading: false, initialized: true });
      return;
    }
    storage.set(AUTH_USER_ID_KEY, user.id);
    set({ user, initialized: true });
  },
  clear: () => {
    storage.remove(AUTH_PROFILE_KEY);
    storage.remove(AUTH_USER_ID_KEY);
    set({ user: null, loading: false, initialized: true });
  },
}));
