// The tickets cancelled from a paid order as the buyer sees them: for each request, which
// tickets, the refund's state, how much, how it comes back and what happens next.
import { REFUND_STATE_LABELS, refundNextStep } from '@gn/core/cancellation';
import { formatDateTime } from '@gn/core/dates';
import { formatBRL } from '@gn/core/money';
import { PAYMENT_METHOD_IN_TEXT } from '@gn/core/payment';
import { StatusBadge } from '../../ui/kit';
import type { OrderView } from './order-view';
import type { AccountTicket } from './ticket-view';

export function TicketRefundsPanel({ order, tickets }: { order: OrderView; tickets: AccountTicket[] }) {
  if (order.ticketRefunds.length === 0) return null;
  const serial = new Map(tickets.map((t) => [t.id, `${t.tipo} · ${t.codigo_serial}`]));
  return (
    <section
      aria-labelledby="ingressos-cancelados-titulo"
      className="rounded-2xl border border-line bg-surface-muted p-4 text-sm sm:p-5"
      data-testid="ticket-refunds"
    >
      <h3 id="ingressos-cancelados-titulo" className="text-base font-bold">
        Ingressos cancelados
      </h3>
      <ul className="mt-2 divide-y divide-line">
        {order.ticketRefunds.map((refund) => {
          const done = refund.state === 'concluido' || refund.state === 'manual';
          return (
            <li key={refund.id} className="grid gap-1.5 py-3">
              <p className="text-ink-muted">
                {refund.byBuyer ? 'Cancelado por você' : 'Cancelado pela GN Ingressos'}
                {refund.at && ` em ${formatDateTime(refund.at)}`}:{' '}
                {refund.ticketIds.map((id) => serial.get(id) ?? id).join(', ')}
              </p>
              {refund.amount > 0 ? (
                <>
                  <p className="flex flex-wrap items-center gap-2">
                    <span>
                      Reembolso de <strong className="whitespace-nowrap">{formatBRL(refund.amount)}</strong>{' '}
                      por {PAYMENT_METHOD_IN_TEXT[refund.method]}
                    </span>
                    <StatusBadge variant={done ? 'default' : 'secondary'}>
                      {REFUND_STATE_LABELS[refund.state]}
                    </StatusBadge>
                  </p>
                  <p>{refundNextStep(refund.state, refund.method)}</p>
                </>
              ) : (
                <p>Ingressos gratuitos: não há valor a devolver.</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
