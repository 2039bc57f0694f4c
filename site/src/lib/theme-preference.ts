// The theme as a preference: 'gn-dark', 'gn-light' or 'sistema' (follow the device, stored as
// tema null in profiles/{uid}.preferencias). Applied with the header toggle's mechanism
// (data-theme on <html>, localStorage 'gn-theme'); 'sistema' removes the stored choice, which is
// what the first-paint bootstrap and the toggle's media listener read.
import { THEME_STORAGE_KEY, isTheme, type Theme } from '@gn/core/visibility';
import { applyTheme, syncToggles } from './theme';

export type ThemePreference = Theme | 'sistema';

export const THEME_PREFERENCES: readonly { value: ThemePreference; label: string }[] = [
  { value: 'gn-light', label: 'Claro' },
  { value: 'gn-dark', label: 'Escuro' },
  { value: 'sistema', label: 'Sistema' },
];

/** profiles.preferencias.tema → preference (null means "follow the device"). */
export function preferenceFromTema(tema: unknown): ThemePreference {
  return isTheme(tema) ? tema : 'sistema';
}

/** Preference → profiles.preferencias.tema. */
export function temaFromPreference(preference: ThemePreference): Theme | null {
  return preference === 'sistema' ? null : preference;
}

/** What this browser uses now: its stored choice, else the device ('sistema'). */
export function storedThemePreference(): ThemePreference {
  try {
    return preferenceFromTema(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'sistema';
  }
}

function systemTheme(): Theme {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'gn-dark' : 'gn-light';
}

export function applyThemePreference(preference: ThemePreference): void {
  if (preference !== 'sistema') {
    applyTheme(preference);
    return;
  }
  try {
    localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    /* storage disabled */
  }
  const theme = systemTheme();
  document.documentElement.setAttribute('data-theme', theme);
  syncToggles(theme);
  document.dispatchEvent(new CustomEvent('gn:theme', { detail: theme }));
}
