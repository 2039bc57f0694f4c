// The light/dark theme: the stored choice or the system's, kept in <html data-theme> (the same
// key as index.html's inline script, which sets it before first paint).
import { create } from 'zustand';

// Same key and values as the inline script in index.html, which sets the theme before paint.
export const THEME_STORAGE_KEY = 'gn-theme';
export type Theme = 'gn-dark' | 'gn-light';

const systemDark = window.matchMedia('(prefers-color-scheme: dark)');

function isTheme(value: unknown): value is Theme {
  return value === 'gn-dark' || value === 'gn-light';
}

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    return null; // storage blocked: fall back to the system preference
  }
}

function systemTheme(): Theme {
  return systemDark.matches ? 'gn-dark' : 'gn-light';
}

type ThemeStore = { theme: Theme; toggle(): void };

export const useThemeStore = create<ThemeStore>((set, get) => ({
  theme: storedTheme() ?? systemTheme(),
  toggle() {
    const theme: Theme = get().theme === 'gn-dark' ? 'gn-light' : 'gn-dark';
    try {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // not persisted; still applied for this visit
    }
    set({ theme });
  },
}));

// Keep <html data-theme> in step with the store.
useThemeStore.subscribe(({ theme }) => {
  document.documentElement.dataset.theme = theme;
});
document.documentElement.dataset.theme = useThemeStore.getState().theme;

// Until the user picks a theme, follow the system's changes.
systemDark.addEventListener('change', () => {
  if (!storedTheme()) useThemeStore.setState({ theme: systemTheme() });
});
