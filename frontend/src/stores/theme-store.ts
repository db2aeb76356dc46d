/** Theme (light/dark): stored under the local key 'theme'; dark adds the `dark` class on <html>. */
import { create } from 'zustand';
import { storage } from '@/lib/storage';

export type Theme = 'light' | 'dark';
export const THEME_KEY = 'theme';

export function readStoredTheme(): Theme {
  return storage.get(THEME_KEY) === 'dark' ? 'dark' : 'light';
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: readStoredTheme(),
  setTheme: (theme) => {
    storage.set(THEME_KEY, theme);
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));
