import { describe, expect, it } from 'vitest';
import { isActiveForBuyer, isPrintable } from './store.ts';

describe('isPrintable', () => {
  it('prints active and used tickets only', () => {
    expect(
      (['pendente', 'ativo', 'usado', 'cancelado', 'reembolsado'] as const).filter((status) =>
        isPrintable({ status, qr_code: 'signed' }),
      ),
    ).toEqual(['ativo', 'usado']);
  });

  it('never prints a ticket without its signed code (a damaged document)', () => {
    expect(isPrintable({ status: 'ativo', qr_code: null })).toBe(false);
  });
});

describe('isActiveForBuyer', () => {
  it("is the buyer's own active ticket, with its signed code", () => {
    expect(isActiveForBuyer({ status: 'ativo', user_id: 'u1', qr_code: 'signed' }, 'u1')).toBe(true);
    expect(isActiveForBuyer({ status: 'ativo', user_id: 'u2', qr_code: 'signed' }, 'u1')).toBe(false);
    expect(isActiveForBuyer({ status: 'usado', user_id: 'u1', qr_code: 'signed' }, 'u1')).toBe(false);
    expect(isActiveForBuyer({ status: 'ativo', user_id: 'u1', qr_code: null }, 'u1')).toBe(false);
  });
});
