/** Connectivity (spec part 1 §4): offline sets isOnline=false, hasLostConnection=true and shows
 * the prompt; online sets isOnline=true and hides it. Offline-mode preference is session-only. */
import { create } from 'zustand';
import { sessionStore } from '@/lib/storage';

export type OfflineModePreference = 'auto' | 'on' | 'off';
export const OFFLINE_MODE_SESSION_KEY = 'offline_mode_session';

interface ConnectivityState {
  isOnline: boolean;
  /** false when the PedBook server did not answer (the device may still be online): the app
   * then runs from its cached shell, like offline. Probed again on each route change. */
  serverReachable: boolean;
  hasLostConnection: boolean;
  showPrompt: boolean;
  offlineMode: OfflineModePreference;
  wentOffline: () => void;
  cameOnline: () => void;
  serverDown: () => void;
  serverUp: () => void;
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
  serverReachable: true,
  hasLostConnection: false,
  showPrompt: false,
  offlineMode: readOfflineMode(),
  wentOffline: () => set({ isOnline: false, hasLostConnection: true, showPrompt: true }),
  cameOnline: () => set({ isOnline: true, showPrompt: false }),
  serverDown: () => set({ serverReachable: false }),
  serverUp: () => set({ serverReachable: true }),
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

/** Whether the app runs without its server: the device is offline or the server did not answer. */
export const selectWorkingOffline = (s: Pick<ConnectivityState, 'isOnline' | 'serverReachable'>): boolean => !s.isOnline || !s.serverReachable;
