import { describe, expect, it } from 'vitest';
import { centavosToReais, formatBRL, parsePriceText, reaisToCentavos } from './money.ts';

const intl = (reais: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(reais);
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatBRL', () => {
  it('formats centavos as pt-BR reais with Intl', () => {
    expect(formatBRL(123456)).toBe(intl(1234.56));
    expect(nbsp(formatBRL(123456))).toBe('R$ 1.234,56');
    expect(nbsp(formatBRL(5000))).toBe('R$ 50,00');
    expect(nbsp(formatBRL(0))).toBe('R$ 0,00');
    expect(nbsp(formatBRL(7))).toBe('R$ 0,07');
  });
});

describe('reaisToCentavos / centavosToReais', () => {
  it('rounds to whole centavos without float drift', () => {
    expect(reaisToCentavos(50)).toBe(5000);
    expect(reaisToCentavos(127.9)).toBe(12790);
    expect(reaisToCentavos(1.005)).toBe(101);
    expect(reaisToCentavos(0.1 + 0.2)).toBe(30);
    expect(reaisToCentavos(-1.005)).toBe(-101);
    expect(reaisToCentavos(1e-7)).toBe(0);
    expect(reaisToCentavos(Number.NaN)).toBe(0);
  });
  it('converts back', () => {
    expect(centavosToReais(12790)).toBe(127.9);
  });
});

describe('parsePriceText (spec: keep digits and commas, comma → point)', () => {
  it.each([
    ['R$ 1.234,50', 123450],
    ['50', 5000],
    ['50,00', 5000],
    ['R$ 0,99', 99],
    ['1.234', 123400],
    ['', 0],
    ['grátis', 0],
    ['1,2,3', 120],
  ])('%j → %i', (text, centavos) => {
    expect(parsePriceText(text)).toBe(centavos);
  });
});
