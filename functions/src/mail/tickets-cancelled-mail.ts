// The e-mail a buyer gets when chosen tickets of their paid order are cancelled (the admin's or
// their own request, orders/refund-tickets.ts): which tickets no longer admit, that the others
// still do, how much comes back, how and what happens next. Pure, unit-tested.
import { REFUND_STATE_LABELS, refundNextStep } from '@gn/core/cancellation';
import { orderNumber } from '@gn/core/ids';
import { formatBRL } from '@gn/core/money';
import { PAYMENT_METHOD_IN_TEXT } from '@gn/core/payment';
import type { StoredOrder } from '@gn/core/stored/order';
import type { Mail } from './mailer.ts';
import { h, mailHtml, noticeBox } from './mail-layout.ts';

export interface TicketsCancelledMailInput {
  orderId: string;
  order: Pick<StoredOrder, 'items' | 'comprador'>;
  refund: Pick<StoredOrder['reembolsos_parciais'][number], 'ticket_ids' | 'estado' | 'metodo' | 'valor'>;
  /** 'Inteira · João Silva' per cancelled ticket */
  ticketLabels: string[];
  siteUrl: string;
  to: string;
}

export function ticketsCancelledSubject(orderId: string, count: number): string {
  return `${count === 1 ? 'Ingresso cancelado' : `${count} ingressos cancelados`} no pedido #${orderNumber(orderId)}`;
}

export function buildTicketsCancelledMail(input: TicketsCancelledMailInput): Mail {
  const { orderId, order, refund, siteUrl, to } = input;
  const event = order.items[0]?.event_titulo ?? 'seu evento';
  const count = refund.ticket_ids.length;
  const link = `${siteUrl}/conta`;
  const subject = ticketsCancelledSubject(orderId, count);
  const what =
    count === 1
      ? `Um ingresso do pedido #${orderNumber(orderId)} (${event}) foi cancelado e não vale mais na entrada.`
      : `${count} ingressos do pedido #${orderNumber(orderId)} (${event}) foram cancelados e não valem mais na entrada.`;
  const others = 'Os demais ingressos do pedido continuam válidos.';
  const money =
    refund.valor > 0
      ? {
          line: `Reembolso: ${formatBRL(refund.valor)} por ${PAYMENT_METHOD_IN_TEXT[refund.metodo]} — ${REFUND_STATE_LABELS[refund.estado]}.`,
          next: refundNextStep(refund.estado, refund.metodo),
        }
      : null;
  const free = 'Os ingressos eram gratuitos: não há valor a devolver.';
  const lines = [
    `Olá, ${order.comprador.nome}!`,
    '',
    what,
    ...input.ticketLabels.map((label) => `• ${label}`),
    others,
    ...(money ? [money.line, money.next] : [free]),
    '',
    `Acompanhe em ${link}`,
    '',
    'GN Ingressos',
  ];
  const html = mailHtml({
    title: subject,
    greetingName: order.comprador.nome,
    link,
    body: `
      <p>${h(what)}</p>
      <ul>${input.ticketLabels.map((label) => `<li>${h(label)}</li>`).join('')}</ul>
      <p>${h(others)}</p>
      ${money ? `<p>${h(money.line)}</p>${noticeBox(money.next)}` : `<p>${h(free)}</p>`}`,
  });
  return { to: { name: order.comprador.nome, address: to }, subject, text: lines.join('\n'), html };
}
