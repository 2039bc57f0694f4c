import { describe, expect, it } from 'vitest';
import {
  INSTALLMENT_DEFAULTS,
  allowedPlan,
  cardPaymentText,
  fitsInstallment,
  installmentHeadline,
  installmentPlans,
  installmentValues,
  planFor,
  planLabel,
} from './installments.ts';
import { formatBRL } from './money.ts';

const NBSP = '\u00a0';
const brl = (text: string) => text.replaceAll('R$ ', `R$${NBSP}`);
const withInterest = { ...INSTALLMENT_DEFAULTS, juros_mensal: 0.0199, juros_a_partir_de: 4 };

describe('installmentPlans', () => {
  it('R$ 100,00 with the defaults: 1x to 12x, interest-free, the total unchanged', () => {
    const plans = installmentPlans(10000, INSTALLMENT_DEFAULTS);
    expect(plans.map((p) => p.parcelas)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(plans.every((p) => p.total === 10000 && p.juros === 0)).toBe(true);
    expect(plans[0]).toEqual({ parcelas: 1, valor_parcela: 10000, total: 10000, juros: 0 });
    // 100 / 3 = 33,333...: shown rounded up to the centavo.
    expect(plans[2]!.valor_parcela).toBe(3334);
    expect(plans[5]!.valor_parcela).toBe(1667);
    expect(plans[11]!.valor_parcela).toBe(834);
  });

  it('stops where an installment would fall below the minimum (R$ 5,00 by default)', () => {
    // R$ 30,00: 6x of R$ 5,00 is the last allowed.
    expect(installmentPlans(3000, INSTALLMENT_DEFAULTS).map((p) => p.parcelas)).toEqual([1, 2, 3, 4, 5, 6]);
    // R$ 29,99: 6x would make installments of R$ 4,99.
    expect(installmentPlans(2999, INSTALLMENT_DEFAULTS).length).toBe(5);
    // Below R$ 10,00 only 1x, and a free order too.
    expect(installmentPlans(999, INSTALLMENT_DEFAULTS)).toEqual([
      { parcelas: 1, valor_parcela: 999, total: 999, juros: 0 },
    ]);
    expect(installmentPlans(0, INSTALLMENT_DEFAULTS).map((p) => p.parcelas)).toEqual([1]);
  });

  it("keeps the admin's maximum and minimum, never below Asaas's R$ 5,00", () => {
    const settings = { ...INSTALLMENT_DEFAULTS, parcelas_max: 3, parcela_minima_centavos: 2000 };
    expect(installmentPlans(100000, settings).map((p) => p.parcelas)).toEqual([1, 2, 3]);
    expect(installmentPlans(5000, settings).map((p) => p.parcelas)).toEqual([1, 2]);
    const tooLow = { ...INSTALLMENT_DEFAULTS, parcela_minima_centavos: 100 };
    expect(installmentPlans(3000, tooLow).length).toBe(6);
    expect(installmentPlans(100000, { ...INSTALLMENT_DEFAULTS, parcelas_max: 1 }).length).toBe(1);
  });

  it('charges interest from the given count on, by the Price formula rounded up to the centavo', () => {
    const plans = installmentPlans(10000, withInterest);
    expect(plans.slice(0, 3).every((p) => p.juros === 0 && p.total === 10000)).toBe(true);
    // 100 × 0.0199 / (1 − 1.0199^−6) = 17.8466 → R$ 17,85; total R$ 107,10.
    expect(plans[5]).toEqual({ parcelas: 6, valor_parcela: 1785, total: 10710, juros: 710 });
    expect(planFor(10000, 4, withInterest).juros).toBeGreaterThan(0);
  });

  it('checks the minimum on every count: interest may lift a later plan over it', () => {
    // R$ 45,00, interest of 10 % a month from 9x: 9x without interest would be R$ 5,00; with it,
    // 9x is R$ 7,82 and 12x R$ 6,61, while the interest-free 8x (R$ 5,63) stays.
    const settings = { ...INSTALLMENT_DEFAULTS, juros_mensal: 0.1, juros_a_partir_de: 9 };
    const counts = installmentPlans(4500, settings).map((p) => p.parcelas);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const lowered = installmentPlans(4000, { ...settings, juros_a_partir_de: 12 });
    // R$ 40,00: interest-free up to 8x (R$ 5,00); 9x–11x below the minimum; 12x with interest R$ 5,88.
    expect(lowered.map((p) => p.parcelas)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 12]);
  });

  it('allowedPlan answers a count the settings allow, or null', () => {
    expect(allowedPlan(10000, 6, INSTALLMENT_DEFAULTS)?.valor_parcela).toBe(1667);
    expect(allowedPlan(3000, 7, INSTALLMENT_DEFAULTS)).toBeNull();
    expect(allowedPlan(10000, 13, INSTALLMENT_DEFAULTS)).toBeNull();
    expect(allowedPlan(10000, 1, INSTALLMENT_DEFAULTS)?.total).toBe(10000);
  });
});

describe('installmentValues and fitsInstallment', () => {
  it('splits a total like Asaas: the last installment takes the rest, the sum is exact', () => {
    expect(installmentValues(10000, 3)).toEqual([3333, 3333, 3334]);
    expect(installmentValues(1005, 6)).toEqual([167, 167, 167, 167, 167, 170]);
    expect(installmentValues(10710, 6)).toEqual([1785, 1785, 1785, 1785, 1785, 1785]);
    for (const [total, n] of [
      [10000, 3],
      [99999, 12],
      [1005, 6],
    ] as const) {
      expect(installmentValues(total, n).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it('accepts any installment of the plan, however the remainder was spread, and nothing else', () => {
    expect(fitsInstallment(3333, 10000, 3)).toBe(true);
    expect(fitsInstallment(3334, 10000, 3)).toBe(true);
    // Rounded up first: 33,34 + 33,34 + 33,32.
    expect(fitsInstallment(3332, 10000, 3)).toBe(true);
    expect(fitsInstallment(3331, 10000, 3)).toBe(false);
    expect(fitsInstallment(3336, 10000, 3)).toBe(false);
    expect(fitsInstallment(10000, 10000, 3)).toBe(false);
    expect(fitsInstallment(10000, 10000, 1)).toBe(true);
    expect(fitsInstallment(9999, 10000, 1)).toBe(false);
  });
});

describe('texts', () => {
  it('labels a plan with its value, and the total when it pays interest', () => {
    expect(planLabel(planFor(10000, 1, INSTALLMENT_DEFAULTS))).toBe(brl('1x de R$ 100,00 sem juros'));
    expect(planLabel(planFor(10000, 6, INSTALLMENT_DEFAULTS))).toBe(brl('6x de R$ 16,67 sem juros'));
    expect(planLabel(planFor(10000, 6, withInterest))).toBe(brl('6x de R$ 17,85 (total R$ 107,10)'));
  });

  it('heads the event page with the largest plan, "sem juros" only when it is interest-free', () => {
    expect(installmentHeadline(12000, INSTALLMENT_DEFAULTS)).toBe(brl('em até 12x de R$ 10,00 sem juros'));
    expect(installmentHeadline(3000, INSTALLMENT_DEFAULTS)).toBe(brl('em até 6x de R$ 5,00 sem juros'));
    const twelve = planFor(10000, 12, withInterest);
    expect(installmentHeadline(10000, withInterest)).toBe(
      brl(
        `em até 12x de ${formatBRL(twelve.valor_parcela)} com juros de 1,99% ao mês (total ${formatBRL(twelve.total)})`,
      ),
    );
    expect(twelve.total).toBe(twelve.valor_parcela * 12);
    expect(installmentHeadline(999, INSTALLMENT_DEFAULTS)).toBeNull();
  });

  it('says how a card order was paid, and nothing for another method', () => {
    const card = { billing_type: 'CREDIT_CARD' };
    expect(
      cardPaymentText({ ...card, parcelas: 6, valor_parcela: 1667, juros: 0, total_cobrado: 10000 }),
    ).toBe(brl('Pago no cartão em 6x de R$ 16,67'));
    expect(
      cardPaymentText({ ...card, parcelas: 6, valor_parcela: 1785, juros: 710, total_cobrado: 10710 }),
    ).toBe(brl('Pago no cartão em 6x de R$ 17,85 (total R$ 107,10, com juros de R$ 7,10)'));
    expect(cardPaymentText({ ...card, parcelas: 1, valor_parcela: 10000 })).toBe('Pago no cartão à vista');
    expect(cardPaymentText(card)).toBe('Pago no cartão à vista');
    expect(cardPaymentText({ billing_type: 'PIX', parcelas: 1 })).toBeNull();
  });
});
