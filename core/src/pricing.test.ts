import { describe, expect, it } from 'vitest';
import {
  applyRate,
  computeTotals,
  effectiveFeeRate,
  DEFAULT_FEE_RATE,
  isSoldOnline,
  priceWithFee,
  ticketFee,
  ticketTypeName,
} from './pricing.ts';

describe('computeTotals', () => {
  const twoAt50 = [{ unitPrice: 5000, quantity: 2 }];

  it('2 × R$ 50,00 with the default 10 % fee and no coupon', () => {
    expect(computeTotals({ lines: twoAt50 })).toEqual({
      subtotal: 10000,
      fee: 1000,
      discount: 0,
      total: 11000,
    });
    expect(DEFAULT_FEE_RATE).toBe(0.1);
  });

  it("takes the coupon's discount off, never more than the subtotal", () => {
    expect(computeTotals({ lines: twoAt50, discount: 1000 })).toEqual({
      subtotal: 10000,
      fee: 1000,
      discount: 1000,
      total: 10000,
    });
    expect(computeTotals({ lines: twoAt50, discount: 25000 })).toEqual({
      subtotal: 10000,
      fee: 1000,
      discount: 10000,
      total: 1000,
    });
    expect(() => computeTotals({ lines: twoAt50, discount: -1 })).toThrow(RangeError);
    expect(() => computeTotals({ lines: twoAt50, discount: 0.5 })).toThrow(RangeError);
  });

  it("uses the event's taxa_servico, null meaning the default", () => {
    expect(computeTotals({ lines: twoAt50, feeRate: 0.05 })).toEqual({
      subtotal: 10000,
      fee: 500,
      discount: 0,
      total: 10500,
    });
    expect(computeTotals({ lines: twoAt50, feeRate: null }).fee).toBe(1000);
    expect(computeTotals({ lines: twoAt50, feeRate: 0 }).fee).toBe(0);
  });

  it('rounds the fee half up to whole centavos', () => {
    // 1005 × 0.1 = 100.5 → 101; 1005 × 0.05 = 50.25 → 50; 1015 × 0.05 = 50.75 → 51
    expect(computeTotals({ lines: [{ unitPrice: 1005, quantity: 1 }] }).fee).toBe(101);
    expect(computeTotals({ lines: [{ unitPrice: 1005, quantity: 1 }], feeRate: 0.05 }).fee).toBe(50);
    expect(computeTotals({ lines: [{ unitPrice: 1015, quantity: 1 }], feeRate: 0.05 }).fee).toBe(51);
    expect(applyRate(10005, 0.1)).toBe(1001);
  });

  it('reckons the fee per ticket, so n tickets cost exactly n × the price shown for one', () => {
    // R$ 10,05 at 10 %: one ticket's fee is 100.5 → 101; three tickets pay 3 × 101 = 303 (a fee
    // rounded once on the R$ 30,15 subtotal would be 301.5 → 302, a centavo off the page's figure).
    const three = computeTotals({ lines: [{ unitPrice: 1005, quantity: 3 }] });
    expect(three.fee).toBe(303);
    expect(three.total).toBe(3 * priceWithFee(1005, 0.1).total);
    // Several lines: Σ over lines of ticketFee × quantity.
    const mixed = computeTotals({
      lines: [
        { unitPrice: 1015, quantity: 2 },
        { unitPrice: 4500, quantity: 1 },
      ],
      feeRate: 0.05,
    });
    expect(mixed.fee).toBe(2 * ticketFee(1015, 0.05) + ticketFee(4500, 0.05));
    expect(mixed.fee).toBe(2 * 51 + 225);
  });

  it('sums several lines; an empty cart is all zeros', () => {
    expect(
      computeTotals({
        lines: [
          { unitPrice: 2500, quantity: 3 },
          { unitPrice: 0, quantity: 1 },
        ],
      }).subtotal,
    ).toBe(7500);
    expect(computeTotals({ lines: [] })).toEqual({ subtotal: 0, fee: 0, discount: 0, total: 0 });
  });

  it('rejects prices that are not whole centavos and rates outside 0..1', () => {
    expect(() => computeTotals({ lines: [{ unitPrice: 50.5, quantity: 1 }] })).toThrow(RangeError);
    expect(() => computeTotals({ lines: [{ unitPrice: -1, quantity: 1 }] })).toThrow(RangeError);
    expect(() => computeTotals({ lines: [{ unitPrice: 100, quantity: 1.5 }] })).toThrow(RangeError);
    expect(() => computeTotals({ lines: [], feeRate: 1.5 })).toThrow(RangeError);
    expect(() => computeTotals({ lines: [], feeRate: Number.NaN })).toThrow(RangeError);
  });
});

describe('price options', () => {
  it('an option without a value is not sold online; a value of 0 is an explicit free ticket', () => {
    expect(isSoldOnline({ valor_centavos: 5000 })).toBe(true);
    expect(isSoldOnline({ valor_centavos: 0 })).toBe(true);
    expect(isSoldOnline({ valor_centavos: null })).toBe(false);
  });
  it('names the ticket type "table - option"', () => {
    expect(ticketTypeName('Pista', 'Meia-entrada')).toBe('Pista - Meia-entrada');
  });
});

describe('priceWithFee', () => {
  it('R$ 100,00 at 10 %: R$ 110,00 with R$ 10,00 of fee; free stays free', () => {
    expect(priceWithFee(10000, 0.1)).toEqual({ price: 10000, fee: 1000, total: 11000 });
    expect(priceWithFee(0, 0.1)).toEqual({ price: 0, fee: 0, total: 0 });
    expect(priceWithFee(8000, 0)).toEqual({ price: 8000, fee: 0, total: 8000 });
    expect(ticketFee(1005, 0.1)).toBe(101);
  });

  it('rejects what computeTotals rejects', () => {
    expect(() => ticketFee(50.5, 0.1)).toThrow(RangeError);
    expect(() => ticketFee(100, 1.5)).toThrow(RangeError);
  });
});

describe('effectiveFeeRate', () => {
  it("takes the event's own rate when it is one, else the default", () => {
    expect(effectiveFeeRate(0.05, 0.1)).toBe(0.05);
    expect(effectiveFeeRate(0, 0.1)).toBe(0);
    expect(effectiveFeeRate(1, 0.1)).toBe(1);
    for (const bad of [undefined, null, '0.05', -0.1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(effectiveFeeRate(bad, 0.08)).toBe(0.08);
    }
  });
});
