// A dashboard card listing a few items (recent orders, next events) with its 'Ver todos' link,
// placeholders while loading and a text when empty.
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../ui/Skeleton';
import { DashboardPanel } from './DashboardPanel';

type DashboardListCardProps = {
  title: string;
  seeAllTo: string;
  seeAllLabel: string;
  loading: boolean;
  emptyText: string;
  /** The <li> items; an empty array shows emptyText. */
  children: ReactNode[];
};

export function DashboardListCard({
  title,
  seeAllTo,
  seeAllLabel,
  loading,
  emptyText,
  children,
}: DashboardListCardProps) {
  return (
    <DashboardPanel
      title={title}
      busy={loading}
      aside={
        <Link
          to={seeAllTo}
          aria-label={seeAllLabel}
          className="rounded-md text-sm font-medium text-accent-ink hover:underline"
        >
          Ver todos
        </Link>
      }
    >
      {loading ? (
        <div className="space-y-3 p-5">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </div>
      ) : children.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-ink-muted">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-line">{children}</ul>
      )}
    </DashboardPanel>
  );
}
