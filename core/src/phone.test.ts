import { describe, expect, it } from 'vitest';
import { isValidPhone, maskPhone, PHONE_INVALID_MESSAGE, phoneFromStorage, phoneToStorage } from './phone.ts';

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['119876', '(11) 9876'],
    ['1198765', '(11) 9876-5'],
    ['1133334444', '(11) 3333-4444'],
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765-43219999', '(11) 98765-4321'],
    ['abc11x98765y4321', '(11) 98765-4321'],
  ])('%j → %j', (input, masked) => {
    expect(maskPhone(input)).toBe(masked);
  });
  it('is at most 15 characters and idempotent', () => {
    const m = maskPhone('119876543210000');
    expect(m.length).toBe(15);
    expect(maskPhone(m)).toBe(m);
  });
});

describe('phone validation and storage', () => {
  it('accepts empty, 10 or 11 digits', () => {
    expect(isValidPhone('')).toBe(true);
    expect(isValidPhone(null)).toBe(true);
    expect(isValidPhone('(11) 3333-4444')).toBe(true);
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('(11) 9876')).toBe(false);
    expect(PHONE_INVALID_MESSAGE).toBe('Telefone inválido. Use o formato (XX) XXXXX-XXXX');
  });
  it('stores +55 and digits, or null', () => {
    expect(phoneToStorage('(11) 98765-4321')).toBe('+5511987654321');
    expect(phoneToStorage('')).toBeNull();
    expect(phoneToStorage(null)).toBeNull();
  });
  it('reads the stored form back as a mask', () => {
    expect(phoneFromStorage('+5511987654321')).toBe('(11) 98765-4321');
    expect(phoneFromStorage('+551133334444')).toBe('(11) 3333-4444');
    expect(phoneFromStorage('11987654321')).toBe('(11) 98765-4321');
    expect(phoneFromStorage(null)).toBe('');
  });
});
