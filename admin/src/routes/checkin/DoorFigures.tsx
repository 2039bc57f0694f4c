// The event's entries so far, "N de M vendidos", with a bar of the share checked in.
import { formatInteger } from '../../lib/list-count';
import type { DoorCounts } from './checkin-queries';

export function DoorFigures({ counts }: { counts: DoorCounts | null }) {
  if (!counts) return null;
  const share = counts.sold > 0 ? Math.round((counts.checkedIn / counts.sold) * 100) : 0;
  return (
    <div
      className="rounded-xl border border-line bg-surface p-4 shadow-sm"
      data-testid="door-counts"
      aria-label="Entradas do evento"
      role="group"
    >
      <p className="text-sm text-ink-muted">Entradas</p>
      <p className="text-3xl font-bold text-ink tabular-nums">
        {formatInteger(counts.checkedIn)}{' '}
        <span className="text-lg font-medium text-ink-muted">de {formatInteger(counts.sold)} vendidos</span>
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-surface-muted" aria-hidden="true">
        <div className="h-full rounded-full bg-accent" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
