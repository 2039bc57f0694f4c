import { describe, expect, it } from 'vitest';
import { cpfDigits, formatCpf, isValidCpf, cpfFromBase } from './cpf.ts';

describe('cpf', () => {
  it('validates check digits, masked or bare', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('123.456.789-09')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
  });
  it('rejects all-equal digits and wrong lengths', () => {
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('000.000.000-00')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });
  it('completes a 9-digit base with its check digits', () => {
    expect(cpfFromBase('529982247')).toBe('52998224725');
    expect(cpfFromBase('111444777')).toBe('11144477735');
    for (const base of ['000000001', '123456789', '987654321'])
      expect(isValidCpf(cpfFromBase(base))).toBe(true);
    expect(() => cpfFromBase('12345')).toThrow();
  });

  it('strips and formats', () => {
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCpf('123')).toBe('123');
    expect(formatCpf('1234')).toBe('123.4');
    expect(formatCpf('1234567')).toBe('123.456.7');
    expect(formatCpf('1234567890')).toBe('123.456.789-0');
    expect(formatCpf('123456789099999')).toBe('123.456.789-09');
  });
});
