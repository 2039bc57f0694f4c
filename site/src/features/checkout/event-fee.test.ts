import { describe, expect, it } from 'vitest';
import { feeRateFromRest } from './event-fee';

describe('feeRateFromRest', () => {
  it('reads double and integer values', () => {
    expect(feeRateFromRest({ fields: { taxa_servico: { doubleValue: 0.15 } } })).toBe(0.15);
    expect(feeRateFromRest({ fields: { taxa_servico: { integerValue: '0' } } })).toBe(0);
  });
  it('is null (default rate) when absent, null or out of range', () => {
    expect(feeRateFromRest({ fields: { taxa_servico: { nullValue: null } } })).toBeNull();
    expect(feeRateFromRest({ fields: {} })).toBeNull();
    expect(feeRateFromRest(null)).toBeNull();
    expect(feeRateFromRest({ fields: { taxa_servico: { doubleValue: 3 } } })).toBeNull();
  });
});
