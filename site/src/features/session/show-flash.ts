// Shows a pending flash (see flash.ts) as a toast on any page. Loaded by SessionArea.astro only
// when a flash waits; the toast goes to the page's one Toaster (ui/toasts.ts), the same as the
// islands' toasts.
import { toast } from '../../ui/toasts';
import { takeFlash } from './flash';

export function showPendingFlash(): void {
  const flash = takeFlash();
  if (!flash) return;
  toast[flash.type](flash.message, flash.durationMs ? { duration: flash.durationMs } : undefined);
}
