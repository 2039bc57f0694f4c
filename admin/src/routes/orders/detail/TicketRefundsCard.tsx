// The order page's 'Ingressos cancelados e reembolsos' card: every refund of chosen tickets while
// the order stays paid (orders/{id}.reembolsos_parciais): which tickets, when, by whom, why, how
// much, how and where the money is. One Asaas refused, or one it cannot make (a part of a boleto,
// a door sale in cash), is the admin's task: ask Asaas again or record it as made by hand.
import { useState } from 'react';
import { toast } from 'sonner';
import { REFUND_STATE_LABELS } from '@gn/core/cancellation';
import { formatDateTime } from '@gn/core/dates';
import { formatBRL } from '@gn/core/money';
import { PAYMENT_METHOD_LABELS } from '@gn/core/payment';
import type { TicketRefundView } from '@gn/core/stored/order';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import type { AdminOrder } from '../order-doc';
import { errorText, refundBadge } from './CancellationCard';
import { Card, Field } from './DetailCard';
import { ManualRefundDialog } from './ManualRefundDialog';
import { markTicketRefundByHand, retryTicketRefund, type OrderTicket } from './order-detail-queries';

function RefundRow({
  orderId,
  refund,
  serials,
  names,
}: {
  orderId: string;
  refund: TicketRefundView;
  serials: Map<string, string>;
  names: Map<string, string>;
}) {
  const [retrying, setRetrying] = useState(false);
  const [manualOpen, setManualOpen] = useState(false);
  const open = refund.state !== 'concluido' && refund.state !== 'manual';

  async function retry() {
    setRetrying(true);
    try {
      const { reembolso } = await retryTicketRefund(orderId, refund.id);
      if (reembolso.estado === 'falhou') {
        toast.error('O reembolso não foi feito de novo', { description: reembolso.erro ?? undefined });
      } else toast.success(`Reembolso: ${REFUND_STATE_LABELS[reembolso.estado]}`);
    } catch (failure) {
      console.error(failure);
      toast.error('Erro ao pedir o reembolso', { description: errorText(failure) });
    } finally {
      setRetrying(false);
    }
  }

  return (
    <li className="py-3" data-testid="ticket-refund">
      {refund.state === 'falhou' && refund.error && (
        <p role="alert" className="mb-2 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {refund.error}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        <Field label="Ingressos">
          <span className="font-mono text-xs break-all">
            {refund.ticketIds.map((id) => serials.get(id) ?? id).join(', ')}
          </span>
        </Field>
        <Field label="Reembolso">
          <Badge variant={refundBadge(refund.state)}>{REFUND_STATE_LABELS[refund.state]}</Badge>
        </Field>
        <Field label="Valor">{formatBRL(refund.amount)}</Field>
        <Field label="Forma">{PAYMENT_METHOD_LABELS[refund.method]}</Field>
        <Field label="Em">{refund.at ? formatDateTime(refund.at) : '—'}</Field>
        <Field label="Por">
          {refund.byBuyer ? 'Comprador (pela conta)' : (names.get(refund.by ?? '') ?? 'Equipe')}
        </Field>
        <Field label="Motivo">{refund.reason ?? '—'}</Field>
        {refund.note && <Field label="Observação">{refund.note}</Field>}
      </dl>
      {open && (
        <div className="mt-3 flex flex-wrap gap-2">
          {(refund.state === 'falhou' || refund.state === 'pendente') && (
            <Button variant="secondary" busy={retrying} onClick={() => void retry()}>
              Tentar reembolso de novo
            </Button>
          )}
          <Button variant="secondary" onClick={() => setManualOpen(true)}>
            Marcar como reembolsado
          </Button>
        </div>
      )}
      {manualOpen && (
        <ManualRefundDialog
          save={(note) => markTicketRefundByHand(orderId, refund.id, note)}
          onClose={() => setManualOpen(false)}
        />
      )}
    </li>
  );
}

export function TicketRefundsCard({
  order,
  tickets,
  names,
}: {
  order: AdminOrder;
  tickets: OrderTicket[] | null;
  names: Map<string, string>;
}) {
  if (order.ticketRefunds.length === 0) return null;
  const serials = new Map((tickets ?? []).map((t) => [t.id, t.serial]));
  return (
    <Card title="Ingressos cancelados e reembolsos" className="lg:col-span-2">
      <ul className="divide-y divide-line" aria-label="Reembolsos de ingressos">
        {order.ticketRefunds.map((refund) => (
          <RefundRow key={refund.id} orderId={order.id} refund={refund} serials={serials} names={names} />
        ))}
      </ul>
    </Card>
  );
}
