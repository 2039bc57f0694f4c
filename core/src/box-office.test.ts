import { describe, expect, it } from 'vitest';
import {
  countsInMeiaQuota,
  canTransferAt,
  meiaAvailabilityText,
  meiaLeft,
  meiaNotEnoughMessage,
  meiaPercentError,
  meiaQuota,
  perAccountLimitError,
  perCpfLimitError,
  perOrderLimitError,
  priceKindOf,
  PRICE_KINDS,
  needsMeiaDocument,
  transferDeadline,
} from './box-office';

describe('meia-entrada quota (Lei 12.933/2013: at least 40 % of the tickets)', () => {
  it('is 40 % by default, rounded up so it never falls below the law', () => {
    expect(meiaQuota(120)).toBe(48);
    expect(meiaQuota(101)).toBe(41);
    expect(meiaQuota(1)).toBe(1);
  });

  it('follows a larger share and never passes the total', () => {
    expect(meiaQuota(200, 50)).toBe(100);
    expect(meiaQuota(7, 100)).toBe(7);
  });

  it('treats a share below 40 % as 40 %, and no tickets as no quota', () => {
    expect(meiaQuota(100, 10)).toBe(40);
    expect(meiaQuota(0)).toBe(0);
    expect(meiaQuota(Number.NaN)).toBe(0);
  });

  it('refuses a percentage the law does not allow, in pt-BR', () => {
    expect(meiaPercentError(40)).toBeNull();
    expect(meiaPercentError(100)).toBeNull();
    expect(meiaPercentError(39)).toBe('A cota de meia-entrada não pode ser menor que 40%');
    expect(meiaPercentError(101)).toBe('A cota de meia-entrada não pode passar de 100%');
    expect(meiaPercentError(45.5)).toBe('Informe um percentual inteiro');
    expect(meiaPercentError('50')).toBe('Informe um percentual inteiro');
  });

  it('shows the live figures the law asks for', () => {
    expect(meiaAvailabilityText(37, 120)).toBe('Meia-entrada: 37 de 120 disponíveis');
    expect(meiaAvailabilityText(1, 48)).toBe('Meia-entrada: 1 de 48 disponível');
    // Fewer tickets left in total than in the quota: only those can still be sold.
    expect(meiaAvailabilityText(500, 48)).toBe('Meia-entrada: 48 de 48 disponíveis');
    expect(meiaAvailabilityText(-2, 48)).toBe('Meia-entrada: 0 de 48 disponíveis');
    expect(meiaAvailabilityText(2000, 2000)).toBe('Meia-entrada: 2.000 de 2.000 disponíveis');
  });

  it('counts what is left as the counter shows it, never below 0 nor above the quota', () => {
    expect(meiaLeft(37, 120)).toBe(37);
    expect(meiaLeft(500, 48)).toBe(48);
    expect(meiaLeft(-2, 48)).toBe(0);
  });
});

describe('price option kinds', () => {
  it('counts the students\u2019 meia against the quota and the elderly\u2019s outside it', () => {
    expect(PRICE_KINDS.meia).toMatchObject({ halfPrice: true, inQuota: true });
    expect(PRICE_KINDS.meia_idoso).toMatchObject({ halfPrice: true, inQuota: false });
    expect(PRICE_KINDS.inteira).toMatchObject({ halfPrice: false, inQuota: false });
  });

  it('has a quota kind per beneficiary, beside the generic meia made before them', () => {
    expect(PRICE_KINDS.meia_estudante).toEqual({
      label: 'Meia-entrada estudante',
      halfPrice: true,
      inQuota: true,
    });
    expect(PRICE_KINDS.meia_pcd).toEqual({ label: 'Meia-entrada PCD', halfPrice: true, inQuota: true });
    expect(PRICE_KINDS.meia_jovem).toEqual({
      label: 'Meia-entrada ID Jovem',
      halfPrice: true,
      inQuota: true,
    });
    expect(PRICE_KINDS.meia).toEqual({ label: 'Meia-entrada (cota)', halfPrice: true, inQuota: true });
    for (const kind of ['meia_estudante', 'meia_pcd', 'meia_jovem'] as const) {
      expect(countsInMeiaQuota(kind)).toBe(true);
      expect(needsMeiaDocument(kind)).toBe(true);
      expect(priceKindOf({ tipo: kind })).toBe(kind);
    }
  });

  it('reads an option stored before kinds existed as an inteira', () => {
    expect(priceKindOf({})).toBe('inteira');
    expect(priceKindOf({ tipo: 'meia' })).toBe('meia');
    expect(priceKindOf({ tipo: 'toString' })).toBe('inteira');
  });
});

describe('purchase limits', () => {
  it('refuses an order above the per-order limit', () => {
    expect(perOrderLimitError(6, 6)).toBeNull();
    expect(perOrderLimitError(7, 6)).toBe('Limite de 6 ingressos por pedido');
    expect(perOrderLimitError(2, 1)).toBe('Limite de 1 ingresso por pedido');
  });

  it('counts what the CPF already holds; off when the event sets no limit', () => {
    expect(perCpfLimitError(10, 10, null)).toBeNull();
    expect(perCpfLimitError(2, 2, 4)).toBeNull();
    expect(perCpfLimitError(3, 2, 4)).toBe('Este CPF pode comprar só mais 1 ingresso para este evento');
    expect(perCpfLimitError(4, 1, 4)).toBe('Este CPF já atingiu o limite de 4 ingressos para este evento');
    expect(perCpfLimitError(3, 2, 4, '52998224725')).toBe(
      'O titular de CPF 529.982.247-25 pode ter só mais 1 ingresso para este evento',
    );
    expect(perAccountLimitError(2, 2, 2)).toBe(
      'Sua conta já atingiu o limite de 2 ingressos por pessoa para este evento',
    );
    expect(perAccountLimitError(1, 1, 2)).toBeNull();
    expect(perAccountLimitError(9, 9, null)).toBeNull();
  });
});

describe('transfer deadline', () => {
  const start = new Date('2026-12-12T22:00:00Z');

  it('closes 24 h before the start by default', () => {
    expect(transferDeadline(start).toISOString()).toBe('2026-12-11T22:00:00.000Z');
    expect(canTransferAt(new Date('2026-12-11T21:59:59Z'), start)).toBe(true);
    expect(canTransferAt(new Date('2026-12-11T22:00:00Z'), start)).toBe(false);
  });

  it('follows the event\u2019s own deadline', () => {
    expect(canTransferAt(new Date('2026-12-12T20:00:00Z'), start, 1)).toBe(true);
    expect(canTransferAt(new Date('2026-12-12T21:30:00Z'), start, 1)).toBe(false);
  });
});

describe('what each kind of ticket means at the door and for the quota', () => {
  it('counts only the quota meia against the quota; both meias need a document', () => {
    expect(countsInMeiaQuota('meia')).toBe(true);
    expect(countsInMeiaQuota('meia_idoso')).toBe(false);
    expect(countsInMeiaQuota(undefined)).toBe(false);
    expect(needsMeiaDocument('meia')).toBe(true);
    expect(needsMeiaDocument('meia_idoso')).toBe(true);
    expect(needsMeiaDocument('inteira')).toBe(false);
  });
  it('says how many quota tickets are left', () => {
    expect(meiaNotEnoughMessage(1)).toBe('Resta apenas 1 meia-entrada para este evento');
    expect(meiaNotEnoughMessage(3)).toBe('Restam apenas 3 meias-entradas para este evento');
  });
});
