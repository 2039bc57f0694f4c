// The tickets list's rules, pure: the row read from Firestore and what a search text asks for.
import { stringOr, numberOr } from '../../lib/firestore-values';
import { parseTicketStatus, type TicketStatus } from '@gn/core/order-status';
import { foldAccents } from '@gn/core/text';

export type AdminTicket = {
  id: string;
  orderId: string;
  eventId: string;
  serial: string;
  type: string;
  quantity: number;
  status: string;
  holder: string;
  eventTitle: string;
  eventDate: Date | null;
  createdAt: Date | null;
  usedAt: Date | null;
};

export function toAdminTicket(
  id: string,
  data: Record<string, unknown>,
  toDate: (value: unknown) => Date | null,
): AdminTicket {
  const event = (typeof data.evento === 'object' && data.evento !== null ? data.evento : {}) as Record<
    string,
    unknown
  >;
  return {
    id,
    orderId: stringOr(data.order_id),
    eventId: stringOr(data.event_id),
    serial: stringOr(data.codigo_serial, id),
    type: stringOr(data.tipo, '—'),
    quantity: numberOr(data.quantidade, 1),
    status: stringOr(data.status, '—'),
    holder: stringOr(data.titular, '—'),
    eventTitle: stringOr(event.titulo, '—'),
    eventDate: toDate(event.data_inicio),
    createdAt: toDate(data.created_at),
    usedAt: toDate(data.usado_em),
  };
}

/**
 * A serial ('TKT-…', matched as a prefix, upper-cased), a buyer e-mail (matched whole, through
 * the orders' comprador.email), or words of an event title (matched in the browser against the
 * events list, accents and case ignored: Firestore cannot search inside a title).
 */
export type TicketSearch =
  | { kind: 'none' }
  | { kind: 'serial'; prefix: string }
  | { kind: 'email'; emails: string[] }
  | { kind: 'event'; text: string };

export function classifyTicketSearch(raw: string): TicketSearch {
  const text = raw.trim();
  if (text.length < 2) return { kind: 'none' };
  if (/^tkt-/i.test(text)) return { kind: 'serial', prefix: text.replace(/\s+/g, '').toUpperCase() };
  if (text.includes('@')) return { kind: 'email', emails: [...new Set([text, text.toLowerCase()])] };
  return { kind: 'event', text };
}

/** Whether every word of the search appears in the title (accents and case ignored). */
export function titleMatches(title: string, text: string): boolean {
  const haystack = foldAccents(title);
  return foldAccents(text)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export type TicketStatusFilter = TicketStatus | 'todos';

export function matchesTicketStatus(ticket: AdminTicket, filter: TicketStatusFilter): boolean {
  return filter === 'todos' || parseTicketStatus(ticket.status) === filter;
}

/** The PDF route prints valid tickets only (functions/src/tickets: 'ativo' or 'usado'). */
export function isDownloadable(ticket: AdminTicket): boolean {
  const status = parseTicketStatus(ticket.status);
  return status === 'ativo' || status === 'usado';
}
