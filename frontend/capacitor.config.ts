/** The native shells (Android, iOS) around the built web app (dist/). One appId, which is also
 * the URL scheme of the auth deep link (br.com.pedbook.app://auth/callback#…). The shells load
 * the app from their own bundle and talk to the deployment named in dist/app-config.json
 * (written by scripts/mobile-config.mjs from PEDBOOK_MOBILE_URL). `server.url` exists only for
 * live reload during development, when PEDBOOK_CAP_LIVE_RELOAD_URL is set. */
import type { CapacitorConfig } from '@capacitor/cli';

const liveReload = process.env.PEDBOOK_CAP_LIVE_RELOAD_URL?.trim();

const config: CapacitorConfig = {
  appId: 'br.com.pedbook.app',
  appName: 'PedBook',
  webDir: 'dist',
  // Android serves the bundle as https://localhost, iOS as capacitor://localhost: the backend's
  // CORS answers both.
  android: { allowMixedContent: false },
  ios: { contentInset: 'never' },
  plugins: {
    // @capgo/capacitor-social-login: only the providers PedBook offers are linked in.
    SocialLogin: { providers: { google: true, apple: true, facebook: false, twitter: false } },
  },
  ...(liveReload ? { server: { url: liveReload, cleartext: liveReload.startsWith('http:') } } : {}),
};

export default config;
