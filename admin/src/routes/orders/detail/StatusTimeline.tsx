// The order's status history, oldest first: when, from → to, where the change came from, who
// made it and why.
import { formatDateTime } from '@gn/core/dates';
import { orderStatusLabel } from '@gn/core/status-labels';
import type { OrderChange } from '../order-doc';

const ORIGINS: Record<string, string> = {
  checkout: 'Checkout',
  webhook: 'Asaas (webhook)',
  sweeper: 'Expiração automática',
  reconcile: 'Conciliação com o Asaas',
  admin: 'Administrador',
  cliente: 'Comprador',
};

/** status_historico, oldest first: when, from → to, who (admin e-mail or the system) and why. */
export function StatusTimeline({ history, names }: { history: OrderChange[]; names: Map<string, string> }) {
  if (history.length === 0) return <p className="text-sm text-ink-muted">Sem alterações registradas.</p>;
  const sorted = [...history].sort((a, b) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0));
  return (
    <ol aria-label="Histórico de status" className="relative space-y-5 border-l border-line pl-5">
      {sorted.map((change, i) => {
        const origin = ORIGINS[change.origin] ?? change.origin;
        const who = change.by ? (names.get(change.by) ?? change.by) : null;
        return (
          <li key={i} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full border-2 border-surface bg-accent"
            />
            <p className="text-sm font-semibold text-ink">
              {change.from ? `${orderStatusLabel(change.from)} → ` : ''}
              {orderStatusLabel(change.to)}
            </p>
            <p className="text-xs text-ink-muted">
              {change.at ? <time dateTime={change.at.toISOString()}>{formatDateTime(change.at)}</time> : '—'}
              {' · '}
              {origin}
              {who && <span className="break-all"> ({who})</span>}
            </p>
            {change.reason && <p className="mt-1 text-sm break-words text-ink">Motivo: {change.reason}</p>}
          </li>
        );
      })}
    </ol>
  );
}
