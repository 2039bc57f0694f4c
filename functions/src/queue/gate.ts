// The checkout's side of the virtual queue: an event with an active queue sells only to buyers
// carrying a valid admission for it (signed, bound to their account, short-lived). Costs one read
// (the queue's settings); the admission itself is checked without one.
import { QUEUE_MESSAGES } from '@gn/core/virtual-queue';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { ApiError } from '../http/errors.ts';
import { admits } from './admission-token.ts';
import { QUEUE_ENTRIES, queueEntryId, readQueue } from './queue-store.ts';

/** Refuses (403 queue_admission_required) a buyer without a valid admission; true when one was needed. */
export async function assertQueueAdmission(
  db: Firestore,
  eventId: string,
  uid: string,
  token: string | undefined,
  now: Date,
): Promise<boolean> {
  const queue = await readQueue(db, eventId);
  if (!queue?.ativa) return false;
  if (!admits(token, uid, eventId, now)) {
    throw new ApiError('forbidden', QUEUE_MESSAGES.admissionRequired, 'queue_admission_required');
  }
  return true;
}

/** The admitted buyer placed their order: their turn is used (joining again goes to the end). */
export async function markQueueOrder(
  db: Firestore,
  eventId: string,
  uid: string,
  orderId: string,
): Promise<void> {
  await db
    .doc(`${QUEUE_ENTRIES}/${queueEntryId(eventId, uid)}`)
    .update({ order_id: orderId, atualizado_em: FieldValue.serverTimestamp() });
}
