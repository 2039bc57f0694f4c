// The amount the buyer was charged: with installment interest when there is any.
import { describe, expect, it } from 'vitest';
import { chargedAmount } from './order.ts';

describe('chargedAmount', () => {
  it('is the card total with interest when the order has one', () => {
    expect(chargedAmount({ total: 10_000, total_cobrado: 10_450 })).toBe(10_450);
  });

  it('is the order total on orders without installments (or made before them)', () => {
    expect(chargedAmount({ total: 10_000 })).toBe(10_000);
  });
});
