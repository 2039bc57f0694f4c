// A titled card of a screen: a <section> named by its <h2>, so screen readers list it as a region.
import { useId, type ReactNode } from 'react';

export function SectionCard({
  title,
  children,
  className = 'p-4',
  headingClassName = 'mb-3',
}: {
  title: string;
  children: ReactNode;
  /** Padding and layout of the card (the border, background and shadow are always there). */
  className?: string;
  headingClassName?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-xl border border-line bg-surface shadow-sm ${className}`}
    >
      <h2 id={id} className={`text-base font-semibold text-ink ${headingClassName}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
