// Test-only fault injection for the API, inert unless the test stack turns it on.
import type { Request } from 'express';
import { readEnv } from '../config.ts';

/**
 * The named points a request may be asked to fail at. The checkout's, one after each of its claims
 * (see checkout/reserve.ts): 'after-stock' (the slots and lote places), 'after-claim' (the stock and
 * the queue admission's use), 'after-coupon' (the coupon's use), 'after-recount' (the holder limits
 * counted again: everything is held, the order not yet stored). The admin's status change:
 * 'paid-before-charge-removal' (the payment lands while a cancellation removes the charge).
 */
export const FAULT_POINTS = [
  'after-stock',
  'after-claim',
  'after-coupon',
  'after-recount',
  'paid-before-charge-removal',
] as const;
export type FaultPoint = (typeof FAULT_POINTS)[number];

/**
 * Test-only failure points. With GN_FAULT_INJECTION=1, which only the test stack sets, a request
 * may ask for a failure at a named point (header `x-gn-fault`), so that a test can prove nothing
 * is left behind (e.g. no stock held without an order). Anywhere else the header is ignored.
 */
export function requestedFault(req: Request): FaultPoint | null {
  if (readEnv('GN_FAULT_INJECTION') !== '1') return null;
  const point = req.get('x-gn-fault');
  return FAULT_POINTS.find((known) => known === point) ?? null;
}
