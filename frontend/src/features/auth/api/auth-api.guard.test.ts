import type { Session, User } from '@supabase/supabase-js';
import { VISIBILITY_GUARD_MS, visibilityGuard } from '@/lib/visibility-guard';
import { readSession, refreshSession, rememberSession, syncProfile } from './auth-api';

const backend = vi.hoisted(() => ({
  getSession: vi.fn(),
  refreshSession: vi.fn(),
  from: vi.fn(),
}));
vi.mock('@/lib/supabase', () => ({
  db: async () => ({ auth: { getSession: backend.getSession, refreshSession: backend.refreshSession }, from: backend.from }),
}));

const session = (token: string) => ({ access_token: token, user: { id: 'u1' } }) as unknown as Session;

describe('auth requests behind the visibility guard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    visibilityGuard.close();
    backend.getSession.mockReset().mockResolvedValue({ data: { session: session('fresh') }, error: null });
    backend.refreshSession.mockReset().mockResolvedValue({ data: {}, error: null });
    backend.from.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('session reads answer from the cached session inside the window, from supabase-js after it', async () => {
    rememberSession(session('cached'));
    visibilityGuard.open();
    await expect(readSession()).resolves.toMatchObject({ access_token: 'cached' });
    await expect(refreshSession()).resolves.toBe(false);
    expect(backend.getSession).not.toHaveBeenCalled();
    expect(backend.refreshSession).not.toHaveBeenCalled();

    vi.advanceTimersByTime(VISIBILITY_GUARD_MS);
    await expect(readSession()).resolves.toMatchObject({ access_token: 'fresh' });
    await expect(refreshSession()).resolves.toBe(true);
    expect(backend.getSession).toHaveBeenCalledTimes(1);
    expect(backend.refreshSession).toHaveBeenCalledTimes(1);
  });

  it('the profile (admin) check is empty inside the window and its errors surface after it', async () => {
    const user = { id: 'u1', user_metadata: {} } as unknown as User;
    visibilityGuard.open();
    await expect(syncProfile(user)).resolves.toBeNull();
    expect(backend.from).not.toHaveBeenCalled();

    vi.advanceTimersByTime(VISIBILITY_GUARD_MS);
    const failure = { message: 'permission denied', code: '42501' };
    backend.from.mockReturnValue({
      select: () => ({ eq: () => ({ maybeSingle: async () => ({ data: null, error: failure }) }) }),
    });
    await expect(syncProfile(user)).rejects.toMatchObject(failure);
    expect(backend.from).toHaveBeenCalledWith('profiles');
  });
});
