// Money given back for chosen tickets of an order that stays paid (issue #31, "refund one
// ticket"): orders/{id}.reembolsos_parciais, one entry per request. A whole-order cancellation
// (cancel-order.ts: the buyer, the admin, the event's cancellation) refunds only what these have
// not already given back (remainingRefundable in order.ts), so no centavo goes back twice. Pure.
//
// THE AMOUNT RULE. What one ticket gives back is its price + its service fee (`taxa_unitaria`),
// less its share of the order's discount (a coupon's discount is taken off the prices, never the
// fees: shared pro rata to each ticket's price), plus its share of a card plan's interest (charged
// on the total: shared pro rata to each ticket's price + fee − discount). The exact shares add up
// to what the card or PIX was charged; each ticket's centavos are the cumulative rounding of them,
// in the order of the tickets (`{orderId}-1`, `-2`, ...): share n = round(exact sum of shares 1..n)
// − round(exact sum of shares 1..n−1). So the shares are whole centavos, never negative, each
// within a centavo of its exact value, and all of them sum to the charge exactly: the last ticket
// takes the remainder. A free ticket gives back nothing. A whole-order cancellation gives back the
// charge less the partial refunds, which is the sum of the remaining tickets' shares.
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

/** What the buyer was charged (order.ts chargedAmount, not imported: order.ts imports this module). */
const chargedAmount = (order: { total: number; total_cobrado?: number | null }) =>
  order.total_cobrado ?? order.total;

/** What the rule reads of an order (order.ts Order). */
export interface RefundableOrder {
  items: readonly { preco: number; taxa_unitaria?: number; qnt: number }[];
  subtotal: number;
  taxas: number;
  desconto: number;
  total: number;
  total_cobrado?: number | null;
  reembolsos_parciais?: readonly { valor: number; ticket_ids: readonly string[] }[] | null;
}

/**
 * Each ticket's refund share in centavos, in ticket order (index 0 is `{orderId}-1`). Orders
 * priced before the fee was kept per ticket share the order's fees pro rata to the prices.
 */
export function ticketRefundShares(order: RefundableOrder): number[] {
  const prices = order.items.flatMap((line) => Array.from({ length: line.qnt }, () => line));
  const subtotal = order.subtotal;
  const fees = prices.map((line) =>
    typeof line.taxa_unitaria === 'number'
      ? line.taxa_unitaria
      : subtotal > 0
        ? (order.taxas * line.preco) / subtotal
        : order.taxas / prices.length,
  );
  const discounted = prices.map(
    (line, i) => line.preco + fees[i]! - (subtotal > 0 ? (order.desconto * line.preco) / subtotal : 0),
  );
  const net = discounted.reduce((sum, v) => sum + v, 0);
  const charged = chargedAmount(order);
  // Interest (or any difference between the charge and the tickets' sum) pro rata to each ticket.
  const exact = discounted.map((v) => (net > 0 ? (v * charged) / net : 0));
  const shares: number[] = [];
  let before = 0;
  let cumulative = 0;
  exact.forEach((value, i) => {
    cumulative += value;
    const rounded = i === exact.length - 1 && net > 0 ? charged : Math.round(cumulative);
    shares.push(Math.max(0, rounded - before));
    before = Math.max(before, rounded);
  });
  return shares;
}

/** The position (0-based) of a ticket of the order from its id `{orderId}-{n}`, or null. */
export function ticketPosition(orderId: string, ticketId: string): number | null {
  const prefix = `${orderId}-`;
  if (!ticketId.startsWith(prefix)) return null;
  const n = ticketId.slice(prefix.length);
  return /^[1-9]\d{0,3}$/.test(n) ? Number(n) - 1 : null;
}

/** Centavos the chosen tickets give back (their shares; ids not of the order count nothing). */
export function ticketsRefundValue(
  order: RefundableOrder,
  orderId: string,
  ticketIds: readonly string[],
): number {
  const shares = ticketRefundShares(order);
  return ticketIds.reduce((sum, id) => sum + (shares[ticketPosition(orderId, id) ?? -1] ?? 0), 0);
}

/** The next entry's id: `${orderId}-r{n}`. */
export function nextTicketRefundId(
  orderId: string,
  order: { reembolsos_parciais?: readonly unknown[] | null },
) {
  return `${orderId}-r${(order.reembolsos_parciais ?? []).length + 1}`;
}

/** The entry that already covers exactly these tickets (a repeated request), or null. */
export function refundOfTickets<T extends { ticket_ids: readonly string[] }>(
  refunds: readonly T[] | null | undefined,
  ticketIds: readonly string[],
): T | null {
  const wanted = [...ticketIds].sort().join('|');
  return (refunds ?? []).find((r) => [...r.ticket_ids].sort().join('|') === wanted) ?? null;
}

export const TICKET_REFUND_MESSAGES = {
  notPaid: 'Só é possível cancelar ingressos de um pedido pago.',
  notInOrder: 'Um dos ingressos escolhidos não é deste pedido.',
  notActive: 'Um dos ingressos escolhidos já foi cancelado.',
  used: 'Um dos ingressos escolhidos já foi usado na entrada do evento e não pode ser cancelado.',
  transferred:
    'Um dos ingressos escolhidos foi transferido para outra pessoa e não pode mais ser cancelado por aqui. Fale com a gente pelo Contato se precisar de ajuda.',
} as const;

/** The refusals of a ticket cancellation: the code clients switch on and the message they show. */
export const TICKET_REFUND_ERRORS = {
  notPaid: { code: 'not_paid', message: TICKET_REFUND_MESSAGES.notPaid },
  notInOrder: { code: 'ticket_not_in_order', message: TICKET_REFUND_MESSAGES.notInOrder },
  notActive: { code: 'ticket_not_active', message: TICKET_REFUND_MESSAGES.notActive },
  used: { code: 'ticket_used', message: TICKET_REFUND_MESSAGES.used },
  transferred: { code: 'ticket_transferred', message: TICKET_REFUND_MESSAGES.transferred },
} as const;

export interface ChosenTicket {
  id: string;
  status: string;
  transferred: boolean;
}

/**
 * Why these tickets cannot be cancelled, or null. The buyer may not cancel a transferred ticket
 * (it is someone else's now); nobody cancels a used one (the person came in) or one already gone.
 */
export function ticketRefundRefusal(
  orderStatus: string,
  chosen: readonly (ChosenTicket | null)[],
  byBuyer: boolean,
): { code: string; message: string } | null {
  if (orderStatus !== 'pago') return TICKET_REFUND_ERRORS.notPaid;
  if (chosen.some((t) => t === null)) return TICKET_REFUND_ERRORS.notInOrder;
  const tickets = chosen as readonly ChosenTicket[];
  if (tickets.some((t) => t.status === 'usado')) return TICKET_REFUND_ERRORS.used;
  if (tickets.some((t) => t.status !== 'ativo')) return TICKET_REFUND_ERRORS.notActive;
  if (byBuyer && tickets.some((t) => t.transferred)) return TICKET_REFUND_ERRORS.transferred;
  return null;
}

/**
 * What confirming gives back: the chosen tickets' shares, or, when they are all of the order's
 * tickets still active and none was used, the whole order's cancellation (the rest of the charge).
 */
export function ticketRefundQuote(
  order: RefundableOrder,
  orderId: string,
  chosenIds: readonly string[],
  tickets: readonly { id: string; status: string }[],
): { valor: number; pedidoInteiro: boolean } {
  const chosen = new Set(chosenIds);
  const others = tickets.filter((t) => !chosen.has(t.id));
  const wholeOrder =
    chosen.size > 0 && others.every((t) => t.status === 'cancelado' || t.status === 'reembolsado');
  if (wholeOrder)
    return { valor: Math.max(0, chargedAmount(order) - partialRefundsTotal(order)), pedidoInteiro: true };
  return { valor: ticketsRefundValue(order, orderId, chosenIds), pedidoInteiro: false };
}
