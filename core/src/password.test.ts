import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password.ts';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Fraca'],
    ['abc', 20, 'Fraca'],
    ['abcdefgh', 45, 'Média'],
    ['Abcdefgh', 65, 'Boa'],
    ['Abcdefgh1!', 85, 'Boa'],
    ['abcdefghijk1', 70, 'Boa'],
    ['Abcdefghijk1', 90, 'Forte'],
    ['Abcdefghijk1!', 100, 'Forte'],
    ['ABC', 20, 'Fraca'],
    ['12345678', 35, 'Média'],
  ])('%j → %i %s', (pw, score, label) => {
    expect(passwordStrength(pw)).toEqual({ score, label });
  });
});
