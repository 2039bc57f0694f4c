// The checkout's refresh of an event's display figures, coalesced per instance: in a rush every
// checkout of one event would otherwise recount the slots (2 aggregations, 2 reads) and rewrite
// the same `event_stock` document, a hot document at hundreds of orders a second. Here a refresh
// asked while one runs waits for it and then shares one more, which starts after the request
// asked and so counts its claim: the figure after the rush is exact, with a few refreshes in all.
import type { Firestore } from 'firebase-admin/firestore';
import { refreshAvailability, type KnownStock } from './availability.ts';

interface Pending {
  current: Promise<void>;
  queued: Promise<void> | null;
}
const pending = new Map<string, Pending>();

function start(db: Firestore, eventId: string, known: KnownStock | null): Promise<void> {
  const current: Promise<void> = refreshAvailability(db, eventId, known).finally(() => {
    if (pending.get(eventId)?.current === current) pending.delete(eventId);
  });
  pending.set(eventId, { current, queued: null });
  return current;
}

/**
 * Resolves once a refresh that started after this call has written the figures (never throws).
 * `known`: the stock's and the event's documents as the caller read them (a queued refresh, which
 * starts later, reads them again).
 */
export function refreshAvailabilityCoalesced(
  db: Firestore,
  eventId: string,
  known: KnownStock | null = null,
): Promise<void> {
  const entry = pending.get(eventId);
  if (!entry) return start(db, eventId, known);
  entry.queued ??= entry.current.then(() => start(db, eventId, null));
  return entry.queued;
}
