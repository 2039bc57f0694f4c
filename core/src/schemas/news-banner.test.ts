import { describe, expect, it } from 'vitest';
import { clampNewsCount, clampSpeed } from '../visibility.ts';
import { newsBannerSettingsSchema } from './news-banner.ts';

describe('news banner settings', () => {
  it('clamps speed to 10–200, default 50, digits only', () => {
    expect(clampSpeed('')).toBe(50);
    expect(clampSpeed('abc')).toBe(50);
    expect(clampSpeed('5')).toBe(10);
    expect(clampSpeed('999')).toBe(200);
    expect(clampSpeed('7a5')).toBe(75);
    expect(clampSpeed(120)).toBe(120);
    expect(clampSpeed(Number.NaN)).toBe(50);
  });
  it('clamps the news count to 3–50, default 10', () => {
    expect(clampNewsCount('')).toBe(10);
    expect(clampNewsCount('1')).toBe(3);
    expect(clampNewsCount('80')).toBe(50);
    expect(clampNewsCount('-20')).toBe(20);
  });
  it('validates the stored row', () => {
    expect(newsBannerSettingsSchema.parse({})).toEqual({ ativo: true, velocidade: 50, limite_noticias: 10 });
    expect(newsBannerSettingsSchema.safeParse({ velocidade: 5 }).error?.issues[0]?.message).toBe(
      'Velocidade deve estar entre 10 e 200 segundos',
    );
    expect(newsBannerSettingsSchema.safeParse({ limite_noticias: 51 }).error?.issues[0]?.message).toBe(
      'Quantidade deve estar entre 3 e 50 notícias',
    );
  });
});
