// Small presentational pieces shared by the islands (account, checkout): badge, avatar, card,
// skeleton, empty state.
import type { ReactNode } from 'react';
import type { BadgeVariant } from '@gn/core/status-labels';
import { initialsOf } from '../lib/initials';

const BADGE_CLASSES: Record<BadgeVariant, string> = {
  default: 'bg-success-soft text-success ring-success/30',
  secondary: 'bg-accent-soft text-accent-ink ring-accent-ink/25',
  destructive: 'bg-danger/10 text-danger ring-danger/30',
  outline: 'bg-surface text-ink-muted ring-line-strong',
};

export function StatusBadge({ variant, children }: { variant: BadgeVariant; children: ReactNode }) {
  return (
    <span
      data-testid="status-badge"
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${BADGE_CLASSES[variant]}`}
    >
      {children}
    </span>
  );
}

export function UserAvatar({
  nome,
  email,
  url,
  size = 'lg',
}: {
  nome: string | null;
  email: string | null;
  url: string | null;
  size?: 'lg' | 'xl';
}) {
  const dims = size === 'xl' ? 'size-24 text-2xl' : 'size-16 text-lg';
  if (url) {
    return (
      <img
        src={url}
        alt="Foto de perfil"
        data-testid="avatar-image"
        width={96}
        height={96}
        className={`${dims} shrink-0 rounded-full object-cover ring-2 ring-line`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label="Foto de perfil (iniciais)"
      data-testid="avatar-initials"
      className={`${dims} inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-fuchsia-600 font-bold text-white`}
    >
      {initialsOf({ displayName: nome, email })}
    </span>
  );
}

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6 ${className}`}>
      {children}
    </div>
  );
}

export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-lg bg-surface-muted ${className}`} />;
}

export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line-strong px-6 py-10 text-center">
      <span
        className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-ink"
        aria-hidden="true"
      >
        {icon}
      </span>
      <p className="mt-4 font-semibold text-ink">{title}</p>
      {children && <p className="mt-1 max-w-sm text-sm text-ink-muted">{children}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

/** A page whose data did not load: what failed, and a reload. */
export function LoadFailedCard({ message }: { message: string }) {
  return (
    <Card>
      <p className="text-ink">{message}</p>
      <button type="button" className="gn-btn-secondary mt-4" onClick={() => window.location.reload()}>
        Tentar novamente
      </button>
    </Card>
  );
}

/** A thin bar filled to `percent` (a meter or a progress bar: the role and names are the caller's). */
export function FillBar({
  percent,
  fillClassName,
  ...aria
}: {
  percent: number;
  fillClassName: string;
  role: 'meter' | 'progressbar';
  'aria-label': string;
  'aria-valuenow': number;
  'aria-valuetext'?: string;
}) {
  return (
    <div
      aria-valuemin={0}
      aria-valuemax={100}
      className="h-2 overflow-hidden rounded-full bg-surface-muted"
      {...aria}
    >
      <div
        className={`h-full rounded-full transition-[width] ${fillClassName}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

/** A row of link buttons (stacked on phones) ending a page: the first one or more primary. */
export function ActionLinks({
  links,
  className = 'mt-6',
}: {
  links: readonly ({ href: string; label: string; primary?: boolean } | false)[];
  className?: string;
}) {
  return (
    <div className={`flex flex-col justify-center gap-3 sm:flex-row ${className}`}>
      {links.map(
        (link) =>
          link && (
            <a
              key={link.href}
              href={link.href}
              className={link.primary ? 'gn-btn-primary' : 'gn-btn-secondary'}
            >
              {link.label}
            </a>
          ),
      )}
    </div>
  );
}
