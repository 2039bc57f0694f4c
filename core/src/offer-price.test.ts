import { describe, expect, it } from 'vitest';
import { feeNote, offerPriceText, paidTicketText, priceRangeWithFee } from './offer-price.ts';

const NBSP = '\u00a0';
const brl = (text: string) => text.replaceAll('R$ ', `R$${NBSP}`);

describe('offer prices', () => {
  it('shows the fee-inclusive price with the fee itemised', () => {
    expect(offerPriceText(10000, 0.1)).toBe(brl('R$ 110,00 · inclui R$ 10,00 de taxa de serviço'));
    expect(offerPriceText(4500, 0.05)).toBe(brl('R$ 47,25 · inclui R$ 2,25 de taxa de serviço'));
  });

  it('a free ticket is "Gratuito" with no fee; a rate of 0 shows the price alone', () => {
    expect(offerPriceText(0, 0.1)).toBe('Gratuito');
    expect(offerPriceText(8000, 0)).toBe(brl('R$ 80,00'));
    expect(feeNote(0)).toBeNull();
  });

  it('prints a sold ticket with its fee, or its price alone when the fee was not kept', () => {
    expect(paidTicketText(10000, 1000)).toBe(brl('R$ 110,00 (inclui R$ 10,00 de taxa de serviço)'));
    expect(paidTicketText(10000, null)).toBe(brl('R$ 100,00'));
    expect(paidTicketText(0, 0)).toBe('Gratuito');
  });

  it('gives the range of the fee-inclusive prices', () => {
    expect(priceRangeWithFee([6000, 12000, 0], 0.1)).toEqual({
      low: { price: 0, fee: 0, total: 0 },
      high: { price: 12000, fee: 1200, total: 13200 },
    });
    expect(priceRangeWithFee([], 0.1)).toBeNull();
  });
});
