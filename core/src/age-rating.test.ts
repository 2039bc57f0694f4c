import { describe, expect, it } from 'vitest';
import {
  AGE_RATINGS,
  AGE_RATING_STYLES,
  ageRatingLabel,
  ageRatingOf,
  ageRatingText,
  typicalAgeRange,
} from './age-rating.ts';
import { AA_CONTRAST, contrastRatio } from './theme-color.ts';

describe('age ratings (ECA arts. 74–76)', () => {
  it("are the Ministry of Justice's six, each with its symbol and sentence", () => {
    expect(AGE_RATINGS).toEqual(['livre', '10', '12', '14', '16', '18']);
    expect(AGE_RATINGS.map((r) => AGE_RATING_STYLES[r].symbol)).toEqual(['L', '10', '12', '14', '16', '18']);
    expect(AGE_RATING_STYLES.livre.description).toBe('Livre para todos os públicos');
    expect(AGE_RATING_STYLES['16'].description).toBe('Não recomendado para menores de 16 anos');
  });

  it('keep the colour code (green, blue, yellow, orange, red, black) with AA contrast for the symbol', () => {
    expect(AGE_RATING_STYLES['18'].background).toBe('#000000');
    for (const rating of AGE_RATINGS) {
      const { background, foreground } = AGE_RATING_STYLES[rating];
      expect(contrastRatio(background, foreground), rating).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
    // Yellow and orange carry dark text; the others white.
    expect(AGE_RATING_STYLES['12'].foreground).not.toBe('#ffffff');
    expect(AGE_RATING_STYLES['14'].foreground).not.toBe('#ffffff');
    expect(AGE_RATING_STYLES['16'].foreground).toBe('#ffffff');
  });

  it('read a stored value, or null for an event from before the field', () => {
    expect(ageRatingOf('16')).toBe('16');
    expect(ageRatingOf('livre')).toBe('livre');
    for (const broken of [undefined, null, '', 16, 'Livre', '15', ['16']])
      expect(ageRatingOf(broken)).toBeNull();
  });

  it('say their label and the accessible text', () => {
    expect(ageRatingLabel('16')).toBe('16 anos');
    expect(ageRatingLabel('livre')).toBe('Livre');
    expect(ageRatingLabel(null)).toBe('Não informada');
    expect(ageRatingText('16')).toBe('Classificação indicativa: 16 anos');
    expect(ageRatingText(null)).toBe('Classificação indicativa: Não informada');
  });

  it("give schema.org's typicalAgeRange: '16-', and '0-' for Livre", () => {
    expect(typicalAgeRange('16')).toBe('16-');
    expect(typicalAgeRange('18')).toBe('18-');
    expect(typicalAgeRange('livre')).toBe('0-');
  });
});
