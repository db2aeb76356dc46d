import { AUTH_PROFILE_KEY, AUTH_USER_ID_KEY, useAuthStore } from './auth-store';
import { OFFLINE_MODE_SESSION_KEY, useConnectivityStore } from './connectivity-store';
import { DEFAULT_SECTION_OPEN, usePreferencesStore } from './preferences-store';
import { THEME_KEY, useThemeStore } from './theme-store';
import { DEFAULT_OVERLAY_MESSAGE, useUiStore } from './ui-store';

describe('theme store', () => {
  it('persists under "theme" and toggles the dark class on the root', () => {
    useThemeStore.getState().setTheme('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    useThemeStore.getState().toggleTheme();
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});

describe('auth store', () => {
  it('keeps the session user under auth_user_id and clears both keys on sign-out', () => {
    const s = useAuthStore.getState();
    s.setSession({ id: 'u1', email: 'ana@hospital.com' });
    expect(localStorage.getItem(AUTH_USER_ID_KEY)).toBe('u1');
    localStorage.setItem(AUTH_PROFILE_KEY, JSON.stringify({ id: 'u1' }));
    s.clear();
    expect(useAuthStore.getState()).toMatchObject({ user: null, loading: false, initialized: true });
    expect(localStorage.getItem(AUTH_PROFILE_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_USER_ID_KEY)).toBeNull();
  });
});

describe('ui store', () => {
  it('gives the popup slot to one popup at a time', () => {
    const s = useUiStore.getState();
    expect(s.requestPopup('social-banner')).toBe(true);
    expect(useUiStore.getState().requestPopup('site-feedback')).toBe(false);
    useUiStore.getState().releasePopup('site-feedback');
    expect(useUiStore.getState().popup).toBe('social-banner');
    useUiStore.getState().releasePopup('social-banner');
    expect(useUiStore.getState().requestPopup('site-feedback')).toBe(true);
    useUiStore.getState().releasePopup('site-feedback');
  });
  it('opens the auth dialog in a mode and shows the overlay with the default message', () => {
    useUiStore.getState().openAuthDialog('signup');
    expect(useUiStore.getState()).toMatchObject({ authDialogOpen: true, authMode: 'signup' });
    useUiStore.getState().showOverlay();
    expect(useUiStore.getState().overlay).toEqual({ visible: true, message: DEFAULT_OVERLAY_MESSAGE });
    expect(DEFAULT_OVERLAY_MESSAGE).toBe('Carregando...');
  });
});

describe('preferences store', () => {
  it('starts with Medicamentos open only and persists toggles', () => {
    expect(usePreferencesStore.getState().sections).toEqual(DEFAULT_SECTION_OPEN);
    usePreferencesStore.getState().toggleSection('protocolos');
    const saved = JSON.parse(localStorage.getItem('pedbook_preferences') ?? '{}');
    expect(saved.state.sections.protocolos).toBe(true);
    expect(saved.state.sections.medicamentos).toBe(true);
  });
});

describe('connectivity store', () => {
  it('tracks offline/online and the prompt', () => {
    const s = useConnectivityStore.getState();
    s.wentOffline();
    expect(useConnectivityStore.getState()).toMatchObject({ isOnline: false, hasLostConnection: true, showPrompt: true });
    useConnectivityStore.getState().cameOnline();
    expect(useConnectivityStore.getState()).toMatchObject({ isOnline: true, hasLostConnection: true, showPrompt: false });
  });
  it('keeps the offline-mode choice for the session only', () => {
    useConnectivityStore.getState().setOfflineMode('off');
    expect(sessionStorage.getItem(OFFLINE_MODE_SESSION_KEY)).toBe('off');
    useConnectivityStore.getState().resetOfflineMode();
    expect(useConnectivityStore.getState().offlineMode).toBe('auto');
    expect(sessionStorage.getItem(OFFLINE_MODE_SESSION_KEY)).toBeNull();
  });
});
