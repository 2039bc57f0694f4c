// The order page's 'Pagamento' card: the charge (a card plan's installments too), its dates, PIX
// code and links, and the payment events refused because their amount was not what the order
// expected (the total, or an installment of its plan: alertas_pagamento).
import { ExternalLink, FileText } from 'lucide-react';
import { formatDateTime } from '@gn/core/dates';
import { formatBRL } from '@gn/core/money';
import { parseOrderStatus } from '@gn/core/order-status';
import { type AdminOrder } from '../order-doc';
import { billingLabel, formatDueDate } from '../order-list-model';
import { NewTabLink } from '../NewTabLink';
import { Card, Field } from './DetailCard';

/** Payment events that did not pay the order because their amount was not the expected one. */
function AmountMismatches({ order }: { order: AdminOrder }) {
  if (order.amountMismatches.length === 0) return null;
  const expected = order.installments
    ? `parcela de ${formatBRL(order.installments.value)}`
    : `total ${formatBRL(order.total)}`;
  return (
    <div role="alert" className="mb-4 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
      <p className="font-semibold">
        Pagamento recebido com valor diferente do esperado: o pedido não foi marcado como pago.
      </p>
      <ul className="mt-1 list-disc pl-5">
        {order.amountMismatches.map((m, i) => (
          <li key={i}>
            {m.event} {m.at ? `em ${formatDateTime(m.at)}` : ''}:{' '}
            {m.receivedCentavos === null ? 'sem valor' : formatBRL(m.receivedCentavos)} ({expected}). Confira
            a cobrança no Asaas.
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PaymentCard({ order }: { order: AdminOrder }) {
  return (
    <Card title="Pagamento">
      <AmountMismatches order={order} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Field label="ID do pagamento">
          <span className="font-mono text-xs break-all">{order.paymentId ?? 'Sem cobrança'}</span>
        </Field>
        <Field label="Forma de pagamento">{billingLabel(order.billingType)}</Field>
        {order.installments && (
          <Field label="Parcelamento">
            {order.installments.count}x de {formatBRL(order.installments.value)}
            {order.installments.charged !== order.total &&
              ` (total no cartão ${formatBRL(order.installments.charged)})`}
          </Field>
        )}
        <Field label="Vencimento">{formatDueDate(order.dueDate)}</Field>
        <Field label="Pago em">{order.paidAt ? formatDateTime(order.paidAt) : '—'}</Field>
        {order.reservationEndsAt && parseOrderStatus(order.status) === 'aguardando_pagamento' && (
          <Field label="Reserva até">{formatDateTime(order.reservationEndsAt)}</Field>
        )}
        {order.pix && (
          <div className="col-span-2">
            <dt className="text-xs text-ink-muted">PIX copia e cola</dt>
            <dd className="mt-1 font-mono text-xs break-all text-ink">{order.pix.payload || '—'}</dd>
          </div>
        )}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {order.invoiceUrl && (
          <NewTabLink href={order.invoiceUrl} icon={ExternalLink}>
            Abrir fatura
            <span className="sr-only"> (nova aba)</span>
          </NewTabLink>
        )}
        {order.bankSlipUrl && (
          <NewTabLink href={order.bankSlipUrl} icon={FileText}>
            Boleto (PDF)
            <span className="sr-only"> (nova aba)</span>
          </NewTabLink>
        )}
      </div>
    </Card>
  );
}
