// The checkout's endpoints (README, "Where things live"): thin wrappers of api-client.ts; the answers are
// core's (core/src/schemas).
import type {
  BuyerInput,
  CheckoutAnswer,
  CheckoutRequestInput,
  PaymentCustomerAnswer,
  ReconcileAnswer,
} from '@gn/core/schemas/checkout';
import type { ResendTicketsAnswer } from '@gn/core/schemas/ticket-resend';
import type { CouponCheckAnswer, CouponCheckRequest } from '@gn/core/schemas/coupon';
import { postJson } from '../session/api-client';

/** Creates or reuses the buyer's Asaas customer (step Dados → Pagamento). */
export function createPaymentCustomer(buyer: BuyerInput): Promise<PaymentCustomerAnswer> {
  return postJson('/api/me/payment-customer', buyer);
}

/** The coupon box: the coupon's terms for this cart (to preview it), or a refusal with its reason. */
export function checkCoupon(request: CouponCheckRequest): Promise<CouponCheckAnswer> {
  return postJson('/api/me/coupons/check', request);
}

/** Creates the order and its payment on the server (the same idempotencyKey → the same order). */
export function startCheckout(request: CheckoutRequestInput): Promise<CheckoutAnswer> {
  return postJson('/api/checkout', request);
}

/** Asks the server to read the payment from Asaas now (a late webhook). */
export function reconcileOrder(orderId: string): Promise<ReconcileAnswer> {
  return postJson(`/api/orders/${encodeURIComponent(orderId)}/reconcile`);
}

/** Re-sends the paid order's confirmation e-mail with the tickets attached. */
export function emailOrder(orderId: string): Promise<ResendTicketsAnswer> {
  return postJson(`/api/orders/${encodeURIComponent(orderId)}/email`);
}
