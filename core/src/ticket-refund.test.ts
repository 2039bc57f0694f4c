import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  refundOfTickets,
  ticketPosition,
  ticketRefundQuote,
  ticketRefundRefusal,
  ticketRefundShares,
  ticketsRefundValue,
  TICKET_REFUND_ERRORS,
} from './ticket-refund.ts';

type Line = { preco: number; taxa_unitaria?: number; qnt: number };

/** An order as the checkout prices it: fee per ticket, discount on the prices, a plan's interest. */
function order(lines: Line[], desconto = 0, juros = 0) {
  const subtotal = lines.reduce((s, l) => s + l.preco * l.qnt, 0);
  const taxas = lines.reduce((s, l) => s + (l.taxa_unitaria ?? 0) * l.qnt, 0);
  const total = subtotal + taxas - desconto;
  return { items: lines, subtotal, taxas, desconto, total, total_cobrado: total + juros };
}

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

describe('ticketRefundShares (the amount rule)', () => {
  it('gives back price + fee per ticket when there is no discount or interest', () => {
    expect(ticketRefundShares(order([{ preco: 10000, taxa_unitaria: 1000, qnt: 3 }]))).toEqual([
      11000, 11000, 11000,
    ]);
  });

  it('takes the coupon off the prices only, pro rata, and keeps every fee', () => {
    // 2 × R$ 100 + 1 × R$ 50, fees R$ 10 / R$ 5, coupon R$ 25 (10 % of the R$ 250 subtotal).
    const o = order(
      [
        { preco: 10000, taxa_unitaria: 1000, qnt: 2 },
        { preco: 5000, taxa_unitaria: 500, qnt: 1 },
      ],
      2500,
    );
    expect(ticketRefundShares(o)).toEqual([10000, 10000, 5000]);
    expect(sum(ticketRefundShares(o))).toBe(o.total_cobrado);
  });

  it('adds a card plan’s interest pro rata and sums to the card charge', () => {
    const o = order([{ preco: 10000, taxa_unitaria: 1000, qnt: 3 }], 0, 1001);
    const shares = ticketRefundShares(o);
    expect(shares).toEqual([11334, 11333, 11334]);
    expect(sum(shares)).toBe(34001);
  });

  it('rounds odd centavos so the last ticket takes the remainder', () => {
    const o = order([{ preco: 3333, taxa_unitaria: 333, qnt: 3 }], 1000);
    const shares = ticketRefundShares(o);
    expect(sum(shares)).toBe(o.total);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
  });

  it('a free ticket gives back nothing, a wholly free order nothing at all', () => {
    const mixed = order([
      { preco: 10000, taxa_unitaria: 1000, qnt: 1 },
      { preco: 0, taxa_unitaria: 0, qnt: 2 },
    ]);
    expect(ticketRefundShares(mixed)).toEqual([11000, 0, 0]);
    expect(ticketRefundShares(order([{ preco: 0, qnt: 2 }]))).toEqual([0, 0]);
  });

  it('an order priced before taxa_unitaria shares its fees pro rata to the prices', () => {
    const o = {
      items: [
        { preco: 10000, qnt: 1 },
        { preco: 5000, qnt: 1 },
      ],
      subtotal: 15000,
      taxas: 1500,
      desconto: 0,
      total: 16500,
    };
    expect(ticketRefundShares(o)).toEqual([11000, 5500]);
  });

  it('property: whole centavos, never negative, within a centavo of the exact share, summing to the charge', () => {
    const line = fc.record({
      preco: fc.integer({ min: 0, max: 100_000 }),
      taxa_unitaria: fc.integer({ min: 0, max: 10_000 }),
      qnt: fc.integer({ min: 1, max: 6 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 4 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 50_000 }),
        (lines, rate, juros) => {
          const subtotal = lines.reduce((s, l) => s + l.preco * l.qnt, 0);
          const o = order(lines, Math.floor(subtotal * rate), juros);
          const shares = ticketRefundShares(o);
          expect(shares).toHaveLength(lines.reduce((n, l) => n + l.qnt, 0));
          if (o.total > 0) expect(sum(shares)).toBe(o.total_cobrado);
          for (const s of shares) {
            expect(Number.isInteger(s)).toBe(true);
            expect(s).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});

describe('choosing tickets', () => {
  const o = order([{ preco: 10000, taxa_unitaria: 1000, qnt: 3 }], 0, 1001);

  it('reads positions from ids and values the chosen tickets', () => {
    expect(ticketPosition('ord1', 'ord1-2')).toBe(1);
    expect(ticketPosition('ord1', 'ord2-2')).toBeNull();
    expect(ticketPosition('ord1', 'ord1-x')).toBeNull();
    expect(ticketsRefundValue(o, 'ord1', ['ord1-1', 'ord1-3'])).toBe(22668);
  });

  it('the last active tickets make a whole-order cancellation of what is left', () => {
    const tickets = [
      { id: 'o-1', status: 'cancelado' },
      { id: 'o-2', status: 'ativo' },
      { id: 'o-3', status: 'ativo' },
    ];
    const afterOne = { ...o, reembolsos_parciais: [{ valor: 11334, ticket_ids: ['o-1'] }] };
    expect(ticketRefundQuote(afterOne, 'o', ['o-2'], tickets)).toEqual({
      valor: 11333,
      pedidoInteiro: false,
    });
    expect(ticketRefundQuote(afterOne, 'o', ['o-2', 'o-3'], tickets)).toEqual({
      valor: 22667,
      pedidoInteiro: true,
    });
    // A used ticket stays: the rest is refunded ticket by ticket.
    const used = tickets.map((t) => (t.id === 'o-2' ? { ...t, status: 'usado' } : t));
    expect(ticketRefundQuote(afterOne, 'o', ['o-3'], used).pedidoInteiro).toBe(false);
  });

  it('refuses used, cancelled, foreign and (for the buyer) transferred tickets', () => {
    const t = (status: string, transferred = false) => ({ id: 'x', status, transferred });
    expect(ticketRefundRefusal('cancelado', [t('ativo')], false)).toBe(TICKET_REFUND_ERRORS.notPaid);
    expect(ticketRefundRefusal('pago', [t('ativo'), null], false)).toBe(TICKET_REFUND_ERRORS.notInOrder);
    expect(ticketRefundRefusal('pago', [t('usado')], false)).toBe(TICKET_REFUND_ERRORS.used);
    expect(ticketRefundRefusal('pago', [t('cancelado')], false)).toBe(TICKET_REFUND_ERRORS.notActive);
    expect(ticketRefundRefusal('pago', [t('ativo', true)], true)).toBe(TICKET_REFUND_ERRORS.transferred);
    expect(ticketRefundRefusal('pago', [t('ativo', true)], false)).toBeNull();
  });

  it('finds the entry of a repeated request', () => {
    const refunds = [{ id: 'o-r1', ticket_ids: ['o-2', 'o-1'] }];
    expect(refundOfTickets(refunds, ['o-1', 'o-2'])?.id).toBe('o-r1');
    expect(refundOfTickets(refunds, ['o-1'])).toBeNull();
  });
});
