// POST /api/checkout: the whole purchase on the server, as its steps, in this order:
// 1. the idempotency key names the order, so a retry returns what the first attempt made;
// 2. price (price-checkout.ts): from Firestore, never from the browser;
// 3. gates (gates.ts): the per-person limits, the virtual queue, the waiting list, the pace;
// 4. reserve (reserve.ts): stock slots with an expiry, the queue admission's use, the coupon's
//    use, the limits counted again; each claim is given back if no order comes of it
//    (reservation.ts);
// 5. store (store-order.ts): the order is created with create(), which only one attempt can win;
// 6. charge (charge.ts): the Asaas payment names our order as externalReference (a retry finds
//    it instead of charging twice); a provider failure fails the order and releases the stock;
// 7. answer (checkout-answer.ts): read from the stored order, as a retry would be answered.
import type { CheckoutAnswer, CheckoutRequest } from '@gn/core/schemas/checkout';
import { db } from '../firebase.ts';
import type { FaultPoint } from '../http/fault-injection.ts';
import { orderIdFor } from '../orders/order-id.ts';
import { paymentSettings } from '../settings/payment-settings.ts';
import { isAlreadyExists } from '../stock/numbered-claims.ts';
import { chargeNewOrder } from './charge.ts';
import { answerFor } from './checkout-answer.ts';
import { passGates } from './gates.ts';
import { priceCheckout } from './price-checkout.ts';
import { reserve, type Reserved } from './reserve.ts';
import { withReservation } from './reservation.ts';
import { handOver, storeOrder } from './store-order.ts';
import { orderDoc } from '../store/documents.ts';

export interface CreateOrderOptions {
  now?: Date;
  /** Test stack only (http/fault-injection.ts): the point after a claim at which to fail. */
  fault?: FaultPoint | null;
}

export async function createOrder(
  uid: string,
  request: CheckoutRequest,
  { now = new Date(), fault = null }: CreateOrderOptions = {},
): Promise<CheckoutAnswer> {
  const firestore = db();
  const orderId = orderIdFor(uid, request.idempotencyKey);
  const orderRef = orderDoc(firestore, orderId);
  // Independent reads side by side: in a rush every round trip is paid by every buyer.
  const [existing, settings] = await Promise.all([orderRef.get(), paymentSettings(firestore)]);
  if (existing.exists) return answerFor(existing);

  const quote = await priceCheckout(firestore, uid, request, settings, now);
  const gates = await passGates(firestore, { uid, request, orderId, quote, now });
  let reserved: Reserved;
  try {
    reserved = await withReservation(fault, async (reservation) => {
      const held = await reserve(firestore, reservation, {
        uid,
        request,
        orderId,
        quote,
        gates,
        settings,
        now,
      });
      await storeOrder(firestore, orderRef, { uid, request, quote, reserved: held, now });
      return held;
    });
  } catch (error) {
    // A concurrent retry of the same request made the order first (this one's claims are back).
    if (isAlreadyExists(error)) return answerFor(await orderRef.get());
    throw error;
  }
  await handOver(firestore, gates, orderId);
  await chargeNewOrder(firestore, { orderId, request, quote, reserved, settings, now });
  return answerFor(await orderRef.get());
}
