// Setting an event's ticket total from the admin. The server alone writes event_stock: the total
// may not go below what is sold or reserved, and slots above a lowered total are moved below it;
// the meia-entrada quota follows the total (its percentage of it, never below the law's 40 %).
import {
  FieldValue,
  type CollectionReference,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../firebase.ts';
import { ApiError } from '../http/errors.ts';
import { diffDocuments } from '../audit/diff.ts';
import { addAuditEntry, labelOf } from '../audit/entry.ts';
import { refreshAvailability } from '../stock/availability.ts';
import { slotsOf } from '../stock/slots-ground.ts';
import { noteFreed, noteTaken } from '../stock/slot-blocks.ts';
import { meiaQuota } from '@gn/core/box-office';
import { boxOfficeOf } from '@gn/core/box-office-settings';
import { nextStock } from '../stock/stock-math.ts';
import { EVENT_NOT_FOUND, stockConflictMessage } from './event-messages.ts';
import { offerFreedTickets } from '../waitlist/offer.ts';
import { eventRef } from '../store/documents.ts';

function asCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0;
}

/**
 * Sets the total (POST /api/admin/events/:id/stock { total } → 200 { total, disponivel, vendidos_ou_reservados }).
 * One transaction on event_stock/{id} (created for a new event). What is sold or reserved is
 * the number of slot documents (see orders/stock-slots.ts); a total below it is refused (409).
 * Lowering the total moves slots that sit at or above the new total into free indices below
 * it, so buyers (who only claim indices below total) can never exceed it. The browser never
 * writes event_stock.
 */
export async function setEventStock(
  actor: { uid: string; email?: string | null },
  eventId: string,
  total: number,
) {
  const firestore = db();
  const eventDocRef = eventRef(firestore, eventId);
  const stockRef = firestore.doc(`event_stock/${eventId}`);
  const slots = slotsOf(firestore, eventId);

  const result = await firestore.runTransaction(async (tx) => {
    const [event, stock, taken] = await Promise.all([
      tx.get(eventDocRef),
      tx.get(stockRef),
      tx.get(slots.count()),
    ]);
    if (!event.exists) throw new ApiError('not_found', EVENT_NOT_FOUND);
    const before = stock.data();
    const soldOrReserved = taken.data().count;
    const currentTotal = before ? asCount(before.total) : 0;
    const current = before
      ? { total: currentTotal, disponivel: Math.max(0, currentTotal - soldOrReserved) }
      : null;
    const next = nextStock(
      current ?? (soldOrReserved > 0 ? { total: soldOrReserved, disponivel: 0 } : null),
      total,
    );
    if ('conflict' in next) throw new ApiError('conflict', stockConflictMessage(next.conflict));
    const stale = before ? asCount(before.disponivel) !== next.disponivel : true;
    if (current && current.total === next.total && !stale) return next;
    if (total < currentTotal && soldOrReserved > 0) {
      const quota = meiaQuota(total, boxOfficeOf(event.data() ?? {}).meiaQuotaPercent);
      const meiaSlots = slotsOf(firestore, eventId, 'meia_slots');
      // Every read before the first write, as transactions require.
      const [all, meia] = await Promise.all([tx.get(slots), tx.get(meiaSlots)]);
      moveSlotsBelow(tx, slots, all.docs, total);
      moveSlotsBelow(tx, meiaSlots, meia.docs, quota);
    }
    const after = { total: next.total, disponivel: next.disponivel };
    tx.set(stockRef, { ...after, updated_at: FieldValue.serverTimestamp() });
    await addAuditEntry(tx, {
      actorUid: actor.uid,
      actorEmail: actor.email ?? null,
      action: before ? 'update' : 'create',
      target: `event_stock/${eventId}`,
      targetLabel: labelOf(event.data()),
      changes: diffDocuments(
        before ? { total: currentTotal, disponivel: asCount(before.disponivel) } : undefined,
        after,
      ),
      source: 'function',
    });
    return next;
  });
  // The display figures, the meia-entrada ones included, from the slots as they are now.
  await refreshAvailability(firestore, eventId);
  // A larger total frees places: the waiting list gets them first.
  await offerFreedTickets(firestore, eventId);
  return result;
}

/**
 * Re-homes the slots at index ≥ total into free indices below it (inside the transaction). The
 * total never goes below what is taken; the meia quota may (meia sold before a lowering stays
 * sold): the slots that find no free index stay where they are, and the quota is simply full.
 */
function moveSlotsBelow(
  tx: Transaction,
  slots: CollectionReference,
  docs: QueryDocumentSnapshot[],
  total: number,
): void {
  const high = docs.filter((d) => Number(d.id) >= total);
  if (high.length === 0) return;
  const taken = new Set(docs.map((d) => Number(d.id)));
  const free: number[] = [];
  for (let i = 0; i < total && free.length < high.length; i++) if (!taken.has(i)) free.push(i);
  const moved = high.slice(0, free.length).map((d) => d.ref);
  free.forEach((indice, n) => {
    tx.create(slots.doc(String(indice)), { ...high[n]!.data(), indice });
    tx.delete(moved[n]!);
  });
  // The blocks' hints follow (stock/slot-blocks.ts).
  noteTaken(tx, slots, free);
  noteFreed(tx, moved);
}
