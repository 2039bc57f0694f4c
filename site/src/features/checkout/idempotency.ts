// The checkout's idempotency key: one per attempt to buy this cart. It lives in sessionStorage
// next to a fingerprint of what is being bought, so that a retry of the same purchase (after a
// network error, a reload) reuses it and the server answers with the same order, while a
// different purchase (another cart, coupon, buyer, holders or method) gets a new key.
import type { CheckoutRequestInput } from '@gn/core/schemas/checkout';

export const IDEMPOTENCY_STORAGE_KEY = 'gn-checkout-attempt';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Everything of the request except the key, in a stable order. */
export function purchaseFingerprint(request: Omit<CheckoutRequestInput, 'idempotencyKey'>): string {
  const b = request.buyer;
  return JSON.stringify([
    request.items.map((i) => [i.event_id, i.pricing_table_id, i.item_id, i.qnt]),
    request.cupom ?? null,
    request.method,
    [b.nome.trim(), b.email.trim().toLowerCase(), b.cpf.replace(/\D/g, ''), b.telefone.replace(/\D/g, '')],
    (request.titulares ?? []).map((h) => [h.nome.trim(), h.cpf.replace(/\D/g, '')]),
  ]);
}

function read(storage: StorageLike): { fingerprint: string; key: string } | null {
  try {
    const value = JSON.parse(storage.getItem(IDEMPOTENCY_STORAGE_KEY) ?? 'null') as unknown;
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as { fingerprint?: unknown }).fingerprint === 'string' &&
      typeof (value as { key?: unknown }).key === 'string'
    ) {
      return value as { fingerprint: string; key: string };
    }
  } catch {
    /* unreadable: start again */
  }
  return null;
}

/** The stored key when the fingerprint matches, else a new key (stored). */
export function idempotencyKeyFor(
  fingerprint: string,
  storage: StorageLike,
  newKey: () => string = () => crypto.randomUUID(),
): string {
  const stored = read(storage);
  if (stored && stored.fingerprint === fingerprint) return stored.key;
  const key = newKey();
  try {
    storage.setItem(IDEMPOTENCY_STORAGE_KEY, JSON.stringify({ fingerprint, key }));
  } catch {
    /* storage disabled: the key still protects this one request */
  }
  return key;
}

/** Forgets the key: after an order was made, or an answer that made none (the next try is new). */
export function forgetIdempotencyKey(storage: StorageLike): void {
  try {
    storage.removeItem(IDEMPOTENCY_STORAGE_KEY);
  } catch {
    /* storage disabled */
  }
}

/**
 * Whether a failed attempt's key must be kept for the retry: only when the outcome is unknown (no
 * answer, or a 5xx other than the provider's refusal), since the order may exist on the server.
 * A 4xx or 502 answer made no usable order, so the next attempt starts fresh.
 */
export function keepKeyAfterError(status: number): boolean {
  return status === 0 || (status >= 500 && status !== 502);
}
