// The action bar under a form (secondary actions left, primary right), sticky at the bottom of
// the viewport from the sm breakpoint; full-width stacked buttons on a phone.
import type { ReactNode } from 'react';

type FormActionsProps = {
  /** Primary actions, right-aligned on wide screens (e.g. Cancelar, Salvar Rascunho, Publicar). */
  children: ReactNode;
  /** Secondary actions on the left (e.g. Duplicar, Excluir in edit mode). */
  start?: ReactNode;
  /**
   * Stick to the bottom of the viewport while the form scrolls (default true; from the sm
   * breakpoint only: on a phone the stacked buttons would cover a third of the screen). The
   * toaster sits above it (AppToaster's offset).
   */
  sticky?: boolean;
  className?: string;
};

/** The action bar at the bottom of a form; wraps to full-width buttons at 375 px. */
export function FormActions({ children, start, sticky = true, className = '' }: FormActionsProps) {
  return (
    <div
      className={`${sticky ? 'border-t border-line pt-4 sm:sticky sm:bottom-0 sm:z-10 sm:-mx-6 sm:bg-canvas/95 sm:px-6 sm:pb-3 sm:pt-3 sm:backdrop-blur' : 'pt-4'} mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between ${className}`}
    >
      <div className="flex flex-wrap gap-2 [&>*]:flex-1 [&>*]:whitespace-nowrap sm:[&>*]:flex-none">
        {start}
      </div>
      <div className="flex flex-wrap gap-2 [&>*]:flex-1 [&>*]:whitespace-nowrap sm:justify-end sm:[&>*]:flex-none">
        {children}
      </div>
    </div>
  );
}
