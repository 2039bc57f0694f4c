// Firestore reads of the orders screens (admins may read every order: firestore.rules).
// Browsing is paged on the server with cursors (newest first; event, status and period as query
// filters, order-list-model.ts orderListConditions; indexes in firestore.indexes.json), so 10,000
// orders cost one page of reads at a time, whatever the filters. A search is a handful of
// exact-field queries (order-list-model.ts says which) whose few results are then filtered in the
// browser.
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
import { getDb } from '../../lib/firestore';
import { toAdminOrder, type AdminOrder } from './order-doc';
import {
  classifyOrderSearch,
  matchesOrderFilters,
  ORDER_LIST_ORDER_BY,
  orderListConditions,
  type OrderFilters,
} from './order-list-model';

export const PAGE_SIZE = 25;
/** Each search query returns at most this many orders. */
export const SEARCH_LIMIT = 100;
/** The CSV export reads the filtered orders in pages of this size, up to EXPORT_LIMIT. */
const EXPORT_BATCH = 500;
export const EXPORT_LIMIT = 20_000;

export type OrdersPage = {
  orders: AdminOrder[];
  cursor: QueryDocumentSnapshot | null;
  done: boolean;
};

const ordersCollection = () => collection(getDb(), 'orders');
const toOrder = (snap: QueryDocumentSnapshot) => toAdminOrder(snap.id, snap.data());

/** The list query's filters and order as Firestore constraints (without cursor and limit). */
function browseConstraints(filters: OrderFilters, now: Date): QueryConstraint[] {
  return [
    ...orderListConditions(filters, now).map((c) =>
      where(c.field, c.op, c.value instanceof Date ? Timestamp.fromDate(c.value) : c.value),
    ),
    orderBy(ORDER_LIST_ORDER_BY.field, ORDER_LIST_ORDER_BY.direction),
  ];
}

/** `size` orders of the list query after `cursor`. */
async function readPage(
  base: QueryConstraint[],
  cursor: QueryDocumentSnapshot | null,
  size: number,
): Promise<OrdersPage> {
  const constraints = [...base, ...(cursor ? [startAfter(cursor)] : []), limit(size)];
  const snap = await getDocs(query(ordersCollection(), ...constraints));
  return {
    orders: snap.docs.map(toOrder),
    cursor: snap.docs.at(-1) ?? cursor,
    done: snap.size < size,
  };
}

/** One page of the list without a search: PAGE_SIZE orders after `cursor`. */
export function loadOrdersPage(
  filters: OrderFilters,
  cursor: QueryDocumentSnapshot | null,
  now = new Date(),
): Promise<OrdersPage> {
  return readPage(browseConstraints(filters, now), cursor, PAGE_SIZE);
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
  while (orders.length < EXPORT_LIMIT) {
    const page = await readPage(base, cursor, EXPORT_BATCH);
    orders.push(...page.orders);
    if (page.done) break;
    cursor = page.cursor;
  }
  return orders;
}
