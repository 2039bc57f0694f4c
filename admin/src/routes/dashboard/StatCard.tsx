// One figure of the dashboard (a dt/dd pair): placeholder while loading, '—' when it failed.
import type { LucideIcon } from 'lucide-react';
import { Skeleton } from '../../ui/Skeleton';

type StatCardProps = {
  label: string;
  icon: LucideIcon;
  /** undefined while loading; null when the figure could not be read. */
  value: string | null | undefined;
  detail?: string | null | undefined;
};

/** One figure of the dashboard; rendered inside a <dl>. */
export function StatCard({ label, icon: Icon, value, detail }: StatCardProps) {
  return (
    <div className="rounded-xl border border-line bg-surface p-5 shadow-sm">
      {/* dt and dd must be direct children of this div for a valid <dl>; the icon sits in dt. */}
      <dt className="flex items-start justify-between gap-3 text-sm font-medium text-ink-muted">
        {label}
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-ink">
          <Icon className="size-[1.125rem]" aria-hidden="true" />
        </span>
      </dt>
      <dd className="mt-1">
        {value === undefined ? (
          <Skeleton className="mt-1 h-8 w-28" />
        ) : (
          <span className="text-2xl font-semibold tracking-tight text-ink tabular-nums">{value ?? '—'}</span>
        )}
        {detail && <span className="mt-1 block text-xs text-ink-muted">{detail}</span>}
      </dd>
    </div>
  );
}
