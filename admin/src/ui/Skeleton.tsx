// Loading placeholders: a grey block, a column of them, a busy list of placeholder items, and an
// edit form's two cards.
import type { ReactNode } from 'react';

/** A grey placeholder block; the region that contains skeletons carries aria-busy. */
export function Skeleton({ className = '' }: { className?: string }) {
  // Without a class merger, two rounded-* classes would fight: the caller's wins by omission.
  const rounding = className.includes('rounded') ? '' : 'rounded-md';
  return <div aria-hidden="true" className={`animate-pulse bg-line ${rounding} ${className}`} />;
}

/** `count` copies of one shape, for SkeletonLines. */
export function repeatShape(shape: string, count: number): string[] {
  return Array.from({ length: count }, () => shape);
}

/**
 * Placeholder bars in a column, one per class list (the shapes of the lines that will load). With
 * a label, the bars are a busy status of their own (a name needs a role: on a bare div,
 * aria-label is prohibited and screen readers skip it).
 */
export function SkeletonLines({
  shapes,
  className = 'space-y-2',
  label,
}: {
  shapes: readonly string[];
  className?: string;
  label?: string;
}) {
  return (
    <div
      className={className}
      role={label ? 'status' : undefined}
      aria-busy={label ? true : undefined}
      aria-label={label}
    >
      {shapes.map((shape, i) => (
        <Skeleton key={i} className={shape} />
      ))}
    </div>
  );
}

/** A busy region of `count` identical placeholders (a list's rows while it loads). */
export function SkeletonList({
  count,
  label,
  className,
  itemClassName,
  children,
}: {
  count: number;
  /** e.g. 'Carregando banners' */
  label: string;
  className: string;
  itemClassName: string;
  children: ReactNode;
}) {
  return (
    <ul aria-busy="true" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={itemClassName}>
          {children}
        </li>
      ))}
    </ul>
  );
}

/** An edit form while its record loads: a card of fields and a card of items. */
export function FormSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label} className="space-y-6">
      <SkeletonLines
        className="space-y-4 rounded-xl border border-line bg-surface p-5"
        shapes={['h-4 w-16', 'h-11 w-full', 'h-4 w-24', 'h-24 w-full']}
      />
      <SkeletonLines
        className="space-y-3 rounded-xl border border-line bg-surface p-5"
        shapes={['h-5 w-20', 'h-11 w-full', 'h-11 w-full']}
      />
    </div>
  );
}
