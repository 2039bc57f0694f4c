// Order and ticket documents (docs/data-model.md) as the buyer's screens show them: mappings of
// what core's readers (core/src/stored) make of a stored document, which tolerate missing and
// broken fields, so a screen never crashes on an old or hand-edited one.
import type { OrderStatus } from '@gn/core/order-status';
import { orderNumber } from '@gn/core/ids';
import {
  cancellationView,
  readOrder,
  refundView,
  ticketRefundsView,
  type CancellationView,
  type RefundView,
  type TicketRefundView,
  type StoredOrderLine,
} from '@gn/core/stored/order';
import { readTicket } from '@gn/core/stored/ticket';
import type { RefundableOrder } from '@gn/core/ticket-refund';
import type { AccountTicket } from './ticket-view';

export interface OrderLineView {
  eventTitulo: string;
  tipo: string;
  preco: number;
  /** the service fee of one ticket (null: a line priced before it was kept) */
  taxa: number | null;
  qnt: number;
  dataEvento: Date | null;
  local: string;
}

export interface OrderView {
  id: string;
  /** First 8 characters of the id: what the buyer quotes to support. */
  number: string;
  /** null when the stored value is unknown */
  status: OrderStatus | null;
  billingType: string | null;
  total: number;
  subtotal: number;
  taxas: number;
  desconto: number;
  items: OrderLineView[];
  invoiceUrl: string | null;
  bankSlipUrl: string | null;
  pix: { payload: string; encodedImage: string } | null;
  reservaExpiraEm: Date | null;
  createdAt: Date | null;
  paidAt: Date | null;
  /** a paid order cancelled: when, by whom (the buyer or the shop) */
  cancellation: CancellationView | null;
  /** its money: where it is, how, how much, and a boleto's bank-account link (http(s) only) */
  refund: RefundView | null;
  /** tickets cancelled while the order stays paid, each with its refund (core/ticket-refund.ts) */
  ticketRefunds: TicketRefundView[];
  /** what core's refund rule reads: the amount shown before the buyer confirms */
  refundable: RefundableOrder;
}

/** `orders/{id}` as Firestore handed it → what the buyer's screens show (read by core's reader). */
export function toOrderView(id: string, data: unknown): OrderView {
  const order = readOrder(data);
  const pix = order.pix;
  return {
    id,
    number: orderNumber(id),
    status: order.status,
    billingType: order.billing_type,
    total: order.total,
    subtotal: order.subtotal,
    taxas: order.taxas,
    desconto: order.desconto,
    items: order.items.map(toLineView),
    invoiceUrl: safeUrl(order.asaas_invoice_url),
    bankSlipUrl: safeUrl(order.asaas_bankslip_url),
    pix:
      pix && pix.payload && pix.encoded_image
        ? { payload: pix.payload, encodedImage: pix.encoded_image }
        : null,
    reservaExpiraEm: order.reserva_expira_em,
    createdAt: order.created_at,
    paidAt: order.paid_at,
    cancellation: cancellationView(order),
    refund: buyerRefund(refundView(order)),
    ticketRefunds: ticketRefundsView(order).map((r) => ({ ...r, link: safeUrl(r.link) })),
    refundable: {
      items: order.items.map((l) => ({
        preco: l.preco,
        qnt: l.qnt,
        taxa_unitaria: l.taxa_unitaria ?? undefined,
      })),
      subtotal: order.subtotal,
      taxas: order.taxas,
      desconto: order.desconto,
      total: order.total,
      total_cobrado: order.total_cobrado,
      reembolsos_parciais: order.reembolsos_parciais,
    },
  };
}

/** Only an http(s) link reaches the buyer's page. */
function buyerRefund(refund: RefundView | null): RefundView | null {
  return refund && { ...refund, link: safeUrl(refund.link) };
}

function toLineView(line: StoredOrderLine): OrderLineView {
  return {
    eventTitulo: line.event_titulo,
    tipo: line.tipo_ingresso,
    preco: line.preco,
    taxa: line.taxa_unitaria,
    qnt: line.qnt,
    dataEvento: line.data_evento,
    local: line.local_evento,
  };
}

/** The order's own page in the account (its tickets, cancellation and refund). */
export function orderPagePath(orderId: string): string {
  return `/conta/pedido?id=${encodeURIComponent(orderId)}`;
}

/** Only http(s) links are ever put in an href (a stored 'javascript:' URL stays inert). */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A ticket document in the account area's shape, so that its QR dialog and PDF download serve
 * the success page too; the account's queries read tickets with it as well.
 */
export function toAccountTicket(id: string, data: unknown): AccountTicket {
  const ticket = readTicket(data);
  return {
    id,
    order_id: ticket.order_id,
    event_id: ticket.event_id,
    tipo: ticket.tipo,
    titular: ticket.titular,
    meia_entrada: ticket.meia_entrada,
    quantidade: ticket.quantidade,
    preco_unitario: ticket.preco_unitario,
    taxa_unitaria: ticket.taxa_unitaria,
    status: ticket.status ?? '',
    codigo_serial: ticket.codigo_serial,
    qr_code: ticket.qr_code,
    created_at: ticket.created_at ?? new Date(0),
    evento: {
      titulo: ticket.evento.titulo || 'Evento',
      data_inicio: ticket.evento.data_inicio ?? new Date(0),
      local: ticket.evento.local,
      capa_url: ticket.evento.capa_url,
    },
  };
}

/** Tickets `{orderId}-{n}` in issue order: 1, 2, ... 10 (not 1, 10, 2). */
export function byTicketNumber(a: { id: string }, b: { id: string }): number {
  const n = (id: string) => Number(/-(\d+)$/.exec(id)?.[1] ?? 0);
  return n(a.id) - n(b.id) || a.id.localeCompare(b.id);
}
