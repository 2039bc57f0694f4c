// An accessible modal dialog, shared by the checkout's confirmation and the account's ticket
// transfer: a native <dialog> with the focus kept inside and given back to its opener.
import { useEffect, useRef, type ReactNode } from 'react';
import { Spinner } from './Spinner';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea, select, [tabindex]:not([tabindex="-1"])';

/**
 * A native modal <dialog>: the page behind is inert, Esc closes (unless `busy`), Tab and
 * Shift+Tab cycle inside, focus goes to `initialFocus` (else the first control) and back to
 * the opener when it closes.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  busy = false,
  labelledBy,
  className = '',
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  busy?: boolean;
  labelledBy: string;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const busyRef = useRef(busy);
  busyRef.current = busy;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      const first =
        dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
      first?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={`gn-modal m-auto w-[min(30rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-0 text-ink shadow-2xl backdrop:bg-[rgb(10_8_20/0.55)] backdrop:backdrop-blur-[2px] ${className}`}
      onCancel={(event) => {
        // Esc: the dialog closes itself; keep React's `open` in step (or refuse while busy).
        event.preventDefault();
        if (!busyRef.current) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === ref.current && !busyRef.current) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Tab' || !ref.current) return;
        const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      <div className="p-6">
        <h2 id={labelledBy} className="text-lg font-bold tracking-tight">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}

/**
 * A dialog's last lines: the failure (an alert), then the way out and the action, stacked on
 * phones. While `busy` both buttons are off and the action says what it is doing.
 */
export function ModalActions({
  failure,
  busy,
  cancelLabel,
  onCancel,
  action,
}: {
  failure: string | null;
  busy: boolean;
  cancelLabel: string;
  onCancel: () => void;
  action: {
    label: string;
    busyLabel: string;
    /** 'gn-btn-primary', 'gn-btn-danger', ... */
    className: string;
    /** a form's submit button, else a plain button calling onClick */
    onClick?: () => void;
  };
}) {
  return (
    <>
      {failure && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {failure}
        </p>
      )}
      <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="gn-btn-secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button
          type={action.onClick ? 'button' : 'submit'}
          className={`${action.className} disabled:cursor-wait disabled:opacity-80`}
          disabled={busy}
          onClick={action.onClick}
        >
          {busy && <Spinner />}
          {busy ? action.busyLabel : action.label}
        </button>
      </div>
    </>
  );
}
