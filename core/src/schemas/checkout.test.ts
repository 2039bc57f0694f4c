import { describe, expect, it } from 'vitest';
import {
  buyerSchema,
  CHECKOUT_LINES_MAX,
  checkoutRequestSchema,
  EMPTY_CART_MESSAGE,
  ONE_EVENT_MESSAGE,
  paymentSchema,
  REPEATED_LINE_MESSAGE,
} from './checkout.ts';
import { firstErrorMessage } from './errors.ts';

const buyer = {
  nome: 'Ana Souza',
  email: 'ana@exemplo.com',
  cpf: '529.982.247-25',
  telefone: '(11) 98765-4321',
};
const first = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  v: unknown,
) => {
  const r = schema.safeParse(v);
  return r.success ? null : firstErrorMessage(r.error!);
};

describe('buyerSchema', () => {
  it('accepts names with dots and accents that are not links', () => {
    for (const nome of ['Maria J. da Silva', 'José Antônio Sr.', 'Ana Paula Comércio']) {
      expect(first(buyerSchema, { ...buyer, nome })).toBeNull();
    }
  });
  it('accepts a valid buyer', () => {
    expect(buyerSchema.parse(buyer)).toEqual({ ...buyer, salvarNoPerfil: false });
    expect(first(buyerSchema, { ...buyer, cpf: '52998224725' })).toBeNull();
  });
  it.each([
    [{ nome: 'Al' }, 'Nome completo é obrigatório'],
    [{ email: 'ana' }, 'E-mail inválido'],
    [{ cpf: '' }, 'CPF é obrigatório'],
    [{ cpf: '529.982' }, 'CPF é obrigatório'],
    [{ cpf: '111.111.111-11' }, 'CPF inválido'],
    [{ cpf: '529.982.247-24' }, 'CPF inválido'],
    [{ telefone: '(11) 9876' }, 'Telefone é obrigatório'],
    [{ telefone: '(11) 98765' }, 'Telefone inválido. Use o formato (XX) XXXXX-XXXX'],
    [{ telefone: '(11) 98765-43210' }, 'Telefone inválido. Use o formato (XX) XXXXX-XXXX'],
    [{ telefone: '1'.repeat(1000) }, 'Telefone inválido. Use o formato (XX) XXXXX-XXXX'],
    [{ cpf: '5'.repeat(1000) }, 'CPF inválido'],
    [{ nome: 'M'.repeat(101) }, 'Nome deve ter no máximo 100 caracteres'],
    [{ nome: 'Maria https://golpe.example' }, 'Nome não pode conter endereços de sites'],
    [{ nome: 'Maria www.golpe' }, 'Nome não pode conter endereços de sites'],
    [{ nome: 'Ganhe pix em golpe.com agora' }, 'Nome não pode conter endereços de sites'],
  ])('%j → %s', (patch, message) => {
    expect(first(buyerSchema, { ...buyer, ...patch })).toBe(message);
  });
  it('shows only "CPF é obrigatório" for a short CPF', () => {
    const r = buyerSchema.safeParse({ ...buyer, cpf: '123' });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['CPF é obrigatório']);
  });
});

describe('paymentSchema', () => {
  it('needs a known method and accepted terms', () => {
    expect(paymentSchema.safeParse({ method: 'pix', acceptTerms: true }).success).toBe(true);
    expect(paymentSchema.safeParse({ method: 'boleto', acceptTerms: true }).success).toBe(true);
    expect(first(paymentSchema, { method: 'card', acceptTerms: false })).toBe('Você deve aceitar os termos');
    expect(first(paymentSchema, { method: 'cheque', acceptTerms: true })).toBe(
      'Selecione uma forma de pagamento',
    );
  });
  it('carries no card fields', () => {
    const parsed = paymentSchema.parse({ method: 'card', acceptTerms: true, cardNumber: '4111111111111111' });
    expect(parsed).toEqual({ method: 'card', acceptTerms: true });
  });
});

describe('parcelas', () => {
  it('is a whole count of 1 to 12, 1 when absent', () => {
    expect(paymentSchema.parse({ method: 'card', acceptTerms: true, parcelas: 6 }).parcelas).toBe(6);
    for (const parcelas of [0, 13, 2.5, '6']) {
      expect(first(paymentSchema, { method: 'card', acceptTerms: true, parcelas })).toBe(
        'Número de parcelas deve estar entre 1 e 12',
      );
    }
  });
});

describe('checkoutRequestSchema', () => {
  const request = {
    idempotencyKey: '3f2b8c1e-9d4a-4f6b-8a2c-1e5d7f9b0a3c',
    items: [{ event_id: 'ev1', pricing_table_id: 'pt1', item_id: 'it1', qnt: 2 }],
    cupom: 'GN10',
    buyer,
    method: 'pix',
  };
  it('accepts one line; cupom defaults to null', () => {
    expect(checkoutRequestSchema.safeParse(request).success).toBe(true);
    const { cupom: _, ...noCoupon } = request;
    expect(checkoutRequestSchema.parse(noCoupon).cupom).toBeNull();
  });
  it('accepts several options of one event', () => {
    const meia = { ...request.items[0]!, item_id: 'it2', qnt: 1 };
    expect(checkoutRequestSchema.safeParse({ ...request, items: [...request.items, meia] }).success).toBe(
      true,
    );
  });
  it('rejects an empty cart, a repeated option, two events, too many lines, bad quantities and keys', () => {
    const line = request.items[0]!;
    expect(first(checkoutRequestSchema, { ...request, items: [] })).toBe(EMPTY_CART_MESSAGE);
    expect(first(checkoutRequestSchema, { ...request, items: [line, line] })).toBe(REPEATED_LINE_MESSAGE);
    expect(
      first(checkoutRequestSchema, { ...request, items: [line, { ...line, event_id: 'ev2', item_id: 'x' }] }),
    ).toBe(ONE_EVENT_MESSAGE);
    const many = Array.from({ length: CHECKOUT_LINES_MAX + 1 }, (_, i) => ({ ...line, item_id: `it${i}` }));
    expect(first(checkoutRequestSchema, { ...request, items: many })).toBe(
      `No máximo ${CHECKOUT_LINES_MAX} opções por pedido`,
    );
    expect(first(checkoutRequestSchema, { ...request, items: [{ ...line, qnt: 0 }] })).toBe(
      'Quantidade deve estar entre 1 e 20',
    );
    expect(first(checkoutRequestSchema, { ...request, items: [{ ...line, qnt: 1.5 }] })).toBe(
      'Quantidade deve estar entre 1 e 20',
    );
    expect(first(checkoutRequestSchema, { ...request, items: [{ ...line, qnt: 21 }] })).toBe(
      'Quantidade deve estar entre 1 e 20',
    );
    expect(first(checkoutRequestSchema, { ...request, idempotencyKey: 'abc' })).toBe(
      'Chave de idempotência inválida',
    );
    expect(first(checkoutRequestSchema, { ...request, buyer: { ...buyer, cpf: '111.111.111-11' } })).toBe(
      'CPF inválido',
    );
  });
  it('drops client-sent prices', () => {
    const parsed = checkoutRequestSchema.parse({ ...request, items: [{ ...request.items[0], preco: 1 }] });
    expect(parsed.items[0]).toEqual({ event_id: 'ev1', pricing_table_id: 'pt1', item_id: 'it1', qnt: 2 });
  });
});
