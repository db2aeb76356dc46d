/** supabase-js's session storage inside the native shell: Capacitor Preferences
 * (SharedPreferences on Android, UserDefaults on iOS), which the OS does not clear the way it may
 * clear a WebView's localStorage. Loaded only in the shell (lib/supabase.ts); the web keeps
 * supabase-js's default, localStorage. */
import { Preferences } from '@capacitor/preferences';

export interface AsyncAuthStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

export const preferencesStorage: AsyncAuthStorage = {
  async getItem(key) {
    const { value } = await Preferences.get({ key });
    return value;
  },
  async setItem(key, value) {
    await Preferences.set({ key, value });
  },
  async removeItem(key) {
    await Preferences.remove({ key });
  },
};
