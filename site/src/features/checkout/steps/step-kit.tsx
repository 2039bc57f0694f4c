// Layout pieces shared by the wizard's steps.
import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';

export const STEP_HEADING_ID = 'etapa-titulo';

/** The step's title; the wizard moves focus here when the step changes. */
export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <h2
      id={STEP_HEADING_ID}
      tabIndex={-1}
      className="text-xl font-bold tracking-tight outline-none sm:text-2xl"
    >
      {children}
    </h2>
  );
}

export function StepActions({ children }: { children: ReactNode }) {
  return <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center">{children}</div>;
}

export function BackButton({ onClick, disabled = false }: { onClick: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="gn-btn-secondary disabled:opacity-60"
    >
      <ArrowLeft className="size-4" />
      Voltar
    </button>
  );
}

/** A titled block of the review step. */
export function ReviewCard({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{title}</h3>
        {action}
      </div>
      <div className="mt-2">{children}</div>
    </section>
  );
}
