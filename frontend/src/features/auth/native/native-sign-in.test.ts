import { sha256Hex } from './nonce';

const login = vi.fn();
const initialize = vi.fn(async (..._args: unknown[]) => undefined);
vi.mock('@capgo/capacitor-social-login', () => ({ SocialLogin: { login: (...a: unknown[]) => login(...a), initialize: (...a: unknown[]) => initialize(...a) } }));
const auth = {
  signInWithIdToken: vi.fn(async (..._args: unknown[]): Promise<{ data: unknown; error: { message: string; code?: string; status?: number } | null }> => ({ data: {}, error: null })),
  signInWithOAuth: vi.fn(async () => ({ data: {}, error: null })),
  getUser: vi.fn(async () => ({ data: { user: { id: 'u-1' } } })),
  updateUser: vi.fn(async () => ({ data: {}, error: null })),
};
const profileUpdate = vi.fn();
vi.mock('@/lib/supabase', () => ({
  db: async () => ({
    auth,
    from: () => ({ update: (v: unknown) => (profileUpdate(v), { eq: () => ({ eq: async () => ({ error: null }) }) }) }),
  }),
}));

const { nativeSignIn, googlePickerAvailable, socialLoginSettings } = await import('./native-sign-in');

type Win = Window & { Capacitor?: { isNativePlatform: () => boolean; getPlatform: () => string } };
const shell = (platform: string) => ((window as Win).Capacitor = { isNativePlatform: () => true, getPlatform: () => platform });
const config = (body: object): Promise<unknown> => Promise.resolve(body);
const IDS = { supabaseUrl: 'https://pedbook.example.org', supabaseAnonKey: 'k', googleWebClientId: 'web.apps.googleusercontent.com', googleIosClientId: 'ios.apps.googleusercontent.com' };

describe('nativeSignIn (id_token grant with a nonce)', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => delete (window as Win).Capacitor);

  it('Google: the picker gets the hashed nonce, the auth service the raw one', async () => {
    shell('android');
    login.mockResolvedValueOnce({ provider: 'google', result: { responseType: 'online', idToken: 'google-id-token', accessToken: null, profile: {} } });
    await expect(nativeSignIn('google', config(IDS))).resolves.toBe('signed-in');
    const hashed = (login.mock.calls[0]?.[0] as { options: { nonce: string } }).options.nonce;
    const { nonce: raw, token, provider } = auth.signInWithIdToken.mock.calls[0]?.[0] as { nonce: string; token: string; provider: string };
    expect(provider).toBe('google');
    expect(token).toBe('google-id-token');
    expect(raw).toMatch(/^[0-9a-f]{64}$/);
    expect(hashed).toBe(await sha256Hex(raw));
    expect(login).toHaveBeenCalledWith({ provider: 'google', options: { nonce: hashed } }); // no scopes: Android would refuse them
    expect(initialize).toHaveBeenCalledWith(expect.objectContaining({ google: expect.objectContaining({ webClientId: IDS.googleWebClientId, iOSClientId: IDS.googleIosClientId }) }));
  });

  it('Apple on iOS: id token exchanged, the first-time name kept over the placeholder', async () => {
    shell('ios');
    login.mockResolvedValueOnce({ provider: 'apple', result: { idToken: 'apple-id-token', accessToken: null, profile: { user: 'x', email: null, givenName: 'Caio', familyName: 'Prado' } } });
    await expect(nativeSignIn('apple', config(IDS))).resolves.toBe('signed-in');
    expect(auth.signInWithIdToken).toHaveBeenCalledWith(expect.objectContaining({ provider: 'apple', token: 'apple-id-token' }));
    expect(profileUpdate).toHaveBeenCalledWith({ full_name: 'Caio Prado' });
    expect(auth.updateUser).toHaveBeenCalledWith({ data: { full_name: 'Caio Prado' } });
  });

  it('refuses Apple outside iOS and anything outside the shell', async () => {
    shell('android');
    await expect(nativeSignIn('apple', config(IDS))).rejects.toThrow('Entrar com Apple está disponível apenas no iPhone e iPad.');
    delete (window as Win).Capacitor;
    await expect(nativeSignIn('google', config(IDS))).rejects.toThrow('Este login só está disponível no aplicativo.');
    expect(login).not.toHaveBeenCalled();
  });

  it('a wrong nonce (400 from the auth service) is reported in Portuguese', async () => {
    shell('android');
    login.mockResolvedValueOnce({ provider: 'google', result: { responseType: 'online', idToken: 't', accessToken: null, profile: {} } });
    auth.signInWithIdToken.mockResolvedValueOnce({ data: {}, error: { message: 'Nonces mismatch', code: 'invalid nonce', status: 400 } });
    await expect(nativeSignIn('google', config(IDS))).rejects.toThrow('A verificação do login falhou. Tente novamente.');
  });

  it('a cancelled picker is no error', async () => {
    shell('ios');
    login.mockRejectedValueOnce(new Error('The user canceled the sign-in flow.'));
    await expect(nativeSignIn('google', config(IDS))).resolves.toBe('cancelled');
    expect(auth.signInWithIdToken).not.toHaveBeenCalled();
  });

  it('without Google client IDs in the build: the system browser and the deep link', async () => {
    shell('android');
    await expect(nativeSignIn('google', config({ supabaseUrl: IDS.supabaseUrl, supabaseAnonKey: 'k' }))).resolves.toBe('redirected');
    expect(auth.signInWithOAuth).toHaveBeenCalledWith({ provider: 'google', options: { redirectTo: 'br.com.pedbook.app://auth/callback' } });
    expect(login).not.toHaveBeenCalled();
    expect(googlePickerAvailable('ios', { googleWebClientId: 'w' })).toBe(false);
    expect(googlePickerAvailable('ios', { googleIosClientId: 'i' })).toBe(true);
  });

  it('configures Apple on iOS only (the plugin’s Android side refuses it without a client id)', () => {
    expect(socialLoginSettings('android', { googleWebClientId: 'w' })).toEqual({ google: { webClientId: 'w', iOSServerClientId: 'w', mode: 'online' } });
    expect(socialLoginSettings('ios', { googleIosClientId: 'i' })).toEqual({ google: { iOSClientId: 'i', mode: 'online' }, apple: { redirectUrl: '' } });
    expect(socialLoginSettings('ios', {})).toEqual({ apple: { redirectUrl: '' } });
  });
});
