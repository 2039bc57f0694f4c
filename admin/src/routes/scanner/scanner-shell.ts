// The scanner as an installable app that opens without network: its web app manifest (linked
// from this page only) and the service worker built with the admin (vite.config.ts,
// scanner-sw-plugin), which keeps the app shell for a reload offline. Its scope is the scanner's
// path alone: the rest of the admin keeps working as before, from the network.
import { useEffect, useState } from 'react';

export const SCANNER_SCOPE = '/admin/portaria/';

function linkManifest(): () => void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/scanner.webmanifest';
  document.head.append(link);
  return () => link.remove();
}

/** Links the manifest and registers the worker; true once this page opens without network. */
export function useScannerShell(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const unlink = linkManifest();
    // The worker exists in a build only (vite dev serves modules one by one).
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return unlink;
    let live = true;
    navigator.serviceWorker
      .register('/scanner-sw.js', { scope: SCANNER_SCOPE })
      .then(async (registration) => {
        // Active means installed, and installing cached the shell.
        if (registration.active) return live && setReady(true);
        const worker = registration.installing ?? registration.waiting;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'activated' && live) setReady(true);
        });
      })
      .catch((error: unknown) => console.error('Service worker do leitor não registrado', error));
    return () => {
      live = false;
      unlink();
    };
  }, []);
  return ready;
}
