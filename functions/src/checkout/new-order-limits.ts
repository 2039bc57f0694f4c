// How many new orders one account may start: a retry of the same request is not a new order and
// is not counted, and only requests that would hold stock get here (see create-order.ts).
import { db } from '../firebase.ts';
import { consume, type WindowRule } from '../http/rate-limit.ts';
import { checkoutFigureError } from './checkout-errors.ts';

/** New orders per account (a retry of the same request is not a new order and is not counted). */
export const NEW_ORDER_LIMITS: readonly WindowRule[] = [
  { name: '1m', ms: 60_000, max: 5 },
  { name: '1h', ms: 3_600_000, max: 20 },
];
export const TOO_MANY_ORDERS = 'Muitos pedidos em pouco tempo. Aguarde alguns minutos e tente novamente.';

export async function limitNewOrders(uid: string, now: Date): Promise<void> {
  const decision = await consume(db(), `checkout_${uid}`, NEW_ORDER_LIMITS, now.getTime());
  if (!decision.allowed) throw checkoutFigureError('tooManyOrders', TOO_MANY_ORDERS, 'too_many_requests');
}
