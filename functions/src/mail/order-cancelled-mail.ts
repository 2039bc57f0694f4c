// The e-mail a buyer gets when their paid order is cancelled: which order and event, that its
// tickets no longer admit, how much comes back, how and what happens next (a boleto's refund
// needs the buyer's bank account: the link is in the message). Pure, unit-tested.
import { REFUND_STATE_LABELS, refundNextStep } from '@gn/core/cancellation';
import { orderNumber } from '@gn/core/ids';
import { formatBRL } from '@gn/core/money';
import { PAYMENT_METHOD_IN_TEXT } from '@gn/core/payment';
import type { StoredOrder } from '@gn/core/stored/order';
import type { Mail } from './mailer.ts';
import { h, mailHtml, noticeBox } from './mail-layout.ts';

/** The cancellation of courtesy tickets: no money changed hands. */
export const FREE_ORDER_LINE = 'Os ingressos eram gratuitos: não há valor a devolver.';

export interface CancelledMailInput {
  orderId: string;
  order: Pick<StoredOrder, 'items' | 'comprador'>;
  /** null for a free order: nothing to give back */
  refund: Pick<NonNullable<StoredOrder['reembolso']>, 'estado' | 'metodo' | 'valor' | 'link'> | null;
  siteUrl: string;
  to: string;
}

export function cancelledSubject(orderId: string): string {
  return `Pedido #${orderNumber(orderId)} cancelado`;
}

export function buildCancelledMail({ orderId, order, refund, siteUrl, to }: CancelledMailInput): Mail {
  const event = order.items[0]?.event_titulo ?? 'seu evento';
  const tickets = order.items.reduce((sum, line) => sum + line.qnt, 0);
  const link = `${siteUrl}/conta`;
  const money = refund && {
    line: `Reembolso: ${formatBRL(refund.valor)} por ${PAYMENT_METHOD_IN_TEXT[refund.metodo]} — ${REFUND_STATE_LABELS[refund.estado]}.`,
    next: refundNextStep(refund.estado, refund.metodo),
  };
  const voided =
    tickets === 1
      ? 'O ingresso dele não vale mais na entrada.'
      : `Os ${tickets} ingressos dele não valem mais na entrada.`;
  const subject = cancelledSubject(orderId);
  const lines = [
    `Olá, ${order.comprador.nome}!`,
    '',
    `O pedido #${orderNumber(orderId)} (${event}) foi cancelado. ${voided}`,
    ...(money ? [money.line, money.next] : [FREE_ORDER_LINE]),
    ...(refund?.link ? [`Informe seus dados bancários aqui: ${refund.link}`] : []),
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
      <p>O pedido <strong>#${h(orderNumber(orderId))}</strong> (${h(event)}) foi cancelado. ${h(voided)}</p>
      ${money ? `<p>${h(money.line)}</p>${noticeBox(money.next)}` : `<p>${h(FREE_ORDER_LINE)}</p>`}
      ${refund?.link ? `<p><a href="${h(refund.link)}">Informar meus dados bancários para o reembolso</a></p>` : ''}`,
  });
  return { to: { name: order.comprador.nome, address: to }, subject, text: lines.join('\n'), html };
}
