// The page's one sonner Toaster, loaded by toasts.ts on the first toast and mounted in its own
// React root at the end of <body> (islands are separate React roots; sonner's toasts reach every
// mounted Toaster, so one per page shows each toast once). It follows the site's theme
// (data-theme on <html>), including toggles while the page is open; richColors and a close button.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import type { ShowToast } from './toasts';

type ToastTheme = 'light' | 'dark';

const currentTheme = (): ToastTheme =>
  document.documentElement.getAttribute('data-theme') === 'gn-dark' ? 'dark' : 'light';

function useSiteTheme(): ToastTheme {
  const [theme, setTheme] = useState<ToastTheme>(currentTheme);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(currentTheme()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

function PageToaster({ onMounted }: { onMounted: () => void }) {
  const theme = useSiteTheme();
  // Effects run children first: by now the Toaster has subscribed to new toasts.
  useEffect(() => onMounted(), [onMounted]);
  return (
    <Toaster
      theme={theme}
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      richColors
      closeButton
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
    />
  );
}

const showNow: ShowToast = (kind, message, options) => void toast[kind](message, options);

/** Mounts the Toaster; resolves once it listens, with what shows a toast in it. */
export function mountToaster(): Promise<ShowToast> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.dataset.toaster = '';
    document.body.append(host);
    createRoot(host).render(<PageToaster onMounted={() => resolve(showNow)} />);
  });
}
