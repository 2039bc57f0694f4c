// The tickets list's rules, pure: the row read from Firestore and what a search text asks for.
import { parseTicketStatus, type TicketStatus } from '@gn/core/order-status';
import { foldAccents } from '@gn/core/text';
import { readTicket } from '@gn/core/stored/ticket';

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

/** A ticket document → its row in the tickets list (read by core's reader). */
export function toAdminTicket(id: string, data: unknown): AdminTicket {
  const ticket = readTicket(data);
  return {
    id,
    orderId: ticket.order_id,
    eventId: ticket.event_id,
    serial: ticket.codigo_serial || id,
    type: ticket.tipo || '—',
    quantity: ticket.quantidade,
    status: ticket.status ?? '—',
    holder: ticket.titular || '—',
    eventTitle: ticket.evento.titulo || '—',
    eventDate: ticket.evento.data_inicio,
    createdAt: ticket.created_at,
    usedAt: ticket.usado_em,
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
