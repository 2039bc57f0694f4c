import { describe, expect, it } from 'vitest';
import { eventIdsToWrite, orderEventIds } from './order-events.ts';

describe('orderEventIds', () => {
  it('lists each event of the lines once, in line order', () => {
    expect(orderEventIds([{ event_id: 'ev-2' }, { event_id: 'ev-1' }, { event_id: 'ev-2' }])).toEqual([
      'ev-2',
      'ev-1',
    ]);
    expect(orderEventIds([])).toEqual([]);
    expect(orderEventIds([{ event_id: '' }, {}, { event_id: 7 }])).toEqual([]);
  });
});

describe('eventIdsToWrite (backfill)', () => {
  it('gives the ids to an order without them or with stale ones, and nothing when they are right', () => {
    const items = [{ event_id: 'ev-1', qnt: 2 }];
    expect(eventIdsToWrite({ items })).toEqual(['ev-1']);
    expect(eventIdsToWrite({ items, event_ids: ['ev-9'] })).toEqual(['ev-1']);
    expect(eventIdsToWrite({ items, event_ids: 'ev-1' })).toEqual(['ev-1']);
    expect(eventIdsToWrite({ items, event_ids: ['ev-1'] })).toBeNull();
  });

  it('an order without usable lines gets an empty list once', () => {
    expect(eventIdsToWrite({ items: 'broken' })).toEqual([]);
    expect(eventIdsToWrite({ items: [null, 3] })).toEqual([]);
    expect(eventIdsToWrite({ items: [], event_ids: [] })).toBeNull();
  });
});
