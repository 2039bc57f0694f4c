import { describe, expect, it } from 'vitest';
import { cnpjDigits, cnpjFromBase, formatCnpj, isValidCnpj } from './cnpj.ts';

describe('cnpj', () => {
  it('validates both check digits, masked or bare', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    // Banco do Brasil's, a published real number.
    expect(isValidCnpj('00.000.000/0001-91')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false); // second digit wrong
    expect(isValidCnpj('11.222.333/0001-71')).toBe(false); // first digit wrong
    expect(isValidCnpj('11.222.334/0001-81')).toBe(false); // a base digit changed
  });

  it('rejects all-equal digits, wrong lengths and stray letters', () => {
    for (const d of '0123456789') expect(isValidCnpj(d.repeat(14))).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001811')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-8A')).toBe(false); // check digits are numeric
  });

  it('accepts the alphanumeric CNPJ of IN RFB 2.229/2024 (letters in the base)', () => {
    // The Receita Federal's own example: 12.ABC.345/01DE-35.
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
  });

  it('completes a 12-character base with its check digits', () => {
    expect(cnpjFromBase('112223330001')).toBe('11222333000181');
    expect(cnpjFromBase('12ABC34501DE')).toBe('12ABC34501DE35');
    for (const base of ['000000000001', '123456780001', '987654320001'])
      expect(isValidCnpj(cnpjFromBase(base))).toBe(true);
    expect(() => cnpjFromBase('12345')).toThrow();
  });

  it('strips and formats', () => {
    expect(cnpjDigits('11.222.333/0001-81')).toBe('11222333000181');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('11')).toBe('11');
    expect(formatCnpj('112')).toBe('11.2');
    expect(formatCnpj('112223')).toBe('11.222.3');
    expect(formatCnpj('112223330')).toBe('11.222.333/0');
    expect(formatCnpj('1122233300018')).toBe('11.222.333/0001-8');
    expect(formatCnpj('1122233300018199')).toBe('11.222.333/0001-81');
    expect(formatCnpj('')).toBe('');
  });
});
