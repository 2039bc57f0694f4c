// How many new orders one account may start: a retry of the same request is not a new order and
// is not counted, and only requests that would hold stock get here (see create-order.ts).
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { db } from '../firebase.ts';
import { consume, rateLimitRef, type WindowRule } from '../http/rate-limit.ts';
import { checkoutFigureError } from './checkout-errors.ts';

/** New orders per account (a retry of the same request is not a new order and is not counted). */
export const NEW_ORDER_LIMITS: readonly WindowRule[] = [
  { name: '1m', ms: 60_000, max: 5 },
  { name: '1h', ms: 3_600_000, max: 20 },
];
export const TOO_MANY_ORDERS = 'Muitos pedidos em pouco tempo. Aguarde alguns minutos e tente novamente.';

const paceKey = (uid: string) => `checkout_${uid}`;

/** The account's windows of new orders (read with the checkout's other documents). */
export function paceLimitRef(firestore: Firestore, uid: string) {
  return rateLimitRef(firestore, paceKey(uid));
}

/** `known`: the account's windows as the checkout read them at its start. */
export async function limitNewOrders(uid: string, now: Date, known: DocumentSnapshot): Promise<void> {
  const decision = await consume(db(), paceKey(uid), NEW_ORDER_LIMITS, now.getTime(), known);
  if (!decision.allowed) throw checkoutFigureError('tooManyOrders', TOO_MANY_ORDERS, 'too_many_requests');
}
