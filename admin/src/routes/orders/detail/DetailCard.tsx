// The order page's building blocks: a titled card (its heading names the section for screen
// readers) and one label/value pair of a description list.
import type { ReactNode } from 'react';
import { SectionCard } from '../../../ui/SectionCard';

export function Card({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <SectionCard title={title} className={`p-5 ${className}`} headingClassName="mb-4">
      {children}
    </SectionCard>
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
