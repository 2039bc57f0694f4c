// The small outlined link of the orders screens that opens the charge's page or file (Asaas
// invoice, boleto PDF) in a new tab.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function NewTabLink({
  href,
  icon: Icon,
  label,
  children,
}: {
  href: string;
  icon: LucideIcon;
  /** The accessible name, when the visible text is hidden on some screens. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-line-strong px-3 text-sm font-medium text-ink hover:bg-surface-muted"
      aria-label={label}
    >
      <Icon className="size-4" aria-hidden="true" />
      {children}
    </a>
  );
}
