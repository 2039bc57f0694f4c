// The live region under the counts: "Validando ingresso..." while a code is checked, then the
// answer's panel.
import { LoaderCircle } from 'lucide-react';
import { CheckinResult, type CheckinOutcome } from './CheckinResult';

export function CheckinStatus({ busy, outcome }: { busy: boolean; outcome: CheckinOutcome | null }) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {busy ? (
        // The read registered: the staff waits for the answer instead of scanning again.
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl border border-line bg-surface p-4 text-sm font-medium text-ink"
        >
          <LoaderCircle className="size-4 animate-spin text-ink-muted" aria-hidden="true" />
          Validando ingresso...
        </p>
      ) : (
        outcome && <CheckinResult outcome={outcome} />
      )}
    </div>
  );
}
