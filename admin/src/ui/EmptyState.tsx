// The dashed card shown when a list has nothing, or nothing matching its filters.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  /** Usually a Button or ButtonLink, e.g. 'Criar Primeiro Evento'. */
  action?: ReactNode;
  className?: string;
};

/** The dashed card shown when a list has nothing (or nothing matches the filters). */
export function EmptyState({ icon: Icon, title, description, action, className = '' }: EmptyStateProps) {
  return (
    <div
      className={`flex flex-col items-center rounded-xl border border-dashed border-line-strong bg-surface px-6 py-12 text-center ${className}`}
    >
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="text-base font-semibold text-ink">{title}</p>
      {description && <p className="mt-1 max-w-sm text-sm text-ink-muted">{description}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
