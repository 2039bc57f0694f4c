import { describe, expect, it } from 'vitest';
import { parseStockBody, stockConflictMessage } from './validators.ts';

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
