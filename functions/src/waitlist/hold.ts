// The checkout's side of the waiting list. While people wait (and the list is not paused), places
// that free up belong to the line: a buyer without an offer is told so instead of taking them. A
// buyer with an offer buys from their held slots: the checkout adopts them (one transaction moves
// them to the order), so the tickets the line kept for them are the very ones they get.
import { WAITLIST_ERRORS, WAITLIST_FIGURE_CODES, WAITLIST_MESSAGES } from '@gn/core/waitlist';
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { ApiError, refusalError } from '../http/errors.ts';
import { deletePlacesIn } from '../stock/slot-blocks.ts';
import { slotCpfKey, slotsOf, type ClaimInput } from '../stock/slots-ground.ts';
import {
  entryIdOf,
  waitingCount,
  waitlistSettingsFrom,
  WAITLIST,
  type WaitlistEntry,
} from './waitlist-store.ts';

export interface HeldOffer {
  entryId: string;
  claimId: string;
  quantity: number;
}

/** What the checkout already read for the waiting list (checkout/checkout-reads.ts). */
export interface WaitlistReads {
  entry: DocumentSnapshot;
  settings: DocumentSnapshot;
  stock: DocumentSnapshot;
}

/**
 * The buyer's turn: their live offer for this event, or null when they may buy like anyone.
 * Refuses (409 waitlist_reserved) a buyer without an offer while others wait for freed places.
 * The line is counted only for an event whose list ever had someone in it (the mark joining
 * leaves on its settings, or the event page's figure): every other checkout reads nothing more.
 * `known`: the entry, the settings and the stock as the checkout read them at its start.
 */
export async function waitlistTurn(
  db: Firestore,
  eventId: string,
  uid: string,
  now: Date,
  known: WaitlistReads,
): Promise<HeldOffer | null> {
  const entryId = entryIdOf(eventId, uid);
  const settings = waitlistSettingsFrom(known.settings.data());
  const data = known.entry.data() as WaitlistEntry | undefined;
  const offer = data?.estado === 'convidado' ? data.oferta : null;
  if (offer && offer.expira_em.toMillis() > now.getTime()) {
    return { entryId, claimId: offer.claim_id, quantity: offer.quantidade };
  }
  if (settings.paused || (!settings.everJoined && !(Number(known.stock.get('fila_espera')) > 0))) return null;
  if ((await waitingCount(db, eventId)) > 0) {
    throw refusalError('conflict', WAITLIST_ERRORS.reservedForList);
  }
  return null;
}

/**
 * Moves `input.quantity` of the offer's held slots to the order (the rest go back, for the next
 * person); false when the offer no longer holds that many (it lapsed and the sweeper took them).
 */
export async function adoptHold(db: Firestore, offer: HeldOffer, input: ClaimInput): Promise<boolean> {
  if (input.quantity > offer.quantity) {
    throw new ApiError(
      'conflict',
      WAITLIST_MESSAGES.offerTooSmall(offer.quantity),
      WAITLIST_FIGURE_CODES.offerTooSmall,
    );
  }
  const held = slotsOf(db, input.eventId).where('claim_id', '==', offer.claimId);
  return db.runTransaction(async (tx) => {
    const slots = (await tx.get(held)).docs;
    if (slots.length < input.quantity) return false;
    // The surplus goes back with its blocks' hints, in the same transaction (stock/slot-blocks.ts).
    deletePlacesIn(
      tx,
      slots.slice(input.quantity).map((slot) => slot.ref),
    );
    slots.slice(0, input.quantity).forEach((slot, index) => {
      tx.update(slot.ref, {
        order_id: input.orderId,
        claim_id: input.claimId,
        expira_em: Timestamp.fromDate(input.expiresAt),
        titular_uid: input.holder.uid,
        titular_cpf: slotCpfKey(input.holder, index),
        reservado_em: FieldValue.serverTimestamp(),
      });
    });
    return true;
  });
}

/** The offer became an order: the entry leaves the line. */
export async function markOfferBought(db: Firestore, offer: HeldOffer, orderId: string): Promise<void> {
  await db.doc(`${WAITLIST}/${offer.entryId}`).update({
    estado: 'comprou',
    order_id: orderId,
    updated_at: FieldValue.serverTimestamp(),
  });
}
