// The events an order is for, stored on the order as a top-level `event_ids` array: Firestore can
// query orders by event with `array-contains` on it, while `items[].event_id` cannot be filtered on.

/** Distinct event ids of the order's lines, in line order. */
export function orderEventIds(items: readonly { event_id?: unknown }[]): string[] {
  const ids = items.map((item) => item.event_id);
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
}

/**
 * The `event_ids` a stored order should get, or null when it already holds exactly those (the
 * backfill of orders stored before the field existed writes only where this is not null).
 */
export function eventIdsToWrite(order: { items?: unknown; event_ids?: unknown }): string[] | null {
  const items = Array.isArray(order.items) ? order.items : [];
  const wanted = orderEventIds(items.map((item) => (typeof item === 'object' && item !== null ? item : {})));
  const stored = order.event_ids;
  const same =
    Array.isArray(stored) && stored.length === wanted.length && stored.every((id, i) => id === wanted[i]);
  return same ? null : wanted;
}
