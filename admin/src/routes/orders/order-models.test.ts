// Orders as the admin reads them: the row from a document, the search kinds, the list's query
// conditions (each backed by an index in firestore.indexes.json), filters and the CSV rows.
import { describe, expect, it } from 'vitest';
import { ORDER_PERIODS } from '@gn/core/periods';
import firestoreIndexes from '../../../../firestore.indexes.json';
import { filters } from './order-filters.test-support';
import { toAdminOrder } from './order-doc';
import {
  billingLabel,
  classifyOrderSearch,
  formatDueDate,
  matchesOrderFilters,
  ORDER_LIST_ORDER_BY,
  orderCsvRows,
  orderListConditions,
  type OrderCondition,
} from './order-list-model';

const NOW = new Date('2026-11-23T15:00:00Z'); // 12:00 in São Paulo

function order(over: Record<string, unknown> = {}) {
  return toAdminOrder('a1b2c3d4e5f6a7b8c9d0', {
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
  });
}

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

describe('orderListConditions (the list query without a search)', () => {
  it('no filter: no condition (newest first, paged)', () => {
    expect(orderListConditions(filters(), NOW)).toEqual([]);
    expect(ORDER_LIST_ORDER_BY).toEqual({ field: 'created_at', direction: 'desc' });
  });

  it('the event is an array-contains on event_ids, with the status and the period beside it', () => {
    expect(orderListConditions(filters({ eventId: 'ev-1' }), NOW)).toEqual([
      { field: 'event_ids', op: 'array-contains', value: 'ev-1' },
    ]);
    expect(orderListConditions(filters({ eventId: 'ev-1', status: 'pago', period: 'hoje' }), NOW)).toEqual([
      { field: 'event_ids', op: 'array-contains', value: 'ev-1' },
      { field: 'status', op: '==', value: 'pago' },
      // midnight in São Paulo (UTC−3)
      { field: 'created_at', op: '>=', value: new Date('2026-11-23T03:00:00Z') },
    ]);
    expect(orderListConditions(filters({ period: '7dias' }), NOW)).toEqual([
      { field: 'created_at', op: '>=', value: new Date('2026-11-16T15:00:00Z') },
    ]);
  });

  it('a search text does not change the list query (the search has queries of its own)', () => {
    expect(orderListConditions(filters({ search: 'maria@x.com', status: 'pago' }), NOW)).toEqual([
      { field: 'status', op: '==', value: 'pago' },
    ]);
  });

  // Production Firestore refuses a query without its composite index (the emulator does not care):
  // every combination of the filters must find one in firestore.indexes.json.
  type IndexField = { fieldPath: string; order?: string; arrayConfig?: string };
  const orderIndexes = (
    firestoreIndexes.indexes as { collectionGroup: string; queryScope: string; fields: IndexField[] }[]
  )
    .filter((index) => index.collectionGroup === 'orders' && index.queryScope === 'COLLECTION')
    .map((index) => index.fields.map((f) => `${f.fieldPath} ${f.arrayConfig ?? f.order}`).join(', '));

  /** Equality and array-contains fields, then the order; none when only created_at is used. */
  function neededIndex(conditions: OrderCondition[]): string | null {
    const fields = conditions
      .filter((c) => c.field !== ORDER_LIST_ORDER_BY.field)
      .map((c) => `${c.field} ${c.op === 'array-contains' ? 'CONTAINS' : 'ASCENDING'}`);
    return fields.length === 0 ? null : [...fields, 'created_at DESCENDING'].join(', ');
  }

  it('every combination of event, status and period has its index', () => {
    const needed = new Set<string>();
    for (const eventId of ['', 'ev-1'])
      for (const status of ['todos', 'pago'] as const)
        for (const period of ORDER_PERIODS) {
          const index = neededIndex(orderListConditions(filters({ eventId, status, period }), NOW));
          if (index) needed.add(index);
        }
    expect([...needed].sort()).toEqual([
      'event_ids CONTAINS, created_at DESCENDING',
      'event_ids CONTAINS, status ASCENDING, created_at DESCENDING',
      'status ASCENDING, created_at DESCENDING',
    ]);
    for (const index of needed) expect(orderIndexes).toContain(index);
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
      '2 × Pista - Inteira',
      2,
      '',
      '200,00',
      '20,00',
      '10,00',
      '210,00',
      'Pago',
      'PIX',
    ]);
  });

  it('lists each option with its quantity and marks the meia in the CSV', () => {
    const mixed = order({
      items: [
        { event_id: 'ev-1', event_titulo: 'Show', tipo_ingresso: 'Pista - Inteira', preco: 10000, qnt: 2 },
        {
          event_id: 'ev-1',
          event_titulo: 'Show',
          tipo_ingresso: 'Pista - Estudante',
          preco: 5000,
          qnt: 1,
          tipo_preco: 'meia',
        },
      ],
    });
    const [, row] = orderCsvRows([{ ...mixed, holders: ['Ana Lima', 'Bia Lima', 'Cris Lima'] }]);
    expect(row?.[9]).toBe('2 × Pista - Inteira; 1 × Pista - Estudante (meia)');
    expect(row?.[10]).toBe(3);
    expect(row?.[11]).toBe('Ana Lima; Bia Lima; Cris Lima');
    expect(mixed.items.map((i) => i.halfPrice)).toEqual([false, true]);
    expect(order({ titulares: [{ nome: 'Ana Lima', cpf: '1' }] }).holders).toEqual(['Ana Lima']);
  });

  it('reads a card plan of installments, none for one payment', () => {
    expect(order().installments).toBeNull();
    expect(order({ billing_type: 'CREDIT_CARD', parcelas: 1, valor_parcela: 21000 }).installments).toBeNull();
    expect(
      order({
        billing_type: 'CREDIT_CARD',
        parcelas: 6,
        valor_parcela: 3750,
        juros: 1500,
        total_cobrado: 22500,
      }).installments,
    ).toEqual({ count: 6, value: 3750, charged: 22500 });
  });

  it('reads the older field names of the spec', () => {
    const old = order({
      items: [{ event_id: 'e', titulo: 'Antigo', tipo: 'VIP', quantidade: 3, preco_unitario: 500 }],
    });
    expect(old.items[0]).toMatchObject({ eventTitle: 'Antigo', type: 'VIP', quantity: 3, unitPrice: 500 });
  });
});
