import { describe, expect, it } from 'vitest';
import {
  forgetIdempotencyKey,
  IDEMPOTENCY_STORAGE_KEY,
  idempotencyKeyFor,
  keepKeyAfterError,
  purchaseFingerprint,
} from './idempotency';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const purchase = {
  items: [{ event_id: 'e1', pricing_table_id: 't1', item_id: 'i1', qnt: 1 }],
  cupom: null,
  method: 'pix' as const,
  buyer: { nome: 'Carlos', email: 'c@x.com', cpf: '529.982.247-25', telefone: '(11) 98765-4321' },
};

describe('idempotency key', () => {
  it('reuses the key for the same purchase and makes a new one for another', () => {
    const storage = memoryStorage();
    let n = 0;
    const next = () => `key-${++n}`;
    const a = purchaseFingerprint(purchase);
    expect(idempotencyKeyFor(a, storage, next)).toBe('key-1');
    expect(idempotencyKeyFor(a, storage, next)).toBe('key-1');
    const b = purchaseFingerprint({ ...purchase, method: 'card' });
    expect(idempotencyKeyFor(b, storage, next)).toBe('key-2');
    expect(idempotencyKeyFor(a, storage, next)).toBe('key-3');
  });

  it('starts again after forget, or from an unreadable stored value', () => {
    const storage = memoryStorage();
    const fp = purchaseFingerprint(purchase);
    expect(idempotencyKeyFor(fp, storage, () => 'k1')).toBe('k1');
    forgetIdempotencyKey(storage);
    expect(storage.map.has(IDEMPOTENCY_STORAGE_KEY)).toBe(false);
    expect(idempotencyKeyFor(fp, storage, () => 'k2')).toBe('k2');
    storage.setItem(IDEMPOTENCY_STORAGE_KEY, '{not json');
    expect(idempotencyKeyFor(fp, storage, () => 'k3')).toBe('k3');
  });

  it('ignores masks, spaces and e-mail case in the fingerprint, not the quantity or coupon', () => {
    const same = purchaseFingerprint({
      ...purchase,
      buyer: { nome: ' Carlos ', email: 'C@X.com', cpf: '52998224725', telefone: '11987654321' },
    });
    expect(same).toBe(purchaseFingerprint(purchase));
    expect(purchaseFingerprint({ ...purchase, cupom: 'GN10' })).not.toBe(purchaseFingerprint(purchase));
    const two = { ...purchase, items: [{ ...purchase.items[0]!, qnt: 2 }] };
    expect(purchaseFingerprint(two)).not.toBe(purchaseFingerprint(purchase));
  });

  it('keeps the key only when the outcome is unknown', () => {
    expect(keepKeyAfterError(0)).toBe(true);
    expect(keepKeyAfterError(500)).toBe(true);
    expect(keepKeyAfterError(503)).toBe(true);
    expect(keepKeyAfterError(502)).toBe(false);
    expect(keepKeyAfterError(409)).toBe(false);
    expect(keepKeyAfterError(400)).toBe(false);
  });
});
