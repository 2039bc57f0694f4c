// The orders list's rules, pure: what a search box text means, the list's query filters, the
// browser-side filters applied to search results, the labels and the CSV export rows.
import { formatDateTime } from '@gn/core/dates';
import { orderNumber, shortPaymentId } from '@gn/core/ids';
import { billingTypeLabel } from '@gn/core/payment';
import { orderPeriodStart, type OrderPeriod } from '@gn/core/periods';
import { parseOrderStatus, type OrderStatus } from '@gn/core/order-status';
import { orderStatusLabel } from '@gn/core/status-labels';
import { csvMoney, type CsvValue } from '../../lib/csv';
import type { AdminOrder } from './order-doc';

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
 * Paulo. Each combination has its index in firestore.indexes.json (order-models.test.ts checks).
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
