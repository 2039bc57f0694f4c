// The documents a checkout reads before it holds anything, fetched in ONE round trip (getAll) at
// its start: the order (a retry's), the event and its price tables, the buyer's profile (the Asaas
// customer), the queue's and the waiting list's state for the event, the stock's total and the
// account's pace of new orders. In a rush every round trip is paid by every buyer, and on
// Firestore each costs 5–20 ms; the steps take their snapshots from here instead of reading again.
import type { CheckoutRequest } from '@gn/core/schemas/checkout';
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { QUEUES } from '../queue/queue-store.ts';
import { eventDoc, PROFILES } from '../store/documents.ts';
import { entryIdOf, WAITLIST, waitlistSettingsRef } from '../waitlist/waitlist-store.ts';
import { paceLimitRef } from './new-order-limits.ts';

export interface CheckoutReads {
  order: DocumentSnapshot;
  event: DocumentSnapshot;
  /** the request's price tables, by id */
  tables: Map<string, DocumentSnapshot>;
  profile: DocumentSnapshot;
  queue: DocumentSnapshot;
  waitlistEntry: DocumentSnapshot;
  waitlistSettings: DocumentSnapshot;
  stock: DocumentSnapshot;
  pace: DocumentSnapshot;
}

export async function readForCheckout(
  db: Firestore,
  uid: string,
  request: CheckoutRequest,
  orderRef: DocumentReference,
): Promise<CheckoutReads> {
  // The schema keeps an order to one event.
  const eventId = request.items[0]!.event_id;
  const tableIds = [...new Set(request.items.map((l) => l.pricing_table_id))];
  const fixed = [
    orderRef,
    eventDoc(db, eventId),
    db.doc(`${PROFILES}/${uid}`),
    db.doc(`${QUEUES}/${eventId}`),
    db.doc(`${WAITLIST}/${entryIdOf(eventId, uid)}`),
    waitlistSettingsRef(db, eventId),
    db.doc(`event_stock/${eventId}`),
    paceLimitRef(db, uid),
  ];
  const snaps = await db.getAll(...fixed, ...tableIds.map((id) => db.doc(`pricing_tables/${id}`)));
  const [order, event, profile, queue, waitlistEntry, waitlistSettings, stock, pace] = snaps;
  const tables = new Map(tableIds.map((id, n) => [id, snaps[fixed.length + n]!]));
  return {
    order: order!,
    event: event!,
    tables,
    profile: profile!,
    queue: queue!,
    waitlistEntry: waitlistEntry!,
    waitlistSettings: waitlistSettings!,
    stock: stock!,
    pace: pace!,
  };
}
