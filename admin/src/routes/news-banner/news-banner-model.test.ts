// Ticker settings: digits-only inputs, clamping with defaults, and a stored document read defensively.
import { describe, expect, it } from 'vitest';
import { digitsOnly, fieldsToSettings, settingsFromDoc, settingsToFields } from './news-banner-model';

describe('ticker settings', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('1a2-3,5 ')).toBe('1235');
    expect(digitsOnly('abc')).toBe('');
  });

  it('clamps before saving: speed 10–200, count 3–50, empty → defaults', () => {
    expect(fieldsToSettings({ ativo: true, velocidade: '500', limite_noticias: '1' })).toEqual({
      ativo: true,
      velocidade: 200,
      limite_noticias: 3,
    });
    expect(fieldsToSettings({ ativo: false, velocidade: '5', limite_noticias: '99' })).toEqual({
      ativo: false,
      velocidade: 10,
      limite_noticias: 50,
    });
    expect(fieldsToSettings({ ativo: true, velocidade: '', limite_noticias: '' })).toEqual({
      ativo: true,
      velocidade: 50,
      limite_noticias: 10,
    });
  });

  it('reads a stored document defensively', () => {
    expect(settingsFromDoc({ ativo: false, velocidade: 80, limite_noticias: 12 })).toEqual({
      ativo: false,
      velocidade: 80,
      limite_noticias: 12,
    });
    expect(settingsFromDoc({ velocidade: 9999, limite_noticias: 'x' })).toEqual({
      ativo: true,
      velocidade: 200,
      limite_noticias: 10,
    });
    expect(settingsToFields({ ativo: true, velocidade: 50, limite_noticias: 10 })).toEqual({
      ativo: true,
      velocidade: '50',
      limite_noticias: '10',
    });
  });
});
