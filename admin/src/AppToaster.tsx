// The app's one toaster (sonner): at most 3 toasts, 4 s, bottom right above the forms' sticky
// action bar, in the current theme's colours.
import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { useThemeStore } from './theme/theme';

// Sonner's own variables, pointed at the theme's colours so toasts match the cards.
const TOAST_COLOURS = {
  '--normal-bg': 'var(--color-surface)',
  '--normal-border': 'var(--color-line)',
  '--normal-text': 'var(--color-ink)',
} as CSSProperties;

export function AppToaster() {
  const theme = useThemeStore((store) => store.theme);
  return (
    <Toaster
      position="bottom-right"
      // Above the forms' sticky action bar (ui/FormActions, about 4 rem tall from the sm breakpoint),
      // so that a toast never covers Salvar / Publicar.
      offset={{ bottom: '5.5rem', right: '1.5rem' }}
      visibleToasts={3}
      duration={4000}
      theme={theme === 'gn-dark' ? 'dark' : 'light'}
      closeButton
      style={TOAST_COLOURS}
    />
  );
}
