// How long the waiting order's tickets stay reserved: a countdown, the end's date and time when
// it is days away (a boleto), or 'Reserva expirada' once it has run out.
import { formatCountdown } from '@gn/core/browser/countdown';
import { formatDateTime } from '@gn/core/dates';
import { reservationView } from './waiting';

export function ReservationNotice({ secondsLeft, end }: { secondsLeft: number; end: Date | null }) {
  const view = reservationView(secondsLeft);
  return (
    <div className="mt-6" data-testid="reserva">
      {view === 'expired' ? (
        <p className="rounded-xl bg-danger/10 px-4 py-3 text-sm font-semibold text-danger">
          Reserva expirada. Se você já pagou, aguarde: a confirmação ainda pode chegar.
        </p>
      ) : view === 'date' && end ? (
        <p className="text-sm text-ink-muted">
          Seus ingressos estão reservados até{' '}
          <span className="font-semibold text-ink">{formatDateTime(end)}</span>
        </p>
      ) : (
        <p className="text-sm text-ink-muted">
          Seus ingressos estão reservados por{' '}
          <span className="font-mono text-lg font-bold text-ink tabular-nums" data-testid="contagem">
            {formatCountdown(secondsLeft)}
          </span>
        </p>
      )}
    </div>
  );
}
