// The modal confirmation (delete, discard, status change): focus trapped, Escape and outside
// clicks ignored while its action runs.
import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: ReactNode;
  /** Called when the user confirms; keep `open` until it settles and pass `busy` meanwhile. */
  onConfirm: () => void;
  /** Called on Cancelar, Escape or a click outside (ignored while busy). */
  onClose: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button and a warning icon (default true: most confirmations delete). */
  destructive?: boolean;
  busy?: boolean;
};

/**
 * A modal confirmation (Headless UI Dialog: focus trap, Escape, aria-modal). Example:
 * <ConfirmDialog open={open} title="Confirmar exclusão" description="Tem certeza..." onConfirm={...} onClose={...} />
 */
export function ConfirmDialog({
  open,
  title,
  description,
  onConfirm,
  onClose,
  confirmLabel = 'Excluir',
  cancelLabel = 'Cancelar',
  destructive = true,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-4 sm:items-center">
        <DialogPanel className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-xl">
          <div className="flex gap-4">
            {destructive && (
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-danger-soft text-danger">
                <TriangleAlert className="size-5" aria-hidden="true" />
              </span>
            )}
            <div className="min-w-0">
              <DialogTitle className="text-lg font-semibold text-ink">{title}</DialogTitle>
              <Description as="div" className="mt-2 text-sm text-ink-muted">
                {description}
              </Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={busy} autoFocus>
              {cancelLabel}
            </Button>
            <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
              {confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
