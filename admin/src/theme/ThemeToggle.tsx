// The header's light/dark switch.
import { Moon, Sun } from 'lucide-react';
import { IconButton } from '../ui/IconButton';
import { useThemeStore } from './theme';

export function ThemeToggle() {
  const theme = useThemeStore((store) => store.theme);
  const toggle = useThemeStore((store) => store.toggle);
  const isDark = theme === 'gn-dark';
  return (
    <IconButton
      label={isDark ? 'Usar tema claro' : 'Usar tema escuro'}
      onClick={toggle}
      icon={isDark ? Sun : Moon}
    />
  );
}
