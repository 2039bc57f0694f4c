import { describe, expect, it } from 'vitest';
import { checkoutRequestSchema } from '@gn/core/schemas/checkout';
import type { Cart } from '@gn/core/cart';
import {
  checkoutFailure,
  checkoutRequest,
  chosenPlan,
  holderRows,
  opensInvoiceTab,
  previousStep,
  shownPlanOf,
  waitingPath,
} from './wizard';

const cart: Cart = {
  items: [
    {
      event_id: 'evt-1',
      event_titulo: 'Show',
      event_slug: 'show',
      tipo_ingresso: 'Pista - Inteira',
      preco: 10000,
      qnt: 2,
      data_evento: '2027-03-05T23:00:00.000Z',
      local_evento: 'Arena',
      pricing_table_id: 'pt-1',
      item_id: 'it-1',
    },
  ],
  cupom: 'GN10',
};
const buyer = {
  nome: 'Carlos Cliente',
  email: 'c@gn.local',
  cpf: '529.982.247-25',
  telefone: '(11) 98765-4321',
  salvarNoPerfil: false,
};

describe('checkoutRequest', () => {
  it('sends ids and quantities only, and passes the shared schema', () => {
    const request = checkoutRequest(cart, buyer, 'pix');
    expect(request.items).toEqual([{ event_id: 'evt-1', pricing_table_id: 'pt-1', item_id: 'it-1', qnt: 2 }]);
    const parsed = checkoutRequestSchema.safeParse({ ...request, idempotencyKey: crypto.randomUUID() });
    expect(parsed.success).toBe(true);
  });

  it('sends the installments only with card', () => {
    expect(checkoutRequest(cart, buyer, 'card', [], 6).parcelas).toBe(6);
    expect(checkoutRequest(cart, buyer, 'card', [], 1)).not.toHaveProperty('parcelas');
    expect(checkoutRequest(cart, buyer, 'pix', [], 6)).not.toHaveProperty('parcelas');
  });
});

describe('holders of named tickets', () => {
  const nominal: Cart = { ...cart, ingresso_nominal: true };
  it('has one row per ticket, the first defaulting to the buyer, and keeps what was typed', () => {
    expect(holderRows(cart, [], buyer)).toEqual([]);
    expect(holderRows(nominal, [], buyer)).toEqual([
      { label: 'Pista - Inteira', value: { nome: 'Carlos Cliente', cpf: '529.982.247-25' } },
      { label: 'Pista - Inteira', value: { nome: '', cpf: '' } },
    ]);
    const typed = [{ nome: 'Ana Lima', cpf: '1' }];
    expect(holderRows(nominal, typed, buyer).map((r) => r.value.nome)).toEqual(['Ana Lima', '']);
  });
  it('sends the holders only for an event that names its tickets, never more than its tickets', () => {
    const three = [
      { nome: 'Ana Lima', cpf: '529.982.247-25' },
      { nome: 'Bia Lima', cpf: '529.982.247-25' },
      { nome: 'Cris Lima', cpf: '529.982.247-25' },
    ];
    expect(checkoutRequest(cart, buyer, 'pix', three).titulares).toEqual([]);
    expect(checkoutRequest(nominal, buyer, 'pix', three).titulares).toEqual(three.slice(0, 2));
  });
});

describe('checkoutFailure', () => {
  it.each([
    ['unauthenticated', 401, 'signin'],
    ['queue_admission_required', 403, 'queue'],
    ['sold_out', 409, 'refused'],
    ['not_enough', 409, 'refused'],
    ['unpaid_cap', 409, 'refused'],
    ['registration_closed', 409, 'refused'],
    ['too_many_orders', 429, 'refused'],
    ['bad_request', 400, 'refused'],
    ['payment_failed', 502, 'provider'],
    ['customer_failed', 502, 'provider'],
    ['internal', 500, 'retry'],
    ['something_new', 409, 'retry'],
  ] as const)('code %s (%d) → %s', (code, status, action) => {
    expect(checkoutFailure({ status, code })).toBe(action);
  });

  it('decides on the code, not on the status', () => {
    expect(checkoutFailure({ status: 409, code: 'payment_failed' })).toBe('provider');
    expect(checkoutFailure({ status: 500, code: 'sold_out' })).toBe('refused');
  });

  it.each([
    [401, 'signin'],
    [409, 'refused'],
    [502, 'provider'],
    [504, 'retry'],
    [0, 'retry'],
  ] as const)('an answer without a code (not ours), status %d → %s', (status, action) => {
    expect(checkoutFailure({ status, code: null })).toBe(action);
  });
});

describe('navigation helpers', () => {
  it('opens a tab for card and boleto only, and builds the waiting path', () => {
    expect(opensInvoiceTab('card')).toBe(true);
    expect(opensInvoiceTab('boleto')).toBe(true);
    expect(opensInvoiceTab('pix')).toBe(false);
    expect(waitingPath('abc 1')).toBe('/checkout/aguardando/abc%201');
  });
});

describe('steps and the chosen plan', () => {
  const plans = [
    { parcelas: 1, valorParcela: 10000, total: 10000, juros: false },
    { parcelas: 3, valorParcela: 3400, total: 10200, juros: true },
  ] as unknown as Parameters<typeof chosenPlan>[0];

  it('goes back one step, never before Itens', () => {
    expect(previousStep(3)).toBe(2);
    expect(previousStep(0)).toBe(0);
  });

  it('finds the card plan chosen, and shows it only for more than one installment', () => {
    expect(chosenPlan(plans, { method: 'card', parcelas: 3 })).toBe(plans[1]);
    expect(chosenPlan(plans, { method: 'pix', parcelas: 3 })).toBeNull();
    expect(chosenPlan(plans, null)).toBeNull();
    expect(shownPlanOf(plans[1]!)).toBe(plans[1]);
    expect(shownPlanOf(plans[0]!)).toBeNull();
    expect(shownPlanOf(null)).toBeNull();
  });
});
