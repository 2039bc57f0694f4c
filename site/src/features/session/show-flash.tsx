// Shows a pending flash (see flash.ts) as a toast on any page. Loaded by SessionArea.astro only
// when a flash waits. It has its own sonner Toaster (id 'gn-flash', same settings as AppToaster),
// so it never duplicates the toasts of the page's own islands.
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import { takeFlash } from './flash';

const TOASTER_ID = 'gn-flash';
let mounted = false;

function currentTheme(): 'light' | 'dark' {
  return document.documentElement.dataset.theme === 'gn-dark' ? 'dark' : 'light';
}

export function showPendingFlash(): void {
  const flash = takeFlash();
  if (!flash) return;
  if (!mounted) {
    mounted = true;
    const host = document.createElement('div');
    host.dataset.flashToaster = '';
    document.body.append(host);
    createRoot(host).render(
      <Toaster
        id={TOASTER_ID}
        position="bottom-right"
        visibleToasts={3}
        duration={4000}
        richColors
        closeButton
        theme={currentTheme()}
        containerAriaLabel="Notificações"
        toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
      />,
    );
  }
  // After the Toaster has subscribed (next frame), or the toast would be dropped.
  requestAnimationFrame(() => {
    setTimeout(
      () =>
        toast[flash.type](flash.message, {
          toasterId: TOASTER_ID,
          ...(flash.durationMs ? { duration: flash.durationMs } : {}),
        }),
      0,
    );
  });
}
