// A buyer joins or leaves an event's waiting list (POST / DELETE /api/me/waitlist). One entry per
// person and event; joining again after leaving, buying or letting an offer lapse goes to the end
// of the line. Joining is for a sold-out event: while tickets are on sale, the buyer is told to buy.
import { boxOfficeOf } from '@gn/core/box-office-settings';
import { perOrderLimitError } from '@gn/core/box-office';
import type { WaitlistJoinAnswer, WaitlistJoinInput } from '@gn/core/schemas/waitlist';
import { isActiveEntry, WAITLIST_ERRORS, WAITLIST_FIGURE_CODES, type WaitlistState } from '@gn/core/waitlist';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { ApiError, refusalError } from '../http/errors.ts';
import { takenCount } from '../stock/availability.ts';
import { releaseClaim, stockTotal } from '../stock/slots-ground.ts';
import { offerFreedTickets } from './offer.ts';
import {
  entryIdOf,
  refreshWaitingFigure,
  waitingCount,
  WAITLIST,
  waitlistSettings,
  waitlistSettingsRef,
} from './waitlist-store.ts';
import { eventRef } from '../store/documents.ts';

export async function joinWaitlist(
  db: Firestore,
  who: { uid: string; email: string; nome: string },
  input: WaitlistJoinInput,
  now = new Date(),
): Promise<WaitlistJoinAnswer> {
  const { eventId, quantidade } = input;
  const event = (await eventRef(db, eventId).get()).data();
  const start = event?.data_inicio;
  if (!event || event.status !== 'publicado' || !start || start.getTime() <= now.getTime()) {
    throw refusalError('conflict', WAITLIST_ERRORS.closed);
  }
  const limit = perOrderLimitError(quantidade, boxOfficeOf(event).maxPerOrder);
  if (limit) throw new ApiError('bad_request', limit, WAITLIST_FIGURE_CODES.quantity);
  const [settings, total, taken, waiting] = await Promise.all([
    waitlistSettings(db, eventId),
    stockTotal(db, eventId),
    takenCount(db, eventId),
    waitingCount(db, eventId),
  ]);
  if (settings.paused) throw refusalError('conflict', WAITLIST_ERRORS.paused);
  if (total - taken > 0 && waiting === 0) {
    throw refusalError('conflict', WAITLIST_ERRORS.notSoldOut);
  }

  const ref = db.doc(`${WAITLIST}/${entryIdOf(eventId, who.uid)}`);
  const at = Timestamp.fromDate(now);
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).get('estado') as WaitlistState | undefined;
    if (current && isActiveEntry(current)) throw refusalError('conflict', WAITLIST_ERRORS.alreadyIn);
    // Marked with the entry: from now on the checkout counts this event's line (waitlist/hold.ts).
    tx.set(waitlistSettingsRef(db, eventId), { teve_inscritos: true }, { merge: true });
    tx.set(ref, {
      event_id: eventId,
      uid: who.uid,
      email: who.email,
      nome: who.nome,
      quantidade,
      estado: 'aguardando',
      oferta: null,
      order_id: null,
      created_at: at,
      updated_at: at,
    });
  });
  await refreshWaitingFigure(db, eventId);
  // Places may have freed meanwhile: the line (with this person in it) gets them now.
  await offerFreedTickets(db, eventId, now);
  const ahead = await db
    .collection(WAITLIST)
    .where('event_id', '==', eventId)
    .where('estado', '==', 'aguardando')
    .where('created_at', '<', at)
    .count()
    .get();
  return { posicao: ahead.data().count + 1, aguardando: await waitingCount(db, eventId) };
}

/** Leaves the line; an offer's held places go to the next person. */
export async function leaveWaitlist(
  db: Firestore,
  uid: string,
  eventId: string,
  now = new Date(),
): Promise<void> {
  const ref = db.doc(`${WAITLIST}/${entryIdOf(eventId, uid)}`);
  const heldClaim = await db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    if (!data || !isActiveEntry(data.estado as WaitlistState)) {
      throw refusalError('not_found', WAITLIST_ERRORS.notFound);
    }
    tx.update(ref, { estado: 'saiu', oferta: null, updated_at: Timestamp.fromDate(now) });
    return (data.oferta?.claim_id as string | undefined) ?? null;
  });
  if (heldClaim) {
    await releaseClaim(db, eventId, heldClaim, ['slots']);
    await offerFreedTickets(db, eventId, now);
  }
  await refreshWaitingFigure(db, eventId);
}
