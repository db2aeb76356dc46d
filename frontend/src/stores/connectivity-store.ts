/** Connectivity (spec part 1 §4): offline sets isOnline=false, hasLostConnection=true and shows
 * the prompt; online sets isOnline=true and hides it. Offline-mode preference is session-only. */
import { create } from 'zustand';
import { sessionStore } from '@/lib/storage';

export type OfflineModePreference = 'auto' | 'on' | 'off';
export const OFFLINE_MODE_SESSION_KEY = 'offline_mode_session';
/** Offline use is hard-disabled: offline mode is never actually used. */
export const OFFLINE_USE_ENABLED = false;

interface ConnectivityState {
  isOnline: boolean;
  hasLostConnection: boolean;
  showPrompt: boolean;
  offlineMode: OfflineModePreference;
  wentOffline: () => void;
  cameOnline: () => void;
  dismissPrompt: () => void;
  setOfflineMode: (mode: OfflineModePreference) => void;
  resetOfflineMode: () => void;
}

function readOfflineMode(): OfflineModePreference {
  const v = sessionStore.get(OFFLINE_MODE_SESSION_KEY);
  return v === 'on' || v === 'off' ? v : 'auto';
}

export const useConnectivityStore = create<ConnectivityState>((set) => ({
  isOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  hasLostConnection: false,
  showPrompt: false,
  offlineMode: readOfflineMode(),
  wentOffline: () => set({ isOnline: false, hasLostConnection: true, showPrompt: true }),
  cameOnline: () => set({ isOnline: true, showPrompt: false }),
  dismissPrompt: () => set({ showPrompt: false }),
  setOfflineMode: (offlineMode) => {
    sessionStore.set(OFFLINE_MODE_SESSION_KEY, offlineMode);
    set({ offlineMode });
  },
  resetOfflineMode: () => {
    sessionStore.remove(OFFLINE_MODE_SESSION_KEY);
    set({ offlineMode: 'auto' });
  },
}));
