// The '← Section' link above an edit screen's heading, back to its list.
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';

/** The small '← Eventos' link above an edit screen's heading. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="mb-3 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-ink-muted hover:text-ink"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}
