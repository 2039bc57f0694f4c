import { describe, expect, it } from 'vitest';
import { accessibilityView } from './accessibility-view';
import { ageRatingView } from '../../components/badges/age-rating-view';

describe('accessibilityView', () => {
  it("lists the stated resources in the list's order and words, with the notes", () => {
    expect(
      accessibilityView({
        acessibilidade: ['cao_guia', 'libras', 'rampa'],
        acessibilidade_info: ' Rampa na B ',
      }),
    ).toEqual({
      resources: ['Intérprete de Libras', 'Cão-guia permitido'],
      info: 'Rampa na B',
      notInformed: null,
    });
  });

  it('says the organisation stated none, for an event without resources or notes', () => {
    const none = 'A organização não informou recursos de acessibilidade para este evento.';
    expect(accessibilityView({})).toEqual({ resources: [], info: null, notInformed: none });
    expect(accessibilityView({ acessibilidade: [], acessibilidade_info: '  ' }).notInformed).toBe(none);
    expect(accessibilityView({ acessibilidade_info: 'Elevador no saguão' }).notInformed).toBeNull();
  });
});

describe('ageRatingView', () => {
  it('gives the square, the words and the rule for minors', () => {
    expect(
      ageRatingView({ classificacao_indicativa: '16', regra_menores: 'Menores de 16 com os pais' }),
    ).toMatchObject({
      symbol: '16',
      text: 'Classificação indicativa: 16 anos',
      description: 'Não recomendado para menores de 16 anos',
      rule: 'Menores de 16 com os pais',
    });
    expect(ageRatingView({ classificacao_indicativa: 'livre' })).toMatchObject({ symbol: 'L', rule: null });
  });

  it('is null for an event published before the field (no badge)', () => {
    expect(ageRatingView({})).toBeNull();
    expect(ageRatingView({ classificacao_indicativa: 'x' })).toBeNull();
  });
});
