import { describe, expect, it } from 'vitest';
import { isPaidTicket, ticketQuantityTotal } from './ticket-view';

describe('ticket helpers', () => {
  it('paid tickets are the active and used ones', () => {
    expect(['ativo', 'usado', 'pendente', 'cancelado', 'reembolsado', 'PAGO'].filter(isPaidTicket)).toEqual([
      'ativo',
      'usado',
      'PAGO',
    ]);
  });

  it("shows 'quantity x total' in BRL", () => {
    expect(ticketQuantityTotal({ quantidade: 1, preco_unitario: 12000 })).toBe('1 x R$\u00a0120,00');
    expect(ticketQuantityTotal({ quantidade: 3, preco_unitario: 4550 })).toBe('3 x R$\u00a0136,50');
    // With the service fee paid with it.
    expect(ticketQuantityTotal({ quantidade: 1, preco_unitario: 12000, taxa_unitaria: 1200 })).toBe(
      '1 x R$\u00a0132,00',
    );
  });
});
