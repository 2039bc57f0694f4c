// What the stock has left, counted from its slots (slots-ground.ts): the figures the event page
// shows (disponivel, the meia-entrada quota's, the wheelchair spaces', tickets taken per lote) and the counts the claims
// and the waiting list read. Counting never claims: a figure may be stale, the slots never are.
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { meiaQuota } from '@gn/core/box-office';
import { boxOfficeOf } from '@gn/core/box-office-settings';
import type { Lote, LoteCounts } from '@gn/core/lotes';
import { readEvent } from '@gn/core/stored/event';
import { asTotal, lotePlacesOf, slotsOf, type SlotPool } from './slots-ground.ts';
import { eventRef } from '../store/documents.ts';

/** The stock's and the event's documents, read by the caller. */
export interface KnownStock {
  stock: DocumentSnapshot;
  event: DocumentSnapshot;
}

/** How many slots of a pool are taken (sold or reserved). */
export async function takenCount(db: Firestore, eventId: string, pool: SlotPool = 'slots'): Promise<number> {
  return (await slotsOf(db, eventId, pool).count().get()).data().count;
}

/** The event's meia-entrada quota in tickets for a stock total (its percentage, never below the law). */
export function meiaQuotaFor(event: Record<string, unknown>, total: number): number {
  return meiaQuota(total, boxOfficeOf(event).meiaQuotaPercent);
}

/** Tickets taken in each of the event's lotes (reserved or paid), by lote id. */
export async function loteCounts(
  db: Firestore,
  eventId: string,
  lotes: readonly Lote[],
): Promise<LoteCounts> {
  const counts = await Promise.all(
    lotes.map(
      async (l) => [l.id, (await lotePlacesOf(db, eventId, l.id).count().get()).data().count] as const,
    ),
  );
  return Object.fromEntries(counts);
}

/**
 * Recomputes the public figures `disponivel = total − taken`, as the law asks the event page to
 * show `meia_total` / `meia_disponivel`, and with lotes `lotes_vendidos` (tickets taken per lote).
 * A plain write, not a transaction: a stale value is corrected by the next claim, release or
 * sweep, and buyers never wait on it. `known`: the stock's and the event's documents as the caller
 * read them a moment ago (the checkout does); only the slots are counted then.
 */
export async function refreshAvailability(
  db: Firestore,
  eventId: string,
  known: KnownStock | null = null,
): Promise<void> {
  try {
    const [stock, event, taken, meiaTaken, wheelchairTaken] = await Promise.all([
      known?.stock ?? db.doc(`event_stock/${eventId}`).get(),
      known
        ? readEvent(known.event.data())
        : eventRef(db, eventId)
            .get()
            .then((snap) => snap.data()),
      takenCount(db, eventId),
      takenCount(db, eventId, 'meia_slots'),
      takenCount(db, eventId, 'cadeirante_slots'),
    ]);
    // No stock document, no figures: only the admin's stock call creates one (and audits it).
    if (!stock.exists) return;
    const total = asTotal(stock.get('total'));
    // A missing event reads as all defaults, as its empty document did.
    const eventData = event ?? readEvent(undefined);
    const quota = meiaQuotaFor(eventData, total);
    const spaces = boxOfficeOf(eventData).wheelchairSpaces;
    await stock.ref.update({
      disponivel: Math.max(0, total - taken),
      meia_total: quota,
      meia_disponivel: Math.max(0, quota - meiaTaken),
      cadeirante_total: spaces,
      cadeirante_disponivel: Math.max(0, spaces - wheelchairTaken),
      lotes_vendidos: await loteCounts(db, eventId, eventData.lotes),
      updated_at: FieldValue.serverTimestamp(),
    });
  } catch (error) {
    logger.warn(`Could not refresh the stock figure of ${eventId}`, error);
  }
}
