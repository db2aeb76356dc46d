import { mobileAppConfig, parseMobileUrl } from './mobile-config.mjs';
import { checkCapConfig, checkPinnedVersions, checkPublicCopy, checkUrlSchemes } from './cap-check.mjs';

describe('mobile build config (scripts/mobile-config.mjs)', () => {
  it('refuses a missing, non-https or loopback URL', () => {
    expect(() => parseMobileUrl(undefined)).toThrow(/not set/);
    expect(() => parseMobileUrl('  ')).toThrow(/not set/);
    expect(() => parseMobileUrl('http://pedbook.example.org')).toThrow(/https/);
    expect(() => parseMobileUrl('pedbook.example.org')).toThrow(/not a URL/);
    expect(() => parseMobileUrl('https://localhost:8443')).toThrow(/phone itself/);
    expect(() => parseMobileUrl('https://u:p@pedbook.example.org')).toThrow(/credentials/);
    expect(parseMobileUrl('https://pedbook.example.org/')).toBe('https://pedbook.example.org');
  });

  it('takes the anon key from the deployment, which must name the same URL', async () => {
    const answer = (body, status = 200) => async (url) => {
      expect(url).toBe('https://pedbook.example.org/app-config.json');
      return new Response(JSON.stringify(body), { status });
    };
    await expect(
      mobileAppConfig({ PEDBOOK_MOBILE_URL: 'https://pedbook.example.org' }, answer({ supabaseUrl: 'https://pedbook.example.org/', supabaseAnonKey: 'k' })),
    ).resolves.toEqual({ supabaseUrl: 'https://pedbook.example.org', supabaseAnonKey: 'k' });
    await expect(
      mobileAppConfig({ PEDBOOK_MOBILE_URL: 'https://pedbook.example.org' }, answer({ supabaseUrl: 'https://api.example.org', supabaseAnonKey: 'k' })),
    ).rejects.toThrow(/says its API is at https:\/\/api\.example\.org/);
    await expect(mobileAppConfig({ PEDBOOK_MOBILE_URL: 'https://pedbook.example.org' }, answer({}, 404))).rejects.toThrow(/404/);
    const noFetch = async () => {
      throw new Error('no network expected');
    };
    await expect(
      mobileAppConfig(
        { PEDBOOK_MOBILE_URL: 'https://pedbook.example.org', PEDBOOK_MOBILE_ANON_KEY: 'a', PEDBOOK_GOOGLE_WEB_CLIENT_ID: 'w', PEDBOOK_GOOGLE_IOS_CLIENT_ID: 'i' },
        noFetch,
      ),
    ).resolves.toEqual({ supabaseUrl: 'https://pedbook.example.org', supabaseAnonKey: 'a', googleWebClientId: 'w', googleIosClientId: 'i' });
  });
});

describe('native shell check (scripts/cap-check.mjs)', () => {
  const evaluated = (ext) => ({ app: { appId: 'br.com.pedbook.app', webDir: 'dist', extConfig: ext }, android: { platformDir: 'android' }, ios: { platformDir: 'ios' } });

  it('wants the appId, webDir dist and no stray server.url', () => {
    expect(checkCapConfig(evaluated({}), undefined)).toEqual([]);
    expect(checkCapConfig(evaluated({ server: { url: 'http://10.0.2.2:5173' } }), undefined)).toEqual([expect.stringMatching(/server.url is set/)]);
    expect(checkCapConfig(evaluated({ server: { url: 'http://10.0.2.2:5173' } }), 'http://10.0.2.2:5173')).toEqual([]);
    expect(checkCapConfig({ ...evaluated({}), app: { appId: 'com.example', webDir: 'build', extConfig: {} } }, undefined)).toHaveLength(2);
  });

  it('wants exact pins of one major, installed as pinned', () => {
    const pkg = {
      dependencies: { '@capacitor/core': '7.6.9', '@capacitor/android': '7.6.9', '@capacitor/ios': '7.6.9', '@capacitor/app': '7.1.2', '@capgo/capacitor-social-login': '7.20.0' },
      devDependencies: { '@capacitor/cli': '7.6.9' },
    };
    const all = { ...pkg.dependencies, ...pkg.devDependencies };
    expect(checkPinnedVersions(pkg, (n) => all[n])).toEqual([]);
    expect(checkPinnedVersions({ ...pkg, dependencies: { ...pkg.dependencies, '@capacitor/app': '^7.1.2' } }, (n) => all[n])).toEqual(
      expect.arrayContaining([expect.stringMatching(/pin an exact version/)]),
    );
    expect(checkPinnedVersions({ ...pkg, dependencies: { ...pkg.dependencies, '@capacitor/app': '8.1.1' } }, (n) => ({ ...all, '@capacitor/app': '8.1.1' })[n])).toEqual([
      expect.stringMatching(/span majors 7, 8/),
    ]);
    expect(checkPinnedVersions({ ...pkg, dependencies: { ...pkg.dependencies, '@capacitor/ios': '7.6.8' } }, (n) => ({ ...all, '@capacitor/ios': '7.6.8' })[n])).toEqual([
      expect.stringMatching(/core packages differ/),
    ]);
    expect(checkPinnedVersions(pkg, (n) => (n === '@capacitor/app' ? '7.1.1' : all[n]))).toEqual([expect.stringMatching(/node_modules has 7.1.1/)]);
  });

  it('wants each shell to carry the deployment URL', () => {
    const url = 'https://pedbook.example.org';
    expect(checkPublicCopy('ios', JSON.stringify({ supabaseUrl: url, supabaseAnonKey: 'k' }), url)).toEqual([]);
    expect(checkPublicCopy('ios', JSON.stringify({ supabaseUrl: 'https://other.example.org', supabaseAnonKey: 'k' }), url)).toHaveLength(1);
    expect(checkPublicCopy('android', null, url)).toEqual([expect.stringMatching(/missing/)]);
  });

  it('wants the deep-link scheme registered in both shells', () => {
    const strings = '<string name="custom_url_scheme">br.com.pedbook.app</string>';
    const manifest = '<data android:scheme="@string/custom_url_scheme" android:host="auth" android:path="/callback" />';
    const plist = '<key>CFBundleURLSchemes</key>\n<array>\n<string>br.com.pedbook.app</string>';
    expect(checkUrlSchemes(manifest, strings, plist)).toEqual([]);
    expect(checkUrlSchemes('', strings, '')).toHaveLength(2);
  });
});
