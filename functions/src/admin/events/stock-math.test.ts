import { describe, expect, it } from 'vitest';
import { nextStock } from './stock-math.ts';
import { parseStockBody, stockConflictMessage } from './validators.ts';

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

describe('parseStockBody', () => {
  it('accepts integers from 0', () => {
    expect(parseStockBody({ total: 0 })).toBe(0);
    expect(parseStockBody({ total: 250 })).toBe(250);
  });

  it.each([[{}], [{ total: -1 }], [{ total: 1.5 }], [{ total: '10' }], [{ total: null }]])(
    'refuses %j with the form message',
    (body) => {
      expect(() => parseStockBody(body)).toThrow('Estoque deve ser maior ou igual a 0');
    },
  );

  it('refuses a non-object body', () => {
    expect(() => parseStockBody([])).toThrow('Corpo da requisição inválido');
  });

  it('conflict message', () => {
    expect(stockConflictMessage(3)).toBe(
      'O estoque total não pode ser menor que os ingressos já vendidos ou reservados (3).',
    );
  });
});
