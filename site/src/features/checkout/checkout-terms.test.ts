import { describe, expect, it } from 'vitest';
import { checkoutTerms } from './checkout-terms';

const now = new Date('2026-11-23T12:00:00Z');
const event = (fields: Record<string, unknown>) => ({ fields });
const inDays = (days: number) => ({
  timestampValue: new Date(now.getTime() + days * 86_400_000).toISOString(),
});
const settings = (metodos: string[], taxa: number, boletoHoras?: number) => ({
  fields: {
    metodos: { arrayValue: { values: metodos.map((m) => ({ stringValue: m })) } },
    taxa_padrao: { doubleValue: taxa },
    reserva_minutos: { integerValue: '15' },
    ...(boletoHoras === undefined ? {} : { boleto_horas: { integerValue: String(boletoHoras) } }),
  },
});

describe('checkoutTerms', () => {
  it("the event's own fee wins; else the admin's default fee (not a fixed 10 %)", () => {
    expect(
      checkoutTerms(
        event({ taxa_servico: { doubleValue: 0.15 }, data_inicio: inDays(10) }),
        settings(['pix'], 0.08),
        now,
      ).feeRate,
    ).toBe(0.15);
    expect(
      checkoutTerms(
        event({ taxa_servico: { nullValue: null }, data_inicio: inDays(10) }),
        settings(['pix'], 0.08),
        now,
      ).feeRate,
    ).toBe(0.08);
    expect(
      checkoutTerms(
        event({ taxa_servico: { integerValue: '0' }, data_inicio: inDays(10) }),
        settings(['pix'], 0.08),
        now,
      ).feeRate,
    ).toBe(0);
  });

  it('offers only the methods the admin switched on, in the canonical order', () => {
    const terms = checkoutTerms(event({ data_inicio: inDays(10) }), settings(['boleto', 'pix'], 0.1), now);
    expect(terms.methods).toEqual(['pix', 'boleto']);
  });

  it('no boleto when the event starts before its 24 h hold ends', () => {
    expect(
      checkoutTerms(event({ data_inicio: inDays(0.5) }), settings(['pix', 'card', 'boleto'], 0.1), now)
        .methods,
    ).toEqual(['pix', 'card']);
  });

  it("the boleto hold is the admin's: 6 h lets a boleto sell for an event 12 h away", () => {
    const all = ['pix', 'card', 'boleto'];
    expect(checkoutTerms(event({ data_inicio: inDays(0.5) }), settings(all, 0.1, 6), now).methods).toEqual(
      all,
    );
    expect(checkoutTerms(event({ data_inicio: inDays(2) }), settings(all, 0.1, 72), now).methods).toEqual([
      'pix',
      'card',
    ]);
  });

  it('a missing settings document means the defaults, as on the server', () => {
    expect(checkoutTerms(event({ data_inicio: inDays(10) }), null, now)).toEqual({
      feeRate: 0.1,
      methods: ['pix', 'card', 'boleto'],
      installments: { parcelas_max: 12, parcela_minima_centavos: 500, juros_mensal: 0, juros_a_partir_de: 2 },
      cancellation: { daysAfterPurchase: 7, hoursBeforeEvent: 48 },
      transferDeadlineHours: 24,
    });
  });

  it("reads the admin's card installments", () => {
    const doc = settings(['pix', 'card'], 0.1);
    Object.assign(doc.fields, {
      parcelas_max: { integerValue: '6' },
      parcela_minima_centavos: { integerValue: '1000' },
      juros_mensal: { doubleValue: 0.0199 },
      juros_a_partir_de: { integerValue: '4' },
    });
    expect(checkoutTerms(event({ data_inicio: inDays(10) }), doc, now).installments).toEqual({
      parcelas_max: 6,
      parcela_minima_centavos: 1000,
      juros_mensal: 0.0199,
      juros_a_partir_de: 4,
    });
  });

  it("an event fee outside 0..1 gives way to the default, as on the server (core's effectiveFeeRate)", () => {
    const terms = (fields: Record<string, unknown>) =>
      checkoutTerms(event({ ...fields, data_inicio: inDays(10) }), settings(['pix'], 0.08), now);
    expect(terms({ taxa_servico: { doubleValue: 3 } }).feeRate).toBe(0.08);
    expect(terms({ taxa_servico: { doubleValue: -0.1 } }).feeRate).toBe(0.08);
    expect(checkoutTerms(null, settings(['pix'], 0.08), now).feeRate).toBe(0.08);
  });

  it("carries the event's cancellation and transfer settings, or the defaults", () => {
    const own = checkoutTerms(
      event({
        data_inicio: inDays(10),
        cancelamento_dias: { integerValue: '30' },
        cancelamento_antecedencia_horas: { integerValue: '0' },
        transferencia_prazo_horas: { integerValue: '2' },
      }),
      settings(['pix'], 0.1),
      now,
    );
    expect(own.cancellation).toEqual({ daysAfterPurchase: 30, hoursBeforeEvent: 0 });
    expect(own.transferDeadlineHours).toBe(2);
    const none = checkoutTerms(event({ data_inicio: inDays(10) }), settings(['pix'], 0.1), now);
    expect(none.cancellation).toEqual({ daysAfterPurchase: 7, hoursBeforeEvent: 48 });
    expect(none.transferDeadlineHours).toBe(24);
  });
});
