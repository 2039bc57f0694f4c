// The small pill label of statuses, visibility and roles; every variant keeps 4.5:1 contrast in
// both themes.
import type { ReactNode } from 'react';

export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline' | 'success';

// Colours chosen for >= 4.5:1 contrast in both themes (the variables switch with the theme).
const VARIANTS: Record<BadgeVariant, string> = {
  default: 'border-transparent bg-accent text-on-accent',
  secondary: 'border-transparent bg-surface-muted text-ink',
  destructive: 'border-transparent bg-danger-soft text-danger',
  outline: 'border-line-strong bg-transparent text-ink-muted',
  success: 'border-transparent bg-success/15 text-success',
};

type BadgeProps = {
  variant?: BadgeVariant;
  children: ReactNode;
  className?: string;
  /** Optional leading icon (decorative). */
  icon?: ReactNode;
};

/**
 * A small pill label (status, visibility, role...). The variants of docs/spec/backoffice.md §2
 * plus `success`.
 */
export function Badge({ variant = 'default', children, className = '', icon }: BadgeProps) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${VARIANTS[variant]} ${className}`}
    >
      {icon}
      {children}
    </span>
  );
}
