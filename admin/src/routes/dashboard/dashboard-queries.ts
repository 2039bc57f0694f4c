// Loaded with import() from DashboardPage, which keeps the Firestore SDK out of the entry chunk.
// Every figure is an aggregation query (count / sum on the server): the browser never downloads
// the orders or tickets to add them up. Indexes: firestore.indexes.json.
import {
  collection,
  count,
  getAggregateFromServer,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  sum,
  Timestamp,
  where,
  type Query,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore';
import { REFUND_STATES, type RefundState } from '@gn/core/cancellation';
import type { OrderStatus, TicketStatus } from '@gn/core/order-status';
import { getDb } from '../../lib/firestore';
import { readEvent } from '@gn/core/stored/event';
import { readOrder, type StoredOrder } from '@gn/core/stored/order';
import { lastSaoPauloDays, type SalesDay } from './sales-days';

export type UpcomingEvent = { id: string; titulo: string; local: string; dataInicio: Date };

export type RecentOrder = {
  id: string;
  /** buyer's name, else e-mail */
  customer: string;
  /** centavos */
  total: number;
  status: string;
};

/** A cancelled order whose money has not come back yet (core/cancellation.ts). */
export type OpenRefund = { id: string; customer: string; amount: number; state: RefundState };

/** null where a read failed, so the page shows a dash for that figure only. */
export type DashboardData = {
  /** centavos */
  totalSales: number | null;
  ticketsSold: number | null;
  publishedEvents: number | null;
  draftEvents: number | null;
  publishedNews: number | null;
  recentOrders: RecentOrder[] | null;
  upcomingEvents: UpcomingEvent[] | null;
  /** paid orders cancelled (by the buyer's withdrawal or an admin) */
  cancellations: number | null;
  openRefunds: OpenRefund[] | null;
  anyFailed: boolean;
};

export type SalesPoint = SalesDay & { revenue: number; orders: number; tickets: number };

export const UPCOMING_EVENTS_LIMIT = 5;
export const RECENT_ORDERS_LIMIT = 5;
export const OPEN_REFUNDS_LIMIT = 5;
/** The ones needing someone first: a refusal, then requests in flight and boletos awaiting the buyer. */
const OPEN_REFUND_STATES: RefundState[] = ['falhou', 'pendente', 'aguardando_dados', 'em_andamento'];
// docs/spec/backoffice.md §4: revenue counts paid orders only; sold tickets are the valid ones,
// used or not.
const PAID: OrderStatus = 'pago';
const SOLD_TICKETS: TicketStatus[] = ['ativo', 'usado'];

async function countOf(q: Query): Promise<number> {
  const snapshot = await getCountFromServer(q);
  return snapshot.data().count;
}

async function totalSales(): Promise<number> {
  const paid = query(collection(getDb(), 'orders'), where('status', '==', PAID));
  const snapshot = await getAggregateFromServer(paid, { total: sum('total') });
  return snapshot.data().total ?? 0;
}

/** The buyer as the dashboard names them: by name, else by e-mail. */
function customerOf(order: StoredOrder): string {
  return order.comprador.nome || order.comprador.email || '—';
}

async function recentOrders(): Promise<RecentOrder[]> {
  const snapshot = await getDocs(
    query(collection(getDb(), 'orders'), orderBy('created_at', 'desc'), limit(RECENT_ORDERS_LIMIT)),
  );
  return snapshot.docs.map((doc) => {
    const order = readOrder(doc.data());
    return { id: doc.id, customer: customerOf(order), total: order.total, status: order.status ?? '' };
  });
}

async function openRefunds(): Promise<OpenRefund[]> {
  const snapshot = await getDocs(
    query(
      collection(getDb(), 'orders'),
      where('reembolso.estado', 'in', OPEN_REFUND_STATES),
      limit(OPEN_REFUNDS_LIMIT * 4),
    ),
  );
  const rank = (state: RefundState) => OPEN_REFUND_STATES.indexOf(state);
  return snapshot.docs
    .map((doc) => {
      const order = readOrder(doc.data());
      return {
        id: doc.id,
        customer: customerOf(order),
        amount: order.reembolso?.valor ?? 0,
        state: order.reembolso?.estado ?? 'pendente',
      };
    })
    .sort((a, b) => rank(a.state) - rank(b.state))
    .slice(0, OPEN_REFUNDS_LIMIT);
}

async function upcomingEvents(): Promise<UpcomingEvent[]> {
  const snapshot = await getDocs(
    query(
      collection(getDb(), 'events'),
      where('data_inicio', '>=', Timestamp.now()),
      orderBy('data_inicio', 'asc'),
      limit(UPCOMING_EVENTS_LIMIT),
    ),
  );
  return snapshot.docs.map((doc) => {
    const event = readEvent(doc.data());
    return {
      id: doc.id,
      titulo: event.titulo,
      local: event.local,
      dataInicio: event.data_inicio ?? new Date(Number.NaN),
    };
  });
}

export async function loadDashboard(): Promise<DashboardData> {
  const db = getDb();
  const events = collection(db, 'events');
  const news = collection(db, 'news');
  const tickets = collection(db, 'tickets');
  const results = await Promise.allSettled([
    totalSales(),
    countOf(query(tickets, where('status', 'in', SOLD_TICKETS))),
    countOf(query(events, where('status', '==', 'publicado'))),
    countOf(query(events, where('status', '==', 'rascunho'))),
    countOf(query(news, where('status', '==', 'publicado'))),
    recentOrders(),
    upcomingEvents(),
    countOf(query(collection(db, 'orders'), where('reembolso.estado', 'in', [...REFUND_STATES]))),
    openRefunds(),
  ] as const);
  for (const result of results) {
    if (result.status === 'rejected') console.error('Dashboard:', result.reason);
  }
  const value = <T>(result: PromiseSettledResult<T>): T | null =>
    result.status === 'fulfilled' ? result.value : null;
  const [sales, sold, published, drafts, newsCount, orders, upcoming, cancelled, refunds] = results;
  return {
    totalSales: value(sales),
    ticketsSold: value(sold),
    publishedEvents: value(published),
    draftEvents: value(drafts),
    publishedNews: value(newsCount),
    recentOrders: value(orders),
    upcomingEvents: value(upcoming),
    cancellations: value(cancelled),
    openRefunds: value(refunds),
    anyFailed: results.some((result) => result.status === 'rejected'),
  };
}

/** One day of the chart: paid orders by payment time, sold tickets by issue time. */
async function salesOn(day: SalesDay): Promise<SalesPoint> {
  const db = getDb();
  const start = Timestamp.fromDate(day.start);
  const end = Timestamp.fromDate(day.end);
  // The documents of `path` matching `status` whose `field` falls on the day.
  const onTheDay = (path: string, status: QueryFieldFilterConstraint, field: string) =>
    query(collection(db, path), status, where(field, '>=', start), where(field, '<', end));
  const [orders, tickets] = await Promise.all([
    getAggregateFromServer(onTheDay('orders', where('status', '==', PAID), 'paid_at'), {
      revenue: sum('total'),
      orders: count(),
    }),
    countOf(onTheDay('tickets', where('status', 'in', SOLD_TICKETS), 'created_at')),
  ]);
  const figures = orders.data();
  return { ...day, revenue: figures.revenue ?? 0, orders: figures.orders, tickets };
}

/**
 * Revenue and tickets per São Paulo day over the last 30 days: two aggregations per day, so the
 * cost stays the same with 10 or 10,000 orders a day (no order document is downloaded).
 */
export async function loadSalesChart(now: Date = new Date()): Promise<SalesPoint[]> {
  return Promise.all(lastSaoPauloDays(now).map(salesOn));
}
