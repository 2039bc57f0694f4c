import { describe, expect, it } from 'vitest';
import {
  billingLabel,
  classifyOrderSearch,
  formatDueDate,
  matchesOrderFilters,
  orderCsvRows,
  toAdminOrder,
  type OrderFilters,
} from './order-model';

const asDate = (v: unknown) => (v instanceof Date ? v : null);
const NOW = new Date('2026-11-23T15:00:00Z'); // 12:00 in São Paulo

function order(over: Record<string, unknown> = {}) {
  return toAdminOrder(
    'a1b2c3d4e5f6a7b8c9d0',
    {
      status: 'aguardando_pagamento',
      items: [
        { event_id: 'ev-1', event_titulo: 'Show', tipo_ingresso: 'Pista - Inteira', preco: 10000, qnt: 2 },
      ],
      subtotal: 20000,
      taxas: 2000,
      desconto: 1000,
      total: 21000,
      comprador: {
        nome: 'Maria Silva',
        email: 'maria@x.com',
        cpf: '52998224725',
        telefone: '+5511987654321',
      },
      billing_type: 'PIX',
      asaas_payment_id: 'pay_1234567890abcdefg',
      created_at: new Date('2026-11-23T13:00:00Z'),
      ...over,
    },
    asDate,
  );
}

const filters = (over: Partial<OrderFilters> = {}): OrderFilters => ({
  search: '',
  status: 'todos',
  eventId: '',
  period: 'todos',
  ...over,
});

describe('classifyOrderSearch', () => {
  it('e-mail as typed and lower-cased; CPF by its digits; else id and name prefixes', () => {
    expect(classifyOrderSearch(' Maria@X.com ')).toEqual({
      kind: 'email',
      emails: ['Maria@X.com', 'maria@x.com'],
    });
    expect(classifyOrderSearch('529.982.247-25')).toEqual({ kind: 'cpf', cpf: '52998224725' });
    expect(classifyOrderSearch('#a1b2c3')).toEqual({
      kind: 'text',
      idPrefix: 'a1b2c3',
      namePrefixes: ['a1b2c3', 'A1b2c3'],
    });
    expect(classifyOrderSearch('maria da s')).toEqual({
      kind: 'text',
      idPrefix: 'maria da s',
      namePrefixes: ['maria da s', 'Maria da s', 'Maria Da S'],
    });
    expect(classifyOrderSearch('ó')).toEqual({ kind: 'none' });
  });
});

describe('matchesOrderFilters', () => {
  it('applies status, event and period (São Paulo days) in the browser', () => {
    const o = order();
    expect(matchesOrderFilters(o, filters(), NOW)).toBe(true);
    expect(matchesOrderFilters(o, filters({ status: 'pago' }), NOW)).toBe(false);
    expect(matchesOrderFilters(o, filters({ status: 'aguardando_pagamento', eventId: 'ev-1' }), NOW)).toBe(
      true,
    );
    expect(matchesOrderFilters(o, filters({ eventId: 'ev-2' }), NOW)).toBe(false);
    expect(matchesOrderFilters(o, filters({ period: 'hoje' }), NOW)).toBe(true);
    const yesterday = order({ created_at: new Date('2026-11-23T02:00:00Z') }); // 23:00 on the 22nd in SP
    expect(matchesOrderFilters(yesterday, filters({ period: 'hoje' }), NOW)).toBe(false);
    expect(matchesOrderFilters(yesterday, filters({ period: '7dias' }), NOW)).toBe(true);
  });
});

describe('labels and CSV', () => {
  it('labels billing types and due dates', () => {
    expect(billingLabel('CREDIT_CARD')).toBe('Cartão de crédito');
    expect(billingLabel(null)).toBe('Não definido');
    expect(formatDueDate('2026-11-24')).toBe('24/11/2026');
    expect(formatDueDate(null)).toBe('—');
  });

  it('one row per order with pt-BR money and labels', () => {
    const [header, row] = orderCsvRows([order({ status: 'PAGO' })]);
    expect(header?.[0]).toBe('Pedido');
    expect(row).toEqual([
      'a1b2c3d4',
      'a1b2c3d4e5f6a7b8c9d0',
      'pay_1234567890a',
      '23/11/2026 às 10:00',
      'Maria Silva',
      'maria@x.com',
      '52998224725',
      '+5511987654321',
      'Show',
      'Pista - Inteira',
      2,
      '200,00',
      '20,00',
      '10,00',
      '210,00',
      'Pago',
      'PIX',
    ]);
  });

  it('reads the older field names of the spec', () => {
    const old = order({
      items: [{ event_id: 'e', titulo: 'Antigo', tipo: 'VIP', quantidade: 3, preco_unitario: 500 }],
    });
    expect(old.items[0]).toMatchObject({ eventTitle: 'Antigo', type: 'VIP', quantity: 3, unitPrice: 500 });
  });
});
