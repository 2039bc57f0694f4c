// Firestore reads of the tickets list (admins may read every ticket and order: firestore.rules).
// Browsing is paged on the server (status filter, newest first: index status + created_at desc);
// a search runs the few exact queries ticket-model.ts describes and filters the rest in the browser.
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { EventOption } from '../../lib/event-option-queries';
import { getDb, IN_LIMIT, inChunks, readDocsById } from '../../lib/firestore';
import { readOrder } from '@gn/core/stored/order';
import {
  classifyTicketSearch,
  matchesTicketStatus,
  titleMatches,
  toAdminTicket,
  type AdminTicket,
  type TicketStatusFilter,
} from './ticket-model';

export const TICKETS_PAGE_SIZE = 25;
export const TICKET_SEARCH_LIMIT = 200;
const tickets = () => collection(getDb(), 'tickets');
const toTicket = (snap: QueryDocumentSnapshot) => toAdminTicket(snap.id, snap.data());

export async function loadTicketsPage(
  status: TicketStatusFilter,
  cursor: QueryDocumentSnapshot | null,
): Promise<{ tickets: AdminTicket[]; cursor: QueryDocumentSnapshot | null; done: boolean }> {
  const constraints: QueryConstraint[] = [
    ...(status === 'todos' ? [] : [where('status', '==', status)]),
    orderBy('created_at', 'desc'),
    ...(cursor ? [startAfter(cursor)] : []),
    limit(TICKETS_PAGE_SIZE),
  ];
  const snap = await getDocs(query(tickets(), ...constraints));
  return {
    tickets: snap.docs.map(toTicket),
    cursor: snap.docs.at(-1) ?? cursor,
    done: snap.size < TICKETS_PAGE_SIZE,
  };
}

async function ticketsWhereIn(field: string, values: readonly string[]): Promise<AdminTicket[]> {
  const snaps = await Promise.all(
    inChunks(values).map((part) =>
      getDocs(query(tickets(), where(field, 'in', part), limit(TICKET_SEARCH_LIMIT))),
    ),
  );
  return snaps.flatMap((s) => s.docs.map(toTicket));
}

export async function searchTickets(
  text: string,
  status: TicketStatusFilter,
  events: readonly EventOption[],
): Promise<AdminTicket[]> {
  const search = classifyTicketSearch(text);
  let found: AdminTicket[] = [];
  if (search.kind === 'serial') {
    const snap = await getDocs(
      query(
        tickets(),
        where('codigo_serial', '>=', search.prefix),
        where('codigo_serial', '<', `${search.prefix}\uf8ff`),
        limit(TICKET_SEARCH_LIMIT),
      ),
    );
    found = snap.docs.map(toTicket);
  } else if (search.kind === 'email') {
    const orders = await getDocs(
      query(collection(getDb(), 'orders'), where('comprador.email', 'in', search.emails), limit(100)),
    );
    found = await ticketsWhereIn(
      'order_id',
      orders.docs.map((d) => d.id),
    );
  } else if (search.kind === 'event') {
    const ids = events.filter((e) => titleMatches(e.titulo, search.text)).map((e) => e.id);
    found = await ticketsWhereIn('event_id', ids.slice(0, IN_LIMIT * 3));
  }
  return found
    .filter((t) => matchesTicketStatus(t, status))
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0))
    .slice(0, TICKET_SEARCH_LIMIT);
}

/** order id → buyer e-mail, for the tickets on screen (tickets keep the holder's name only). */
export async function buyerEmails(orderIds: readonly string[]): Promise<Map<string, string>> {
  const orders = await readDocsById(
    'orders',
    orderIds,
    (id, data) => [id, readOrder(data).comprador.email] as const,
  );
  return new Map(orders);
}
