// The checkout contract's endpoints (see the lead's functions): typed, thin wrappers of api.ts.
import type { BuyerInput, CheckoutAnswer, CheckoutRequestInput } from '@gn/core/schemas/checkout';
import type { CouponCheckAnswer, CouponCheckRequest } from '@gn/core/schemas/coupon';
import { postJson } from '../session/api-client';

/** Creates or reuses the buyer's Asaas customer (step Dados → Pagamento). */
export function createPaymentCustomer(buyer: BuyerInput): Promise<{ customerId: string }> {
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
export function reconcileOrder(orderId: string): Promise<{ status: string }> {
  return postJson(`/api/orders/${encodeURIComponent(orderId)}/reconcile`);
}

/** Re-sends the paid order's confirmation e-mail with the tickets attached. */
export function emailOrder(orderId: string): Promise<{ sentTo: string }> {
  return postJson(`/api/orders/${encodeURIComponent(orderId)}/email`);
}
