// Order ids derived from the buyer and the checkout's idempotency key, so a retry finds its order.
import { createHash } from 'node:crypto';

/**
 * The order id for a checkout attempt: derived from the buyer and the browser's idempotency key,
 * so a retried request (lost answer, double click, reload) lands on the same order instead of
 * charging twice, and one buyer's key can never name another buyer's order.
 */
export function orderIdFor(uid: string, idempotencyKey: string): string {
  return createHash('sha256').update(`${uid}:${idempotencyKey}`).digest('hex').slice(0, 20);
}
