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
// 7. answer (checkout-answer.ts): the stored order, as a retry would be answered.
// What the steps read before holding anything comes in one round trip (checkout-reads.ts).
import type { Order } from '@gn/core/order';
import type { CheckoutAnswer, CheckoutRequest } from '@gn/core/schemas/checkout';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../firebase.ts';
import type { FaultPoint } from '../http/fault-injection.ts';
import { orderIdFor } from '../orders/order-id.ts';
import { paymentSettings } from '../settings/payment-settings.ts';
import { isAlreadyExists } from '../stock/numbered-claims.ts';
import { chargeNewOrder } from './charge.ts';
import { answerFor, answerOf } from './checkout-answer.ts';
import { readForCheckout } from './checkout-reads.ts';
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
  const [reads, settings] = await Promise.all([
    readForCheckout(firestore, uid, request, orderRef),
    paymentSettings(firestore),
  ]);
  if (reads.order.exists) return answerFor(reads.order);

  const quote = await priceCheckout(firestore, uid, request, settings, now, reads);
  const gates = await passGates(firestore, { uid, request, orderId, quote, now, reads });
  let reserved: Reserved;
  let stored: Order<Timestamp>;
  try {
    ({ reserved, stored } = await withReservation(fault, async (reservation) => {
      const held = await reserve(firestore, reservation, {
        uid,
        request,
        orderId,
        quote,
        gates,
        settings,
        now,
      });
      const order = await storeOrder(firestore, orderRef, { uid, request, quote, reserved: held, now });
      return { reserved: held, stored: order };
    }));
  } catch (error) {
    // A concurrent retry of the same request made the order first (this one's claims are back).
    if (isAlreadyExists(error)) return answerFor(await orderRef.get());
    throw error;
  }
  await handOver(firestore, gates, orderId);
  const charged = await chargeNewOrder(firestore, {
    orderId,
    request,
    quote,
    reserved,
    settings,
    now,
    known: { stock: reads.stock, event: reads.event },
  });
  // A free order changed its status on the way (paid): the document says how it ended.
  return charged ? answerOf(orderId, { ...stored, ...charged }) : answerFor(await orderRef.get());
}
