// Order and ticket documents (docs/data-model.md) as the checkout screens show them. Firestore
// hands Timestamps (Lite and full SDK alike: objects with toDate()); documents written by older
// code may miss fields, so every read is tolerant and a screen never crashes on one.
import { parseOrderStatus, type OrderStatus } from '@gn/core/order-status';
import { orderNumber } from '@gn/core/ids';
import { REFUND_STATES, type RefundState } from '@gn/core/cancellation';
import { paymentMethodOf, type PaymentMethod } from '@gn/core/payment';
import type { AccountTicket } from './ticket-view';

export interface OrderLineView {
  eventTitulo: string;
  tipo: string;
  preco: number;
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
  cancellation: { at: Date | null; byBuyer: boolean; reason: string | null } | null;
  /** its money: where it is, how, how much, and a boleto's bank-account link */
  refund: { state: RefundState; method: PaymentMethod; amount: number; link: string | null } | null;
}

type Data = Record<string, unknown>;

export function toDateOrNull(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (value && typeof value === 'object' && typeof (value as { toDate?: unknown }).toDate === 'function') {
    return (value as { toDate: () => Date }).toDate();
  }
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const int = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function toOrderView(id: string, data: Data): OrderView {
  const pix = data.pix as Data | null | undefined;
  const items = Array.isArray(data.items) ? (data.items as Data[]) : [];
  return {
    id,
    number: orderNumber(id),
    status: parseOrderStatus(text(data.status)),
    billingType: textOrNull(data.billing_type),
    total: int(data.total),
    subtotal: int(data.subtotal),
    taxas: int(data.taxas),
    desconto: int(data.desconto),
    items: items.map((item) => ({
      eventTitulo: text(item.event_titulo),
      tipo: text(item.tipo_ingresso),
      preco: int(item.preco),
      qnt: int(item.qnt),
      dataEvento: toDateOrNull(item.data_evento),
      local: text(item.local_evento),
    })),
    invoiceUrl: safeUrl(data.asaas_invoice_url),
    bankSlipUrl: safeUrl(data.asaas_bankslip_url),
    pix:
      pix && typeof pix.payload === 'string' && typeof pix.encoded_image === 'string'
        ? { payload: pix.payload, encodedImage: pix.encoded_image }
        : null,
    reservaExpiraEm: toDateOrNull(data.reserva_expira_em),
    createdAt: toDateOrNull(data.created_at),
    paidAt: toDateOrNull(data.paid_at),
    cancellation: toCancellation(data.cancelamento),
    refund: toRefund(data.reembolso),
  };
}

function toCancellation(value: unknown): OrderView['cancellation'] {
  if (!value || typeof value !== 'object') return null;
  const c = value as Data;
  return { at: toDateOrNull(c.em), byBuyer: c.origem === 'cliente', reason: textOrNull(c.motivo) };
}

function toRefund(value: unknown): OrderView['refund'] {
  if (!value || typeof value !== 'object') return null;
  const r = value as Data;
  const state = REFUND_STATES.find((s) => s === r.estado);
  if (!state) return null;
  const method = paymentMethodOf(r.metodo) ?? 'pix';
  return { state, method, amount: int(r.valor), link: safeUrl(r.link) };
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
export function toAccountTicket(id: string, data: Data): AccountTicket {
  const evento = (data.evento ?? {}) as Data;
  return {
    id,
    order_id: text(data.order_id),
    event_id: text(data.event_id),
    tipo: text(data.tipo),
    titular: text(data.titular),
    meia_entrada: data.meia_entrada === true,
    quantidade: int(data.quantidade) || 1,
    preco_unitario: int(data.preco_unitario),
    status: text(data.status),
    codigo_serial: text(data.codigo_serial),
    qr_code: textOrNull(data.qr_code),
    created_at: toDateOrNull(data.created_at) ?? new Date(0),
    evento: {
      titulo: text(evento.titulo) || 'Evento',
      data_inicio: toDateOrNull(evento.data_inicio) ?? new Date(0),
      local: text(evento.local),
      capa_url: textOrNull(evento.capa_url),
    },
  };
}

/** Tickets `{orderId}-{n}` in issue order: 1, 2, ... 10 (not 1, 10, 2). */
export function byTicketNumber(a: { id: string }, b: { id: string }): number {
  const n = (id: string) => Number(/-(\d+)$/.exec(id)?.[1] ?? 0);
  return n(a.id) - n(b.id) || a.id.localeCompare(b.id);
}
