// The h1 of a screen with its description, and its actions beside it (below it on a phone).
import type { ReactNode } from 'react';

type PageHeadingProps = {
  title: string;
  description?: ReactNode;
  /** Buttons or links beside the title (e.g. 'Criar Evento'); below it on narrow screens. */
  actions?: ReactNode;
};

export function PageHeading({ title, description, actions }: PageHeadingProps) {
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
        {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-3">{actions}</div>}
    </header>
  );
}
