// A cancelled order's refund as the buyer sees it: the state, the amount, how it comes back and
// what happens next (a boleto's refund: the link where the buyer gives their bank account).
import { REFUND_STATE_LABELS, refundNextStep } from '@gn/core/cancellation';
import { formatDateTime } from '@gn/core/dates';
import { formatBRL } from '@gn/core/money';
import { PAYMENT_METHOD_IN_TEXT } from '@gn/core/payment';
import type { OrderView } from './order-view';
import { StatusBadge } from '../../ui/kit';

export function RefundPanel({ order }: { order: OrderView }) {
  const { cancellation, refund } = order;
  if (!cancellation && !refund) return null;
  const done = refund?.state === 'concluido' || refund?.state === 'manual';
  return (
    <section
      aria-labelledby="cancelamento-titulo"
      className="rounded-2xl border border-line bg-surface-muted p-4 text-sm sm:p-5"
      data-testid="refund-panel"
    >
      <h2 id="cancelamento-titulo" className="text-base font-bold">
        Pedido cancelado
      </h2>
      {cancellation?.at && (
        <p className="mt-1 text-ink-muted">
          {cancellation.byBuyer ? 'Cancelado por você' : 'Cancelado pela GN Ingressos'} em{' '}
          {formatDateTime(cancellation.at)}. Os ingressos não valem mais na entrada.
        </p>
      )}
      {refund && (
        <div className="mt-3 grid gap-2">
          <p className="flex flex-wrap items-center gap-2">
            <span>
              Reembolso de <strong className="whitespace-nowrap">{formatBRL(refund.amount)}</strong> por{' '}
              {PAYMENT_METHOD_IN_TEXT[refund.method]}
            </span>
            <StatusBadge variant={done ? 'default' : 'secondary'}>
              {REFUND_STATE_LABELS[refund.state]}
            </StatusBadge>
          </p>
          <p>{refundNextStep(refund.state, refund.method)}</p>
          {refund.state === 'aguardando_dados' && refund.link && (
            <p>
              <a href={refund.link} className="gn-btn-primary" rel="noopener noreferrer" target="_blank">
                Informar meus dados bancários
              </a>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
