import type { User } from '@supabase/supabase-js';
import { DEEP_LINK_FAILED, DEEP_LINK_INCOMPLETE, handleAuthDeepLink, parseAuthDeepLink, type DeepLinkDeps } from './deep-link';

const LINK = 'br.com.pedbook.app://auth/callback#access_token=at-1&refresh_token=rt-1&expires_in=3600&token_type=bearer';

describe('parseAuthDeepLink', () => {
  it('reads the tokens of <appId>://auth/callback#…', () => {
    expect(parseAuthDeepLink(LINK)).toEqual({ kind: 'session', accessToken: 'at-1', refreshToken: 'rt-1' });
    expect(parseAuthDeepLink(LINK.replace('/callback#', '/callback/#'))).toEqual({ kind: 'session', accessToken: 'at-1', refreshToken: 'rt-1' });
  });
  it('ignores links that are not this app’s auth callback', () => {
    expect(parseAuthDeepLink('br.com.pedbook.app://other/callback#access_token=a&refresh_token=b')).toBeNull();
    expect(parseAuthDeepLink('br.com.pedbook.app://auth/elsewhere#access_token=a&refresh_token=b')).toBeNull();
    expect(parseAuthDeepLink('evil.app://auth/callback#access_token=a&refresh_token=b')).toBeNull();
    expect(parseAuthDeepLink('https://pedbook.example.org/auth/callback#access_token=a&refresh_token=b')).toBeNull();
    expect(parseAuthDeepLink('not a url')).toBeNull();
  });
  it('tells errors, incomplete links and recovery links apart', () => {
    expect(parseAuthDeepLink('br.com.pedbook.app://auth/callback#error=access_denied&error_description=User+denied')).toEqual({ kind: 'error', message: DEEP_LINK_FAILED });
    expect(parseAuthDeepLink('br.com.pedbook.app://auth/callback?error=server_error')).toEqual({ kind: 'error', message: DEEP_LINK_FAILED });
    expect(parseAuthDeepLink('br.com.pedbook.app://auth/callback#access_token=a')).toEqual({ kind: 'error', message: DEEP_LINK_INCOMPLETE });
    expect(parseAuthDeepLink('br.com.pedbook.app://auth/callback#access_token=a&refresh_token=b&type=recovery')).toEqual({ kind: 'recovery' });
  });
});

function fakeDeps(overrides: Partial<DeepLinkDeps> = {}) {
  const user = { id: 'u-1', created_at: '2026-01-01T00:00:00Z', user_metadata: { full_name: 'Ana Souza' } } as unknown as User;
  const calls: string[] = [];
  const deps: DeepLinkDeps = {
    setSession: vi.fn(async () => ({ user, error: null })),
    syncProfile: vi.fn(async () => ({ id: 'u-1', full_name: 'Ana Souza', avatar_url: null, formation_area: null, graduation_year: null, is_student: false, is_professional: true, is_admin: false, premium: true })),
    navigate: vi.fn((p: string) => void calls.push(`navigate ${p}`)),
    success: vi.fn((t: string) => void calls.push(`success ${t}`)),
    failure: vi.fn((m: string) => void calls.push(`failure ${m}`)),
    signedIn: vi.fn(() => void calls.push('signedIn')),
    now: () => Date.parse('2026-06-01T00:00:00Z'),
    ...overrides,
  };
  return { deps, user, calls };
}

describe('handleAuthDeepLink (the appUrlOpen handler)', () => {
  it('sets the session, syncs the profile, welcomes back, broadcasts and goes to /', async () => {
    const { deps, user, calls } = fakeDeps();
    await expect(handleAuthDeepLink(LINK, deps)).resolves.toBe('signed-in');
    expect(deps.setSession).toHaveBeenCalledWith({ access_token: 'at-1', refresh_token: 'rt-1' });
    expect(deps.syncProfile).toHaveBeenCalledWith(user);
    expect(calls).toEqual(['success Bem-vindo de volta, Ana Souza!', 'signedIn', 'navigate /']);
  });

  it('welcomes a user created just now as new', async () => {
    const { deps, calls } = fakeDeps({ now: () => Date.parse('2026-01-01T00:01:00Z') });
    await handleAuthDeepLink(LINK, deps);
    expect(calls[0]).toBe('success Bem-vindo ao PedBook, Ana Souza!');
  });

  it('still signs in when the profile cannot be synced (name falls back)', async () => {
    const { deps, calls } = fakeDeps({ syncProfile: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await expect(handleAuthDeepLink(LINK, deps)).resolves.toBe('signed-in');
    expect(calls).toEqual(['success Bem-vindo de volta, Usuário!', 'signedIn', 'navigate /']);
  });

  it('reports a refused session in Portuguese and goes to /login', async () => {
    const { deps, calls } = fakeDeps({ setSession: vi.fn(async () => ({ user: null, error: { message: 'Invalid Refresh Token' } })) });
    await expect(handleAuthDeepLink(LINK, deps)).resolves.toBe('failed');
    expect(deps.syncProfile).not.toHaveBeenCalled();
    expect(calls).toEqual([`failure ${DEEP_LINK_FAILED}`, 'navigate /login']);
  });

  it('sends recovery links to /reset-password without a session, and ignores other links', async () => {
    const { deps, calls } = fakeDeps();
    await expect(handleAuthDeepLink('br.com.pedbook.app://auth/callback#access_token=a&refresh_token=b&type=recovery', deps)).resolves.toBe('recovery');
    await expect(handleAuthDeepLink('br.com.pedbook.app://share/medicamentos/x', deps)).resolves.toBe('ignored');
    expect(deps.setSession).not.toHaveBeenCalled();
    expect(calls).toEqual(['navigate /reset-password']);
  });
});
