// The checkout's gates, passed before anything is held: the per-person limits as they stand, the
// virtual queue's admission and the waiting list's turn, then the account's pace of new orders.
import type { CheckoutRequest } from '@gn/core/schemas/checkout';
import type { Firestore } from 'firebase-admin/firestore';
import { assertQueueAdmission, type QueueAdmission } from '../queue/gate.ts';
import { waitlistTurn, type HeldOffer } from '../waitlist/hold.ts';
import { assertUnderHolderLimits } from './holder-limits.ts';
import { limitNewOrders } from './new-order-limits.ts';
import type { CheckoutReads } from './checkout-reads.ts';
import type { CheckoutQuote } from './price-checkout.ts';

/** What the gates let through: the queue admission to spend and the waiting-list offer to buy, if any. */
export interface PassedGates {
  queued: QueueAdmission | null;
  offer: HeldOffer | null;
}

export async function passGates(
  db: Firestore,
  input: {
    uid: string;
    request: CheckoutRequest;
    orderId: string;
    quote: CheckoutQuote;
    now: Date;
    reads: CheckoutReads;
  },
): Promise<PassedGates> {
  const { uid, orderId, now, reads } = input;
  const { eventId } = input.quote.limits;
  await assertUnderHolderLimits(db, { ...input.quote.limits, claimed: false });
  // A high-demand event sells only to buyers the virtual queue admitted; freed places go to the
  // waiting list first: its offer, or a refusal while others wait.
  const [queued, offer] = await Promise.all([
    assertQueueAdmission(db, { eventId, uid, token: input.request.admissao, orderId, now }, reads.queue),
    waitlistTurn(db, eventId, uid, now, {
      entry: reads.waitlistEntry,
      settings: reads.waitlistSettings,
      stock: reads.stock,
    }),
  ]);
  // Counted only for requests that would hold stock: a closed event or a bad option costs nothing.
  await limitNewOrders(uid, now, reads.pace);
  return { queued, offer };
}
