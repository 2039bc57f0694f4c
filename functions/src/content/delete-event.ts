// Deleting an event from the admin, refused once anything was sold or reserved for it: the event,
// its stock (with the block hints beside its pools) and its category rows go, with an audit_log
// entry naming who deleted it.
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../firebase.ts';
import { slotsOf, stockBlocks } from '../stock/slots-ground.ts';
import { ApiError } from '../http/errors.ts';
import { diffDocuments } from '../audit/diff.ts';
import { addAuditEntry, labelOf } from '../audit/entry.ts';
import { DELETE_SOLD_MESSAGE, EVENT_NOT_FOUND } from './event-messages.ts';
import { eventDoc } from '../store/documents.ts';

/** Writes per transaction left for the rows, after the event, its stock and the audit entry. */
export const ROWS_IN_TRANSACTION = 450;
const BATCH_SIZE = 450;

export async function deleteInBatches(refs: DocumentReference[]): Promise<void> {
  for (let i = 0; i < refs.length; i += BATCH_SIZE) {
    const batch = db().batch();
    for (const ref of refs.slice(i, i + BATCH_SIZE)) batch.delete(ref);
    await batch.commit();
  }
}

/**
 * Deletes an event (POST /api/admin/events/:id/delete → 200 { id, deleted: true }).
 * Refused (409) when tickets exist for the event or its stock shows sales or reservations
 * (total > disponivel): such an event is hidden or set to rascunho instead. Deletes the event,
 * its event_stock with its pools' block hints and its event_category_data rows, and records who
 * did it in audit_log.
 */
export async function deleteEvent(
  actor: { uid: string; email?: string | null },
  eventId: string,
): Promise<{ id: string; deleted: true }> {
  const eventRef = eventDoc(db(), eventId);
  const stockRef = db().doc(`event_stock/${eventId}`);
  const ticketsQuery = db().collection('tickets').where('event_id', '==', eventId).limit(1);
  const rowsQuery = db().collection('event_category_data').where('event_id', '==', eventId);
  // Live reservations hold slots before any ticket exists.
  const slotsQuery = slotsOf(db(), eventId).limit(1);

  // Rows beyond what fits in the transaction go first (harmless: they only describe the event).
  const precheck = await eventRef.get();
  if (!precheck.exists) throw new ApiError('not_found', EVENT_NOT_FOUND);
  const allRows = await rowsQuery.select().get();
  if (allRows.size > ROWS_IN_TRANSACTION) {
    const [soldSnap, stockSnap] = await Promise.all([ticketsQuery.get(), stockRef.get()]);
    const stock = stockSnap.data();
    if (!soldSnap.empty || (stock && Number(stock.total) > Number(stock.disponivel))) {
      throw new ApiError('conflict', DELETE_SOLD_MESSAGE);
    }
    await deleteInBatches(allRows.docs.slice(ROWS_IN_TRANSACTION).map((d) => d.ref));
  }

  await db().runTransaction(async (tx) => {
    const [event, stock, sold, held, rows] = await Promise.all([
      tx.get(eventRef),
      tx.get(stockRef),
      tx.get(ticketsQuery),
      tx.get(slotsQuery),
      tx.get(rowsQuery.limit(ROWS_IN_TRANSACTION)),
    ]);
    if (!event.exists) throw new ApiError('not_found', EVENT_NOT_FOUND);
    const stockData = stock.data();
    const hasSales = stockData !== undefined && Number(stockData.total) > Number(stockData.disponivel);
    if (!sold.empty || !held.empty || hasSales) throw new ApiError('conflict', DELETE_SOLD_MESSAGE);

    tx.delete(eventRef);
    if (stock.exists) tx.delete(stockRef);
    for (const row of rows.docs) tx.delete(row.ref);
    await addAuditEntry(tx, {
      actorUid: actor.uid,
      actorEmail: actor.email ?? null,
      action: 'delete',
      target: `events/${eventId}`,
      targetLabel: labelOf(event.data()),
      changes: diffDocuments(event.data(), undefined),
      source: 'function',
    });
  });
  // Freed places leave their blocks behind (stock/slot-blocks.ts). Only hints: once the event is
  // gone nothing claims from its pools, so they go after it, in batches (400 for 20,000 places).
  await deleteInBatches(await stockBlocks(db(), eventId));
  return { id: eventId, deleted: true };
}
