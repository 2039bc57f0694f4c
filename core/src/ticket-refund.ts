// Money given back for chosen tickets of an order that stays paid (issue #31, "refund one
// ticket"): orders/{id}.reembolsos_parciais, one entry per request. A whole-order cancellation
// (cancel-order.ts: the buyer, the admin, the event's cancellation) refunds only what these have
// not already given back (remainingRefundable in order.ts), so no centavo goes back twice. Pure.
import type { OrderRefund } from './cancellation.ts';

/** One partial refund: which tickets, how much, and where the money is (OrderRefund's states). */
export interface TicketRefund<Time = Date> extends OrderRefund<Time> {
  /** `${orderId}-r{n}`: names the Asaas request too, so a retry never refunds twice */
  id: string;
  ticket_ids: string[];
  em: Time;
  /** the buyer's or the staff member's uid */
  por: string;
  origem: 'cliente' | 'admin';
  motivo: string | null;
}

/** Centavos the order's partial refunds give back (asked, on their way or done; a failed one is still owed). */
export function partialRefundsTotal(order: {
  reembolsos_parciais?: readonly { valor: number }[] | null;
}): number {
  return (order.reembolsos_parciais ?? []).reduce((sum, r) => sum + r.valor, 0);
}
