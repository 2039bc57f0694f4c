// The toasts of docs/spec/storefront.md §9: at most 3 visible, 4000 ms, bottom-right. Mount one per
// React island that shows toasts (islands are separate React roots; sonner's `toast()` reaches
// every mounted one, so a page with two such islands mounts it in only one of them).
import { useEffect, useState } from 'react';
import { Toaster } from 'sonner';

type ToastTheme = 'light' | 'dark';

const currentTheme = (): ToastTheme =>
  document.documentElement.getAttribute('data-theme') === 'gn-dark' ? 'dark' : 'light';

/** Follows the site's theme (data-theme on <html>), including toggles while the page is open. */
function useSiteTheme(): ToastTheme {
  const [theme, setTheme] = useState<ToastTheme>('light');
  useEffect(() => {
    setTheme(currentTheme());
    const observer = new MutationObserver(() => setTheme(currentTheme()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

export function AppToaster() {
  const theme = useSiteTheme();
  return (
    <Toaster theme={theme} position="bottom-right" visibleToasts={3} duration={4000} richColors closeButton />
  );
}
