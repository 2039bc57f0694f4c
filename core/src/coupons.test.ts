import { describe, expect, it } from 'vitest';
import {
  couponAppliedMessage,
  couponCode,
  couponDiscount,
  couponNotYetMessage,
  couponScopeRefusal,
  couponTerms,
  couponWindowRefusal,
  COUPON_MESSAGES,
  optionKey,
  type CouponRules,
  type CouponTerms,
} from './coupons.ts';
import { GN10_TERMS } from './testing/coupon-terms.ts';

const GN10 = GN10_TERMS;

const rules = (over: Partial<CouponRules> = {}): CouponRules => ({
  ...GN10,
  descricao: '',
  ativo: true,
  valido_de: null,
  valido_ate: null,
  usos_max: null,
  usos_por_conta: null,
  ...over,
});

const line = (
  over: Partial<{
    event_id: string;
    pricing_table_id: string;
    item_id: string;
    unitPrice: number;
    quantity: number;
  }> = {},
) => ({
  event_id: 'show',
  pricing_table_id: 'pista',
  item_id: 'inteira',
  unitPrice: 5000,
  quantity: 2,
  ...over,
});

describe('coupon codes', () => {
  it('are trimmed and upper-cased; empty input is no coupon', () => {
    expect(couponCode('  gn10 ')).toBe('GN10');
    expect(couponCode('   ')).toBeNull();
    expect(couponCode(null)).toBeNull();
  });
});

describe('couponDiscount', () => {
  it('GN10 takes 10 % of the subtotal, rounded half up', () => {
    expect(couponDiscount(GN10, [line()])).toBe(1000);
    expect(couponDiscount(GN10, [line({ unitPrice: 1005, quantity: 1 })])).toBe(101);
    expect(couponDiscount(null, [line()])).toBe(0);
  });

  it('a fixed amount never goes above what it covers', () => {
    const off20: CouponTerms = {
      ...GN10,
      codigo: 'VINTE',
      tipo: 'valor',
      percentual: null,
      valor_centavos: 2000,
    };
    expect(couponDiscount(off20, [line()])).toBe(2000);
    expect(couponDiscount(off20, [line({ unitPrice: 500, quantity: 3 })])).toBe(1500);
  });

  it('covers only the events and options in its scope', () => {
    const pistaOnly: CouponTerms = { ...GN10, eventos: ['show'], opcoes: [optionKey('pista', 'inteira')] };
    const lines = [line(), line({ item_id: 'meia', unitPrice: 2500, quantity: 1 })];
    expect(couponDiscount(pistaOnly, lines)).toBe(1000);
    expect(couponDiscount({ ...GN10, eventos: ['outro'] }, lines)).toBe(0);
  });
});

describe('why a coupon does not apply', () => {
  const now = new Date('2027-01-10T12:00:00Z');

  it('switched off reads as an unknown code; before and after its window say so', () => {
    expect(couponWindowRefusal(rules(), now)).toBeNull();
    expect(couponWindowRefusal(rules({ ativo: false }), now)).toBe('Cupom inválido');
    const from = new Date('2027-01-11T13:00:00Z');
    expect(couponWindowRefusal(rules({ valido_de: from }), now)).toBe(couponNotYetMessage(from));
    expect(couponNotYetMessage(from)).toBe('Este cupom vale a partir de 11/01/2027 às 10:00');
    expect(couponWindowRefusal(rules({ valido_ate: new Date('2027-01-10T11:59:59Z') }), now)).toBe(
      COUPON_MESSAGES.expired,
    );
  });

  it('another event, or other options of the event', () => {
    expect(couponScopeRefusal({ ...GN10, eventos: ['outro'] }, [line()])).toBe(
      'Este cupom não vale para este evento',
    );
    expect(couponScopeRefusal({ ...GN10, opcoes: [optionKey('pista', 'meia')] }, [line()])).toBe(
      'Este cupom não vale para os ingressos escolhidos',
    );
    expect(couponScopeRefusal({ ...GN10, eventos: ['show'] }, [line()])).toBeNull();
  });
});

describe('what the coupon box says', () => {
  it("keeps the spec's words for GN10 and names a fixed amount in reais", () => {
    expect(couponAppliedMessage(GN10)).toBe('Cupom GN10 aplicado: 10% de desconto');
    expect(
      couponAppliedMessage({
        ...GN10,
        codigo: 'VINTE',
        tipo: 'valor',
        percentual: null,
        valor_centavos: 2000,
      }),
    ).toBe('Cupom VINTE aplicado: R$\u00a020,00 de desconto');
  });

  it('sends the browser the terms only', () => {
    expect(couponTerms(rules({ usos_max: 3, descricao: 'interno' }))).toEqual(GN10);
  });
});
