// The frame of a dashboard card: a titled region (busy while it loads) with a header row that can
// carry a link or a legend beside the title.
import { useId, type ReactNode } from 'react';

export function DashboardPanel({
  title,
  busy,
  aside,
  headerClassName = 'flex items-center justify-between',
  className = '',
  children,
}: {
  title: ReactNode;
  busy: boolean;
  aside?: ReactNode;
  headerClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy}
      // min-w-0: as a grid item it would otherwise grow to fit its longest (truncated) line.
      className={`min-w-0 rounded-xl border border-line bg-surface shadow-sm ${className}`}
    >
      <div className={`border-b border-line px-5 py-4 ${headerClassName}`}>
        <h2 id={titleId} className="text-base font-semibold text-ink">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
