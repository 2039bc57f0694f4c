// The order page's building blocks: a titled card (its heading names the section for screen
// readers) and one label/value pair of a description list.
import type { ReactNode } from 'react';

export function Card({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = `card-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-xl border border-line bg-surface p-5 shadow-sm ${className}`}
    >
      <h2 id={id} className="mb-4 text-base font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-sm break-words text-ink">{children}</dd>
    </div>
  );
}
