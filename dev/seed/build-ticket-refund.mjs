// The demo of a partial refund (dev/seed/content/ticket-refund.mjs): a paid order issued as
// build-orders.mjs issues them, then one ticket cancelled by the admin with its refund entry
// (orders/{id}.reembolsos_parciais, valor by core's rule), as functions/src/orders/refund-tickets.ts
// leaves them once Asaas has answered.
import { ticketsRefundValue } from '@gn/core/ticket-refund';
import { buildDemoOrders } from './build-orders.mjs';
import { REFUND_BUYER, REFUND_ORDER, REFUNDED_TICKET } from './content/ticket-refund.mjs';

const HOUR = 3_600_000;

/**
 * @param {{ events: Map<string, object>, pricingTables: readonly object[], adminUid: string,
 *   at: (dias: number, hora: string) => Date, signingKey: string }} input
 */
export function buildTicketRefundDemo({ events, pricingTables, adminUid, at, signingKey }) {
  const docs = buildDemoOrders({
    orders: [REFUND_ORDER],
    events,
    pricingTables,
    customer: REFUND_BUYER,
    adminUid,
    at,
    signingKey,
  });
  const order = docs.find((d) => d.collection === 'orders');
  const ticketId = `${REFUND_ORDER.id}-${REFUNDED_TICKET.n}`;
  const ticket = docs.find((d) => d.id === ticketId);
  const em = new Date(order.data.paid_at.getTime() + REFUNDED_TICKET.horasDepois * HOUR);
  ticket.data.status = 'cancelado';
  order.data.reembolsos_parciais = [
    {
      id: `${REFUND_ORDER.id}-r1`,
      ticket_ids: [ticketId],
      em,
      por: adminUid,
      origem: 'admin',
      motivo: REFUNDED_TICKET.motivo,
      estado: 'concluido',
      metodo: 'pix',
      valor: ticketsRefundValue(order.data, REFUND_ORDER.id, [ticketId]),
      link: null,
      erro: null,
      tentativas: 1,
      atualizado_em: em,
    },
  ];
  order.data.updated_at = em;
  return docs;
}
