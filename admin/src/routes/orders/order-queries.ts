// Firestore reads of the orders screens (admins may read every order: firestore.rules).
// Browsing is paged on the server with cursors (newest first, status and period as query
// filters; indexes in firestore.indexes.json), so 10,000 orders cost one page of reads at a time.
// A search is a handful of exact-field queries (order-model.ts says which) whose few results
// are then filtered in the browser. The event filter also runs in the browser: an order keeps
// its event inside `items`, which Firestore cannot filter on.
import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { orderPeriodStart } from '@gn/core/periods';
import { getDb } from '../../lib/firestore';
import { toDateOrNull } from '../../lib/firestore-values';
import {
  classifyOrderSearch,
  matchesOrderFilters,
  toAdminOrder,
  type AdminOrder,
  type OrderFilters,
} from './order-model';

export const PAGE_SIZE = 25;
/** With the event filter on, pages are read in larger batches and at most this many per click. */
const EVENT_SCAN_BATCH = 100;
const EVENT_SCAN_LIMIT = 1000;
/** Each search query returns at most this many orders. */
export const SEARCH_LIMIT = 100;
/** The CSV export reads the filtered orders in batches of this size, up to EXPORT_LIMIT. */
const EXPORT_BATCH = 500;
export const EXPORT_LIMIT = 20_000;

export type OrdersPage = {
  orders: AdminOrder[];
  cursor: QueryDocumentSnapshot | null;
  done: boolean;
};

const ordersCollection = () => collection(getDb(), 'orders');
const toOrder = (snap: QueryDocumentSnapshot) => toAdminOrder(snap.id, snap.data(), toDateOrNull);

/** status == X and created_at >= period start, newest first (index: status + created_at desc). */
function browseConstraints(filters: OrderFilters, now: Date): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  if (filters.status !== 'todos') constraints.push(where('status', '==', filters.status));
  const since = orderPeriodStart(filters.period, now);
  if (since) constraints.push(where('created_at', '>=', Timestamp.fromDate(since)));
  constraints.push(orderBy('created_at', 'desc'));
  return constraints;
}

/** One page of the list without a search: PAGE_SIZE orders after `cursor`. */
export async function loadOrdersPage(
  filters: OrderFilters,
  cursor: QueryDocumentSnapshot | null,
  now = new Date(),
): Promise<OrdersPage> {
  const base = browseConstraints(filters, now);
  const batch = filters.eventId ? EVENT_SCAN_BATCH : PAGE_SIZE;
  const orders: AdminOrder[] = [];
  let last = cursor;
  let scanned = 0;
  for (;;) {
    const page = [...base, ...(last ? [startAfter(last)] : []), limit(batch)];
    const snap = await getDocs(query(ordersCollection(), ...page));
    scanned += snap.size;
    last = snap.docs.at(-1) ?? last;
    for (const doc of snap.docs) {
      const order = toOrder(doc);
      if (!filters.eventId || order.items.some((i) => i.eventId === filters.eventId)) orders.push(order);
    }
    const done = snap.size < batch;
    if (done || orders.length >= PAGE_SIZE || scanned >= EVENT_SCAN_LIMIT) {
      return { orders, cursor: last, done };
    }
  }
}

/** The orders a search text names, newest first, with the other filters applied. */
export async function searchOrders(filters: OrderFilters, now = new Date()): Promise<AdminOrder[]> {
  const search = classifyOrderSearch(filters.search);
  const queries: QueryConstraint[][] = [];
  if (search.kind === 'email') queries.push([where('comprador.email', 'in', search.emails)]);
  if (search.kind === 'cpf') queries.push([where('comprador.cpf', '==', search.cpf)]);
  if (search.kind === 'text') {
    const prefix = search.idPrefix;
    // A document id never holds '/': such text cannot be an id (and would make the SDK throw).
    if (!prefix.includes('/')) {
      queries.push([where(documentId(), '>=', prefix), where(documentId(), '<', `${prefix}\uf8ff`)]);
    }
    for (const name of search.namePrefixes) {
      queries.push([
        where('comprador.nome', '>=', name),
        where('comprador.nome', '<', `${name}\uf8ff`),
        orderBy('comprador.nome'),
      ]);
    }
  }
  const snaps = await Promise.all(
    queries.map((constraints) => getDocs(query(ordersCollection(), ...constraints, limit(SEARCH_LIMIT)))),
  );
  const byId = new Map<string, AdminOrder>();
  for (const snap of snaps) for (const doc of snap.docs) byId.set(doc.id, toOrder(doc));
  return [...byId.values()]
    .filter((order) => matchesOrderFilters(order, filters, now))
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
}

/** Every order the current filters show (for the CSV export), up to EXPORT_LIMIT. */
export async function loadAllFilteredOrders(filters: OrderFilters, now = new Date()): Promise<AdminOrder[]> {
  if (classifyOrderSearch(filters.search).kind !== 'none') return searchOrders(filters, now);
  const base = browseConstraints(filters, now);
  const orders: AdminOrder[] = [];
  let cursor: QueryDocumentSnapshot | null = null;
  for (let read = 0; read < EXPORT_LIMIT; read += EXPORT_BATCH) {
    const constraints: QueryConstraint[] = [
      ...base,
      ...(cursor ? [startAfter(cursor)] : []),
      limit(EXPORT_BATCH),
    ];
    const snap = await getDocs(query(ordersCollection(), ...constraints));
    for (const doc of snap.docs) orders.push(toOrder(doc));
    if (snap.size < EXPORT_BATCH) break;
    cursor = snap.docs.at(-1)!;
  }
  return filters.eventId ? orders.filter((o) => o.items.some((i) => i.eventId === filters.eventId)) : orders;
}
