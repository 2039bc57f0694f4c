import { describe, expect, it } from 'vitest';
import { TEST_SELLER } from './testing/seller.ts';
import { SAC_ANSWER_DAYS, sacOverdue, waitedText } from './sac.ts';
import { sacPhone, sellerAddress, sellerLine, type Seller } from './seller.ts';

const seller: Seller = { ...TEST_SELLER, nome_fantasia: 'GN Ingressos' };

describe('seller', () => {
  it('names the seller with the masked CNPJ', () => {
    expect(sellerLine(seller)).toBe('GN Ingressos Ltda — CNPJ 11.222.333/0001-81');
  });
  it('writes the address on one line, with the complement when there is one', () => {
    expect(sellerAddress(seller)).toBe('Avenida Paulista, 1000 — Bela Vista, São Paulo/SP — CEP 01310-100');
    expect(sellerAddress({ ...seller, complemento: 'Conjunto 101' })).toBe(
      'Avenida Paulista, 1000, Conjunto 101 — Bela Vista, São Paulo/SP — CEP 01310-100',
    );
  });
  it('gives the SAC phone as text and as a tel: link', () => {
    expect(sacPhone(seller)).toEqual({ text: '(11) 4004-0000', href: 'tel:+551140040000' });
  });
});

describe('SAC deadline', () => {
  const received = new Date('2026-11-20T12:00:00Z');
  const day = 86_400_000;
  it(`is overdue after ${SAC_ANSWER_DAYS} days without an answer`, () => {
    expect(sacOverdue(received, null, new Date(received.getTime() + 5 * day))).toBe(false);
    expect(sacOverdue(received, null, new Date(received.getTime() + 5 * day + 1))).toBe(true);
    expect(
      sacOverdue(received, new Date(received.getTime() + day), new Date(received.getTime() + 9 * day)),
    ).toBe(false);
    expect(sacOverdue(null, null, new Date())).toBe(false);
  });
  it('says how long a message has waited', () => {
    const after = (ms: number) => waitedText(received, new Date(received.getTime() + ms));
    expect(after(30_000)).toBe('agora há pouco');
    expect(after(60_000)).toBe('há 1 minuto');
    expect(after(59 * 60_000)).toBe('há 59 minutos');
    expect(after(3_600_000)).toBe('há 1 hora');
    expect(after(23 * 3_600_000)).toBe('há 23 horas');
    expect(after(day)).toBe('há 1 dia');
    expect(after(3 * day + 5 * 3_600_000)).toBe('há 3 dias');
  });
});
