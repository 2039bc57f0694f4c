// The checkout's order, stored with create(), which only one attempt of a request can win (the
// idempotency key names it): from then on the order holds what the reservation claimed. An
// account whose deletion began meanwhile keeps no order. Once stored, the waiting list's offer
// and the queue's turn are spent on it (handOver).
import { ACCOUNT_DELETED_CODE, DELETION_MESSAGES } from '@gn/core/account-deletion';
import { cpfDigits } from '@gn/core/cpf';
import { newOrderDocument, type Order } from '@gn/core/order';
import { phoneToStorage } from '@gn/core/phone';
import type { CheckoutRequest } from '@gn/core/schemas/checkout';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { ApiError } from '../http/errors.ts';
import { isAccountDeleted } from '../privacy/account-tombstone.ts';
import { markQueueOrder } from '../queue/gate.ts';
import { markOfferBought } from '../waitlist/hold.ts';
import type { PassedGates } from './gates.ts';
import type { CheckoutQuote } from './price-checkout.ts';
import type { Reserved } from './reserve.ts';

/**
 * Creates the order and answers the document as stored; throws ALREADY_EXISTS when a concurrent
 * retry of the request made it first.
 */
export async function storeOrder(
  db: Firestore,
  orderRef: DocumentReference,
  input: {
    uid: string;
    request: CheckoutRequest;
    quote: CheckoutQuote;
    reserved: Reserved;
    now: Date;
    /** fields of another channel (a box-office sale: canal, bilheteria, its payment's fields) */
    extra?: Partial<Order<Timestamp>>;
  },
): Promise<Order<Timestamp>> {
  const { uid, request, reserved } = input;
  const { priced, customerId, billingType, expiresAt } = input.quote;
  const order = newOrderDocument<Timestamp>({
    userId: uid,
    lines: reserved.items,
    totals: reserved.totals,
    lote: reserved.lote ? { id: reserved.lote.id, nome: reserved.lote.nome } : null,
    coupon: priced.coupon?.codigo ?? null,
    plan: reserved.plan,
    buyer: {
      nome: request.buyer.nome,
      email: request.buyer.email,
      cpf: cpfDigits(request.buyer.cpf),
      telefone: phoneToStorage(request.buyer.telefone),
    },
    holders: priced.holders,
    payment: { billingType, customerId },
    reservation: {
      idempotencyKey: request.idempotencyKey,
      claimId: reserved.claimId,
      expiresAt: Timestamp.fromDate(expiresAt),
    },
    now: Timestamp.fromDate(input.now),
  });
  Object.assign(order, input.extra);
  await orderRef.create(order);
  // An account whose deletion began meanwhile keeps no order: looked for after the create, so a
  // deletion either sees this order (and stops) or is seen here (privacy/account-tombstone.ts).
  if (await isAccountDeleted(db, uid)) {
    await orderRef.delete();
    throw new ApiError('forbidden', DELETION_MESSAGES.deleting, ACCOUNT_DELETED_CODE);
  }
  return order;
}

/** The order holds the offer's places now: its entry leaves the line (and the queue's turn is used). */
export async function handOver(db: Firestore, gates: PassedGates, orderId: string): Promise<void> {
  if (gates.offer) await markOfferBought(db, gates.offer, orderId);
  if (gates.queued) await markQueueOrder(db, gates.queued, orderId);
}
