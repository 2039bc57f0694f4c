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
      visibleToasts={3}
      duration={4000}
      theme={theme === 'gn-dark' ? 'dark' : 'light'}
      closeButton
      style={TOAST_COLOURS}
    />
  );
}
