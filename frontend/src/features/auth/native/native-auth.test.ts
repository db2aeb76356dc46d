import { QueryClient } from '@tanstack/react-query';

// The App plugin as the shell delivers it: listeners registered by name, fired by the test.
const listeners = new Map<string, (event: unknown) => void>();
vi.mock('@capacitor/app', () => ({
  App: {
    addListener: vi.fn(async (name: string, fn: (event: unknown) => void) => {
      listeners.set(name, fn);
      return { remove: vi.fn(async () => void listeners.delete(name)) };
    }),
    getLaunchUrl: vi.fn(async () => undefined),
  },
}));

const user = { id: 'u-9', created_at: '2020-01-01T00:00:00Z', user_metadata: { full_name: 'Bia Reis' } };
let authListener: ((event: string, session: unknown) => void) | null = null;
const auth = {
  setSession: vi.fn(async () => ({ data: { user, session: { user } }, error: null })),
  getSession: vi.fn(async () => ({ data: { session: { user } }, error: null })),
  getUser: vi.fn(async (): Promise<{ data: { user: unknown }; error: { status: number } | null }> => ({ data: { user }, error: null })),
  signOut: vi.fn(async () => ({ error: null })),
  onAuthStateChange: vi.fn((fn: (event: string, session: unknown) => void) => {
    authListener = fn;
    return { data: { subscription: { unsubscribe: vi.fn() } } };
  }),
};
vi.mock('@/lib/supabase', () => ({ db: async () => ({ auth }) }));
vi.mock('./social-profile', () => ({
  syncSocialProfile: vi.fn(async () => ({ id: 'u-9', full_name: 'Bia Reis', avatar_url: null, formation_area: null, graduation_year: null, is_student: false, is_professional: true, is_admin: false, premium: true })),
}));
const toastCalls: string[] = [];
vi.mock('@/lib/toast', () => ({
  toast: { success: (t: string) => void toastCalls.push(`success ${t}`), error: (t: string) => void toastCalls.push(`error ${t}`) },
}));

const { installNativeAuth } = await import('./native-auth');

async function install() {
  const navigate = vi.fn();
  const queryClient = new QueryClient();
  const uninstall = await installNativeAuth({ navigate, queryClient });
  return { navigate, queryClient, uninstall };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('installNativeAuth: the appUrlOpen handler', () => {
  beforeEach(() => {
    listeners.clear();
    toastCalls.length = 0;
    vi.clearAllMocks();
  });

  it('sets the session from the deep link, stores the profile and navigates to /', async () => {
    const { navigate, queryClient, uninstall } = await install();
    const success = vi.fn();
    window.addEventListener('pedbook:auth-success', success);
    listeners.get('appUrlOpen')?.({ url: 'br.com.pedbook.app://auth/callback#access_token=AT&refresh_token=RT&token_type=bearer' });
    await flush();
    await flush();
    expect(auth.setSession).toHaveBeenCalledWith({ access_token: 'AT', refresh_token: 'RT' });
    expect(queryClient.getQueryData(['me', 'profile', 'u-9'])).toMatchObject({ full_name: 'Bia Reis' });
    expect(toastCalls).toEqual(['success Bem-vindo de volta, Bia Reis!']);
    expect(success).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    // The same link delivered again (cold-start launch URL + retained event) is handled once.
    listeners.get('appUrlOpen')?.({ url: 'br.com.pedbook.app://auth/callback#access_token=AT&refresh_token=RT&token_type=bearer' });
    await flush();
    expect(auth.setSession).toHaveBeenCalledTimes(1);
    window.removeEventListener('pedbook:auth-success', success);
    uninstall();
    expect(listeners.size).toBe(0);
  });

  it('leaves other deep links alone', async () => {
    const { navigate, uninstall } = await install();
    listeners.get('appUrlOpen')?.({ url: 'br.com.pedbook.app://medicamentos/amoxicilina' });
    await flush();
    expect(auth.setSession).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    uninstall();
  });
});

describe('installNativeAuth: foreground re-check and first sign-in reload', () => {
  beforeEach(() => {
    listeners.clear();
    vi.clearAllMocks();
    localStorage.clear();
  });

  it('re-checks the session 1 s after the app returns to the foreground; a revoked account is signed out', async () => {
    const { uninstall } = await install();
    vi.useFakeTimers();
    try {
      auth.getUser.mockResolvedValueOnce({ data: { user: null }, error: { status: 403 } });
      listeners.get('appStateChange')?.({ isActive: true });
      await vi.advanceTimersByTimeAsync(999);
      expect(auth.getSession).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(auth.getSession).toHaveBeenCalledTimes(1);
      expect(auth.getUser).toHaveBeenCalledTimes(1);
      expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
      // still valid: nothing is signed out
      listeners.get('appStateChange')?.({ isActive: true });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(auth.getSession).toHaveBeenCalledTimes(2);
      expect(auth.signOut).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      uninstall();
    }
  });

  it('reloads once, 400 ms after a user’s first SIGNED_IN', async () => {
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    const { uninstall } = await install();
    vi.useFakeTimers();
    try {
      authListener?.('SIGNED_IN', { user });
      await vi.advanceTimersByTimeAsync(400);
      expect(reload).toHaveBeenCalledTimes(1);
      authListener?.('SIGNED_IN', { user });
      authListener?.('TOKEN_REFRESHED', { user });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      uninstall();
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
