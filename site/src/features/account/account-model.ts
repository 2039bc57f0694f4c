// Pure logic of the customer area (/conta, /conta/ingressos): the shapes the screens use, the
// grouping of the next events, the ticket filters and their URL form. No Firebase here.
import { SAO_PAULO_TZ } from '@gn/core/dates';
import { eventMatchesPeriod, TICKET_PERIODS, type TicketPeriod } from '@gn/core/periods';
import { TICKET_FILTERS, ticketMatchesFilter, type TicketFilter } from '@gn/core/status-labels';
import type { AccountTicket } from '../orders/ticket-view';
import { foldSearch } from '../../lib/normalize';

/**
 * Account home and next-event limits (docs/spec/storefront.md §9: 3 latest orders, 3 next events).
 */
export const LATEST_ORDERS_LIMIT = 3;
export const NEXT_EVENTS_LIMIT = 3;

export interface AccountOrder {
  id: string;
  status: string;
  /** centavos */
  total: number;
  created_at: Date;
}

export interface NextEventRow {
  /** order id + ticket type: one row per purchase line */
  key: string;
  order_id: string;
  event_id: string;
  titulo: string;
  data_inicio: Date;
  local: string;
  tipo: string;
  quantidade: number;
}

/**
 * Tickets (already in event-start order) → one row per order and ticket type with the summed
 * quantity, at most `limit` rows. A ticket is one person, so 2 tickets of one purchase are "2".
 */
export function groupNextEvents(
  tickets: readonly AccountTicket[],
  limit = NEXT_EVENTS_LIMIT,
): NextEventRow[] {
  const rows = new Map<string, NextEventRow>();
  for (const t of tickets) {
    const key = `${t.order_id}\u0000${t.tipo}`;
    const row = rows.get(key);
    if (row) {
      row.quantidade += t.quantidade;
      continue;
    }
    if (rows.size >= limit) continue;
    rows.set(key, {
      key,
      order_id: t.order_id,
      event_id: t.event_id,
      titulo: t.evento.titulo,
      data_inicio: t.evento.data_inicio,
      local: t.evento.local,
      tipo: t.tipo,
      quantidade: t.quantidade,
    });
  }
  return [...rows.values()];
}

export interface TicketFilters {
  query: string;
  status: TicketFilter;
  period: TicketPeriod;
}

export const NO_TICKET_FILTERS: TicketFilters = { query: '', status: 'todos', period: 'todos' };

export function hasActiveFilters(f: TicketFilters): boolean {
  return f.query.trim() !== '' || f.status !== 'todos' || f.period !== 'todos';
}

/** Search by event title (accents and case ignored, like the public lists), status, period. */
export function filterTickets(
  tickets: readonly AccountTicket[],
  filters: TicketFilters,
  now: Date,
): AccountTicket[] {
  const query = foldSearch(filters.query);
  return tickets.filter(
    (t) =>
      (query === '' || foldSearch(t.evento.titulo).includes(query)) &&
      ticketMatchesFilter(t.status, filters.status) &&
      eventMatchesPeriod(t.evento.data_inicio, filters.period, now),
  );
}

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** Filters from the page's query string (?q=&status=&periodo=), unknown values ignored. */
export function filtersFromSearch(search: string): TicketFilters {
  const params = new URLSearchParams(search);
  return {
    query: params.get('q') ?? '',
    status: oneOf(TICKET_FILTERS, params.get('status'), 'todos'),
    period: oneOf(TICKET_PERIODS, params.get('periodo'), 'todos'),
  };
}

/** The query string for `filters` ('' when none is active), so a reload or a shared link keeps them. */
export function filtersToSearch(filters: TicketFilters): string {
  const params = new URLSearchParams();
  if (filters.query.trim() !== '') params.set('q', filters.query);
  if (filters.status !== 'todos') params.set('status', filters.status);
  if (filters.period !== 'todos') params.set('periodo', filters.period);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

const DAY_FORMAT = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', timeZone: SAO_PAULO_TZ });
const MONTH_FORMAT = new Intl.DateTimeFormat('pt-BR', { month: 'short', timeZone: SAO_PAULO_TZ });

/** The calendar tile of a next event: { day: '05', month: 'mar' } in São Paulo time. */
export function dayAndMonth(date: Date): { day: string; month: string } {
  return { day: DAY_FORMAT.format(date), month: MONTH_FORMAT.format(date).replace('.', '') };
}
