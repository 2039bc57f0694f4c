// The checkout's side of the virtual queue: an event with an active queue sells only to buyers
// carrying a valid admission for it (signed, bound to their account, short-lived), and each
// admission buys ONE order. The signature is checked without a read; the single use is a document
// per admission (`queue_admission_uses/{digest}`) made with create(), which only one request can
// win however many arrive at once, and given back with the stock when no order comes of it.
import { QUEUE_ERRORS } from '@gn/core/virtual-queue';
import { createHash } from 'node:crypto';
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { refusalError } from '../http/errors.ts';
import { isAlreadyExists } from '../stock/numbered-claims.ts';
import { admits } from './admission-token.ts';
import { QUEUE_ENTRIES, queueEntryId, queueOf } from './queue-store.ts';

export const ADMISSION_USES = 'queue_admission_uses';

/** A valid admission the checkout is about to spend. */
export interface QueueAdmission {
  eventId: string;
  uid: string;
  /** the use document's id: a digest of the token, so the token itself is never stored */
  useId: string;
}

/**
 * Refuses (403 queue_admission_required) a buyer without a valid admission on an event whose queue
 * is on, or with one already spent on another order (told apart early, before the checkout counts
 * the request against the account's new orders; claimAdmissionUse settles requests sent at once);
 * the admission to spend, or null when the event needs none. `queueSnap`: the queue's document as
 * the checkout read it with its others (checkout-reads.ts); the admission's use is read only for an
 * event whose queue is on.
 */
export async function assertQueueAdmission(
  db: Firestore,
  input: { eventId: string; uid: string; token: string | undefined; orderId: string; now: Date },
  queueSnap: DocumentSnapshot,
): Promise<QueueAdmission | null> {
  const { eventId, uid, token } = input;
  const queue = queueOf(queueSnap);
  if (!queue?.ativa) return null;
  const useId = token ? createHash('sha256').update(token).digest('hex') : null;
  const use = useId ? await db.doc(`${ADMISSION_USES}/${useId}`).get() : null;
  if (!token || !useId || !admits(token, uid, eventId, input.now)) {
    throw refusalError('forbidden', QUEUE_ERRORS.admissionRequired);
  }
  if (use?.exists && use.get('order_id') !== input.orderId) {
    throw refusalError('forbidden', QUEUE_ERRORS.admissionUsed);
  }
  return { eventId, uid, useId };
}

/**
 * Spends the admission on `orderId`. A second order with the same admission is refused; the same
 * order asked again (a retry with the same idempotency key) goes on, and its create() settles it.
 * True when this request made the use (and must give it back should no order come of it).
 */
export async function claimAdmissionUse(
  db: Firestore,
  admission: QueueAdmission,
  input: { orderId: string; claimId: string },
): Promise<boolean> {
  const ref = db.doc(`${ADMISSION_USES}/${admission.useId}`);
  try {
    await ref.create({
      event_id: admission.eventId,
      uid: admission.uid,
      order_id: input.orderId,
      claim_id: input.claimId,
      em: FieldValue.serverTimestamp(),
    });
    return true;
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
  const used = await ref.get();
  if (used.get('order_id') === input.orderId) return false;
  throw refusalError('forbidden', QUEUE_ERRORS.admissionUsed);
}

/** Gives the admission back when the request that spent it made no order (only that request's). */
export async function releaseAdmissionUse(
  db: Firestore,
  admission: QueueAdmission,
  claimId: string,
): Promise<void> {
  const ref = db.doc(`${ADMISSION_USES}/${admission.useId}`);
  await db.runTransaction(async (tx) => {
    const use = await tx.get(ref);
    if (use.get('claim_id') === claimId) tx.delete(ref);
  });
}

/** The admitted buyer placed their order: their turn is used (joining again goes to the end). */
export async function markQueueOrder(
  db: Firestore,
  admission: QueueAdmission,
  orderId: string,
): Promise<void> {
  await db
    .doc(`${QUEUE_ENTRIES}/${queueEntryId(admission.eventId, admission.uid)}`)
    .update({ order_id: orderId, atualizado_em: FieldValue.serverTimestamp() });
}
