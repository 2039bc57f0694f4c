// Theme switching in the browser. The first paint is handled by the inline bootstrap in
// BaseLayout (stored choice, else the system preference); this module only handles the toggle.
import { THEME_STORAGE_KEY, isTheme, toggleTheme, type Theme } from '@gn/core/visibility';

export function currentTheme(): Theme {
  const t = document.documentElement.getAttribute('data-theme');
  return isTheme(t) ? t : 'gn-light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    /* storage disabled: the choice lasts for this page only */
  }
  syncToggles(theme);
  document.dispatchEvent(new CustomEvent('gn:theme', { detail: theme }));
}

/** aria-pressed says whether the dark theme is on (the button is named 'Tema escuro'). */
export function syncToggles(theme: Theme = currentTheme()): void {
  for (const b of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    b.setAttribute('aria-pressed', String(theme === 'gn-dark'));
  }
}

export function initThemeToggles(): void {
  syncToggles();
  for (const b of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    b.addEventListener('click', () => applyTheme(toggleTheme(currentTheme())));
  }
  // No choice stored yet: keep following the system preference while the page is open.
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (m) => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(THEME_STORAGE_KEY);
    } catch {
      /* storage disabled */
    }
    if (isTheme(stored)) return;
    const theme: Theme = m.matches ? 'gn-dark' : 'gn-light';
    document.documentElement.setAttribute('data-theme', theme);
    syncToggles(theme);
  });
  // Another tab changed the theme: follow it.
  window.addEventListener('storage', (e) => {
    if (e.key === THEME_STORAGE_KEY && isTheme(e.newValue)) {
      document.documentElement.setAttribute('data-theme', e.newValue);
      syncToggles(e.newValue);
    }
  });
}
