// The public site's publish state in the admin header: "Publicando…" from a content change until
// its build reports, then "Site atualizado às hh:mm" or the build's failure. A polite live region,
// so a screen reader hears the change without losing its place.
import { AlertTriangle, CheckCircle2, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { publishView, type PublishState } from './publish-state-model';

const ICONS = { busy: LoaderCircle, ok: CheckCircle2, error: AlertTriangle } as const;
const TONES = { busy: 'text-ink-muted', ok: 'text-success', error: 'text-danger' } as const;

function usePublishState(): PublishState | null {
  const [state, setState] = useState<PublishState | null>(null);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./publish-state-queries').then(({ watchPublishState }) => {
      if (cancelled) return;
      // A refused or lost listener leaves the header without the state: nothing to show.
      stop = watchPublishState(setState, () => setState(null));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return state;
}

/** Re-renders every minute: "Publicando…" turns into "não respondeu" without a new snapshot. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function PublishStatus() {
  const view = publishView(usePublishState(), useMinuteClock());
  const Icon = view ? ICONS[view.tone] : null;
  return (
    <p
      role="status"
      aria-live="polite"
      className="flex min-w-0 items-center gap-1.5 text-xs leading-tight text-ink-muted sm:text-sm"
      title={view?.tone === 'error' ? (view.detail ?? undefined) : undefined}
    >
      {view && Icon && (
        <>
          <Icon
            className={`size-4 shrink-0 ${TONES[view.tone]} ${view.tone === 'busy' ? 'motion-safe:animate-spin' : ''}`}
            aria-hidden="true"
          />
          <span>{view.text}</span>
          {view.tone === 'error' && view.detail && <span className="sr-only">: {view.detail}</span>}
        </>
      )}
    </p>
  );
}
