import { describe, expect, it } from 'vitest';
import { linePrice } from './line-price';

const brl = (text: string) => text.replaceAll('R$ ', 'R$\u00a0');

describe('linePrice', () => {
  it('shows the line and each ticket with the fee, n × the one-ticket figure', () => {
    expect(linePrice({ preco: 12000, qnt: 2 }, 0.1)).toEqual({
      total: brl('R$ 264,00'),
      each: brl('R$ 132,00'),
      note: brl('inclui R$ 12,00 de taxa de serviço'),
    });
    // R$ 10,05 at 10 %: 101 centavos per ticket, 3 × R$ 11,06.
    expect(linePrice({ preco: 1005, qnt: 3 }, 0.1).total).toBe(brl('R$ 33,18'));
  });

  it('a free ticket is "Gratuito"; an unknown rate waits', () => {
    expect(linePrice({ preco: 0, qnt: 2 }, 0.1)).toEqual({ total: 'Gratuito', each: 'Gratuito', note: null });
    expect(linePrice({ preco: 12000, qnt: 1 }, null).total).toBe('...');
  });
});
