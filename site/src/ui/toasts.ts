// The site's toasts (docs/spec/storefront.md §9): at most 3 visible, 4000 ms, bottom-right. Islands
// and page scripts call `toast.success(…)` here, never sonner itself: sonner (about 10 KB
// compressed) and its Toaster load on the first toast, not in a page's first download (the event
// page's ticket panel toasts only after a click). toaster.tsx mounts one Toaster per page, in its
// own React root, before the first toast is handed to it; later toasts wait for the same load, so
// none is lost and they keep their order. A toast's id is returned at once, as sonner's is, to
// update it later (`toast.success(done, { id })`).
import type { ExternalToast } from 'sonner';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export type ToastOptions = Pick<ExternalToast, 'id' | 'description' | 'duration'>;
export type ToastId = string | number;
export type ShowToast = (kind: ToastKind, message: string, options: ToastOptions & { id: ToastId }) => void;

let toaster: Promise<ShowToast> | null = null;
let lastId = 0;

function show(kind: ToastKind, message: string, options: ToastOptions = {}): ToastId {
  const id = options.id ?? `gn-toast-${++lastId}`;
  const loading = (toaster ??= import('./toaster').then((m) => m.mountToaster()));
  loading.then(
    (showNow) => showNow(kind, message, { ...options, id }),
    (error: unknown) => {
      if (toaster === loading) toaster = null; // the next toast tries again
      console.error('Falha ao carregar os avisos', error);
    },
  );
  return id;
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
};
