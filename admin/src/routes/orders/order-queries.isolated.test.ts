// The orders queries against a recorded Firestore SDK: which constraints each page and the export
// send, and where paging stops.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Timestamp } from 'firebase/firestore';
import { filters } from './order-filters.test-support';

// The Firestore SDK's query builders are replaced by recorders: each getDocs() keeps the
// constraints of its query and answers the next page size from `pages`.
const sdk = vi.hoisted(() => ({ queries: [] as unknown[][], pages: [] as number[] }));

vi.mock('../../lib/firestore', () => ({ getDb: () => ({}) }));
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  collection: () => ({}),
  where: (field: string, op: string, value: unknown) => ['where', field, op, value],
  orderBy: (field: string, direction: string) => ['orderBy', field, direction],
  limit: (n: number) => ['limit', n],
  startAfter: (doc: { id: string }) => ['startAfter', doc.id],
  query: (_collection: unknown, ...constraints: unknown[]) => constraints,
  getDocs: async (constraints: unknown[]) => {
    sdk.queries.push(constraints);
    const page = sdk.queries.length;
    const size = sdk.pages.shift() ?? 0;
    const docs = Array.from({ length: size }, (_, i) => ({
      id: `p${page}-${i}`,
      data: () => ({ status: 'pago', items: [{ event_id: 'ev-1' }] }),
    }));
    return { size, docs };
  },
}));

const { EXPORT_LIMIT, loadAllFilteredOrders, loadOrdersPage, PAGE_SIZE } = await import('./order-queries');

const NOW = new Date('2026-11-23T15:00:00Z'); // 12:00 in São Paulo
const byEvent = [
  ['where', 'event_ids', 'array-contains', 'ev-1'],
  ['where', 'status', '==', 'pago'],
  ['where', 'created_at', '>=', Timestamp.fromDate(new Date('2026-11-23T03:00:00Z'))],
  ['orderBy', 'created_at', 'desc'],
];

beforeEach(() => {
  sdk.queries.length = 0;
  sdk.pages.length = 0;
});

describe('loadOrdersPage', () => {
  it('filters by event, status and period in one Firestore query of one page', async () => {
    sdk.pages.push(PAGE_SIZE);
    const f = filters({ eventId: 'ev-1', status: 'pago', period: 'hoje' });
    const first = await loadOrdersPage(f, null, NOW);
    expect(sdk.queries).toEqual([[...byEvent, ['limit', PAGE_SIZE]]]);
    expect(first.orders).toHaveLength(PAGE_SIZE);
    expect(first.done).toBe(false);

    // "Carregar mais": the same query after the last order shown.
    sdk.pages.push(3);
    const next = await loadOrdersPage(f, first.cursor, NOW);
    expect(sdk.queries[1]).toEqual([...byEvent, ['startAfter', `p1-${PAGE_SIZE - 1}`], ['limit', PAGE_SIZE]]);
    expect(next.orders.map((o) => o.id)).toEqual(['p2-0', 'p2-1', 'p2-2']);
    expect(next.done).toBe(true);
  });

  it('an event with few orders costs one read of them, not a scan of the newest orders', async () => {
    sdk.pages.push(2);
    const page = await loadOrdersPage(filters({ eventId: 'ev-1' }), null, NOW);
    expect(sdk.queries).toEqual([
      [
        ['where', 'event_ids', 'array-contains', 'ev-1'],
        ['orderBy', 'created_at', 'desc'],
        ['limit', PAGE_SIZE],
      ],
    ]);
    expect(page).toMatchObject({ done: true, orders: [{ id: 'p1-0' }, { id: 'p1-1' }] });
  });
});

describe('loadAllFilteredOrders (CSV export)', () => {
  it('pages through the same filtered query until a short page', async () => {
    sdk.pages.push(500, 500, 12);
    const orders = await loadAllFilteredOrders(
      filters({ eventId: 'ev-1', status: 'pago', period: 'hoje' }),
      NOW,
    );
    expect(orders).toHaveLength(1012);
    expect(sdk.queries).toEqual([
      [...byEvent, ['limit', 500]],
      [...byEvent, ['startAfter', 'p1-499'], ['limit', 500]],
      [...byEvent, ['startAfter', 'p2-499'], ['limit', 500]],
    ]);
  });

  // 20,000 documents go through core's order reader: seconds on a busy machine, not a hang.
  it(`stops at ${EXPORT_LIMIT} orders`, { timeout: 30_000 }, async () => {
    sdk.pages.push(...Array.from({ length: EXPORT_LIMIT / 500 + 5 }, () => 500));
    expect(await loadAllFilteredOrders(filters({ eventId: 'ev-1' }), NOW)).toHaveLength(EXPORT_LIMIT);
    expect(sdk.queries).toHaveLength(EXPORT_LIMIT / 500);
  });
});
