import { describe, expect, it } from 'vitest';
import { nextStock } from './stock-math.ts';

describe('nextStock', () => {
  it('a new event: everything is available', () => {
    expect(nextStock(null, 100)).toEqual({ total: 100, disponivel: 100, vendidos_ou_reservados: 0 });
  });

  it('keeps what is sold or reserved and makes the rest available', () => {
    expect(nextStock({ total: 100, disponivel: 70 }, 150)).toEqual({
      total: 150,
      disponivel: 120,
      vendidos_ou_reservados: 30,
    });
    expect(nextStock({ total: 100, disponivel: 70 }, 30)).toEqual({
      total: 30,
      disponivel: 0,
      vendidos_ou_reservados: 30,
    });
  });

  it('refuses a total below what is sold or reserved', () => {
    expect(nextStock({ total: 100, disponivel: 70 }, 29)).toEqual({ conflict: 30 });
  });

  it('treats a corrupt disponivel above total as nothing sold', () => {
    expect(nextStock({ total: 10, disponivel: 12 }, 5)).toEqual({
      total: 5,
      disponivel: 5,
      vendidos_ou_reservados: 0,
    });
  });
});
