// The orders screens' rules, pure: the shape read from Firestore, the list's query filters, what
// a search box text means, the browser-side filters applied to search results, labels and the CSV
// export rows.
import { isPriceKind, needsMeiaDocument } from '@gn/core/box-office';
import { REFUND_STATES, type RefundState } from '@gn/core/cancellation';
import { formatDateTime } from '@gn/core/dates';
import { orderNumber, shortPaymentId } from '@gn/core/ids';
import { billingTypeLabel, paymentMethodOf, type PaymentMethod } from '@gn/core/payment';
import { orderPeriodStart, type OrderPeriod } from '@gn/core/periods';
import { parseOrderStatus, type OrderStatus } from '@gn/core/order-status';
import { orderStatusLabel } from '@gn/core/status-labels';
import { numberOr, stringOr, stringOrNull } from '../../lib/firestore-values';
import { csvMoney, type CsvValue } from '../../lib/csv';

export type OrderLine = {
  eventId: string;
  eventTitle: string;
  type: string;
  unitPrice: number;
  quantity: number;
  /** half price (meia-entrada of the quota or 60+): the door checks a document */
  halfPrice: boolean;
  eventDate: Date | null;
  place: string;
};

export type OrderChange = {
  from: string | null;
  to: string;
  at: Date | null;
  origin: string;
  by: string | null;
  reason: string | null;
};

export type AdminOrder = {
  id: string;
  userId: string;
  /** raw stored value; parseOrderStatus() gives the canonical one */
  status: string;
  items: OrderLine[];
  subtotal: number;
  fees: number;
  discount: number;
  total: number;
  coupon: string | null;
  /** the lote the order was sold in ('2º lote'), for events with lotes */
  lote: string | null;
  buyer: { nome: string; email: string; cpf: string; telefone: string };
  /** the named tickets' holders, in ticket order (empty when the event does not name them) */
  holders: string[];
  billingType: string | null;
  /** a card plan of 2 or more installments: how many, each (centavos), what the card is charged */
  installments: { count: number; value: number; charged: number } | null;
  paymentId: string | null;
  invoiceUrl: string | null;
  bankSlipUrl: string | null;
  dueDate: string | null;
  pix: { payload: string; expiresAt: Date | null } | null;
  reservationEndsAt: Date | null;
  history: OrderChange[];
  /** payment events whose amount was not the total (they did not pay the order) */
  amountMismatches: {
    paymentId: string | null;
    event: string;
    receivedCentavos: number | null;
    at: Date | null;
  }[];
  createdAt: Date | null;
  paidAt: Date | null;
  /** a paid order cancelled (core/cancellation.ts): when, by the buyer or an admin (uid), why */
  cancellation: { at: Date | null; byBuyer: boolean; by: string | null; reason: string | null } | null;
  /** the money of a cancelled order: its state, how and how much, a boleto's link, Asaas's refusal */
  refund: {
    state: RefundState;
    method: PaymentMethod;
    amount: number;
    link: string | null;
    error: string | null;
    attempts: number;
    updatedAt: Date | null;
    note: string | null;
  } | null;
};

type ToDate = (value: unknown) => Date | null;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A Firestore order document → AdminOrder; tolerant of the spec's older field names. */
export function toAdminOrder(id: string, data: Record<string, unknown>, toDate: ToDate): AdminOrder {
  const buyer = record(data.comprador);
  const pix = data.pix ? record(data.pix) : null;
  return {
    id,
    userId: stringOr(data.user_id),
    status: stringOr(data.status, '—'),
    items: (Array.isArray(data.items) ? data.items : []).map((raw) => {
      const item = record(raw);
      return {
        eventId: stringOr(item.event_id),
        eventTitle: stringOr(item.event_titulo, stringOr(item.titulo, '—')),
        type: stringOr(item.tipo_ingresso, stringOr(item.tipo, '—')),
        unitPrice: numberOr(item.preco, numberOr(item.preco_unitario, 0)),
        quantity: numberOr(item.qnt, numberOr(item.quantidade, 0)),
        // Half price (meia-entrada, quota or 60+): the door checks a document.
        halfPrice: isPriceKind(item.tipo_preco) && needsMeiaDocument(item.tipo_preco),
        eventDate: toDate(item.data_evento),
        place: stringOr(item.local_evento),
      };
    }),
    subtotal: numberOr(data.subtotal, 0),
    fees: numberOr(data.taxas, 0),
    discount: numberOr(data.desconto, 0),
    total: numberOr(data.total, 0),
    coupon: stringOrNull(data.cupom),
    lote: stringOrNull(record(data.lote).nome),
    holders: (Array.isArray(data.titulares) ? data.titulares : []).map((h) => stringOr(record(h).nome, '—')),
    buyer: {
      nome: stringOr(buyer.nome),
      email: stringOr(buyer.email),
      cpf: stringOr(buyer.cpf),
      telefone: stringOr(buyer.telefone),
    },
    billingType: stringOrNull(data.billing_type),
    installments:
      numberOr(data.parcelas, 1) > 1
        ? {
            count: numberOr(data.parcelas, 1),
            value: numberOr(data.valor_parcela, 0),
            charged: numberOr(data.total_cobrado, numberOr(data.total, 0)),
          }
        : null,
    paymentId: stringOrNull(data.asaas_payment_id),
    invoiceUrl: stringOrNull(data.asaas_invoice_url),
    bankSlipUrl: stringOrNull(data.asaas_bankslip_url),
    dueDate: stringOrNull(data.asaas_due_date),
    pix: pix ? { payload: stringOr(pix.payload), expiresAt: toDate(pix.expira_em) } : null,
    reservationEndsAt: toDate(data.reserva_expira_em),
    history: (Array.isArray(data.status_historico) ? data.status_historico : []).map((raw) => {
      const change = record(raw);
      return {
        from: stringOrNull(change.de),
        to: stringOr(change.para, '—'),
        at: toDate(change.em),
        origin: stringOr(change.origem, '—'),
        by: stringOrNull(change.por),
        reason: stringOrNull(change.motivo),
      };
    }),
    amountMismatches: (Array.isArray(data.alertas_pagamento) ? data.alertas_pagamento : []).map((raw) => {
      const alert = record(raw);
      return {
        paymentId: stringOrNull(alert.payment_id),
        event: stringOr(alert.evento, '—'),
        receivedCentavos: typeof alert.valor_recebido === 'number' ? alert.valor_recebido : null,
        at: toDate(alert.em),
      };
    }),
    createdAt: toDate(data.created_at),
    paidAt: toDate(data.paid_at),
    cancellation: toCancellation(data.cancelamento, toDate),
    refund: toRefund(data.reembolso, toDate),
  };
}

function toCancellation(raw: unknown, toDate: ToDate): AdminOrder['cancellation'] {
  if (!raw || typeof raw !== 'object') return null;
  const c = record(raw);
  return {
    at: toDate(c.em),
    byBuyer: c.origem === 'cliente',
    by: stringOrNull(c.por),
    reason: stringOrNull(c.motivo),
  };
}

function toRefund(raw: unknown, toDate: ToDate): AdminOrder['refund'] {
  if (!raw || typeof raw !== 'object') return null;
  const r = record(raw);
  const state = REFUND_STATES.find((s) => s === r.estado);
  if (!state) return null;
  return {
    state,
    method: paymentMethodOf(r.metodo) ?? 'pix',
    amount: numberOr(r.valor, 0),
    link: stringOrNull(r.link),
    error: stringOrNull(r.erro),
    attempts: numberOr(r.tentativas, 0),
    updatedAt: toDate(r.atualizado_em),
    note: stringOrNull(r.observacao),
  };
}

// ------------------------------------------------------------------ search and filters

/**
 * What the search box text asks for. Firestore has no full-text search, so each kind is an
 * exact-field query: an e-mail is matched whole (as typed and lower-cased), a CPF by its 11
 * digits, anything else as a prefix of the order id and of the buyer's name. Firestore ranges are
 * case-sensitive, so the name is tried as typed, with a capital first letter ('maria da s' →
 * 'Maria da s') and with every word capitalised ('Maria Da S').
 */
export type OrderSearch =
  | { kind: 'none' }
  | { kind: 'email'; emails: string[] }
  | { kind: 'cpf'; cpf: string }
  | { kind: 'text'; idPrefix: string; namePrefixes: string[] };

export const MIN_SEARCH_LENGTH = 2;

function capitalizeWords(text: string): string {
  return text.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

export function classifyOrderSearch(raw: string): OrderSearch {
  const text = raw.trim().replace(/^#/, '');
  if (text.length < MIN_SEARCH_LENGTH) return { kind: 'none' };
  if (text.includes('@')) return { kind: 'email', emails: [...new Set([text, text.toLowerCase()])] };
  const digits = text.replace(/\D/g, '');
  if (/^[\d.\-\s]+$/.test(text) && digits.length === 11) return { kind: 'cpf', cpf: digits };
  const upperFirst = text.charAt(0).toUpperCase() + text.slice(1);
  return {
    kind: 'text',
    idPrefix: text,
    namePrefixes: [...new Set([text, upperFirst, capitalizeWords(text)])],
  };
}

export type StatusFilter = OrderStatus | 'todos';

export type OrderFilters = {
  search: string;
  status: StatusFilter;
  eventId: string;
  period: OrderPeriod;
};

/** One filter of the list query as plain data (order-queries.ts hands it to Firestore). */
export type OrderCondition =
  | { field: 'event_ids'; op: 'array-contains'; value: string }
  | { field: 'status'; op: '=='; value: OrderStatus }
  | { field: 'created_at'; op: '>='; value: Date };

/** The list is always newest first; the period is a range on this same field. */
export const ORDER_LIST_ORDER_BY = { field: 'created_at', direction: 'desc' } as const;

/**
 * The list's filters without a search, all applied by Firestore: the event through the order's
 * `event_ids` (array-contains), the status, and the period as `created_at >=` its start in São
 * Paulo. Each combination has its index in firestore.indexes.json (order-model.test.ts checks).
 */
export function orderListConditions(filters: OrderFilters, now: Date): OrderCondition[] {
  const conditions: OrderCondition[] = [];
  if (filters.eventId) conditions.push({ field: 'event_ids', op: 'array-contains', value: filters.eventId });
  if (filters.status !== 'todos') conditions.push({ field: 'status', op: '==', value: filters.status });
  const since = orderPeriodStart(filters.period, now);
  if (since) conditions.push({ field: 'created_at', op: '>=', value: since });
  return conditions;
}

/** The filters that the search queries cannot apply themselves (run in the browser). */
export function matchesOrderFilters(order: AdminOrder, filters: OrderFilters, now: Date): boolean {
  if (filters.status !== 'todos' && parseOrderStatus(order.status) !== filters.status) return false;
  if (filters.eventId && !order.items.some((item) => item.eventId === filters.eventId)) return false;
  const since = orderPeriodStart(filters.period, now);
  return !since || (order.createdAt !== null && order.createdAt >= since);
}

// ------------------------------------------------------------------ labels

export function billingLabel(billingType: string | null): string {
  return billingTypeLabel(billingType) ?? 'Não definido';
}

/** 'Show A, Show B' (orders hold one line today; older data may hold more). */
export function eventTitles(order: AdminOrder): string {
  return [...new Set(order.items.map((i) => i.eventTitle))].join(', ') || '—';
}

export function ticketCount(order: AdminOrder): number {
  return order.items.reduce((n, i) => n + i.quantity, 0);
}

/** '2027-03-05' (Asaas) → '05/03/2027'. */
export function formatDueDate(dueDate: string | null): string {
  const m = dueDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(dueDate) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '—';
}

// ------------------------------------------------------------------ CSV

export const ORDER_CSV_HEADER = [
  'Pedido',
  'ID completo',
  'ID do pagamento',
  'Data',
  'Cliente',
  'E-mail',
  'CPF',
  'Telefone',
  'Eventos',
  'Ingressos',
  'Quantidade',
  'Titulares',
  'Subtotal',
  'Taxas',
  'Desconto',
  'Total',
  'Status',
  'Forma de pagamento',
];

/** Header and one row per order; money as '1.234,56' (pt-BR spreadsheets read it as a number). */
export function orderCsvRows(orders: readonly AdminOrder[]): CsvValue[][] {
  return [
    ORDER_CSV_HEADER,
    ...orders.map((o) => [
      orderNumber(o.id),
      o.id,
      o.paymentId ? shortPaymentId(o.paymentId) : '',
      o.createdAt ? formatDateTime(o.createdAt) : '',
      o.buyer.nome,
      o.buyer.email,
      o.buyer.cpf,
      o.buyer.telefone,
      eventTitles(o),
      o.items.map((i) => `${i.quantity} × ${i.type}${i.halfPrice ? ' (meia)' : ''}`).join('; '),
      ticketCount(o),
      o.holders.join('; '),
      csvMoney(o.subtotal),
      csvMoney(o.fees),
      csvMoney(o.discount),
      csvMoney(o.total),
      orderStatusLabel(o.status),
      billingLabel(o.billingType),
    ]),
  ];
}
