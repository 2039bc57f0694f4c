// The age rating (classificação indicativa) of an event. ECA (Lei 8.069/1990) arts. 74–76: a show
// states its recommended age wherever it is advertised (art. 252 fines whoever fails to). The
// ratings and colours are the Ministry of Justice's (Guia Prático da Classificação Indicativa);
// the shades are deepened where needed so the symbol's text keeps WCAG AA contrast (4.5:1).

export const AGE_RATINGS = ['livre', '10', '12', '14', '16', '18'] as const;
export type AgeRating = (typeof AGE_RATINGS)[number];

export interface AgeRatingStyle {
  /** what the coloured square shows: 'L' or the age */
  symbol: string;
  /** 'Livre', '16 anos' */
  label: string;
  /** the Ministry's sentence: 'Não recomendado para menores de 16 anos' */
  description: string;
  /** the square's colour */
  background: string;
  /** the symbol's colour on it (AA contrast) */
  foreground: string;
}

const WHITE = '#ffffff';
const DARK = '#16131f';

export const AGE_RATING_STYLES: Record<AgeRating, AgeRatingStyle> = {
  livre: {
    symbol: 'L',
    label: 'Livre',
    description: 'Livre para todos os públicos',
    background: '#00853f',
    foreground: WHITE,
  },
  '10': rated('10', '#0a6ebd', WHITE),
  '12': rated('12', '#ffcc00', DARK),
  '14': rated('14', '#f7941d', DARK),
  '16': rated('16', '#d7191f', WHITE),
  '18': rated('18', '#000000', WHITE),
};

function rated(age: string, background: string, foreground: string): AgeRatingStyle {
  return {
    symbol: age,
    label: `${age} anos`,
    description: `Não recomendado para menores de ${age} anos`,
    background,
    foreground,
  };
}

/** What the admin and old events show when no rating was given. */
export const AGE_RATING_NOT_INFORMED = 'Não informada';
export const AGE_RATING_REQUIRED_MESSAGE = 'Informe a classificação indicativa antes de publicar';
export const AGE_RATING_INVALID_MESSAGE = 'Classificação indicativa inválida';
/** The optional rule for the entry of minors ('Menores de 16 só acompanhados dos pais...'). */
export const MINORS_RULE_MAX = 200;

export function isAgeRating(value: unknown): value is AgeRating {
  return AGE_RATINGS.some((rating) => rating === value);
}

/** A stored value → its rating, or null (absent on events from before the field, or broken). */
export function ageRatingOf(value: unknown): AgeRating | null {
  return isAgeRating(value) ? value : null;
}

/** 'Livre', '16 anos', or 'Não informada'. */
export function ageRatingLabel(rating: AgeRating | null): string {
  return rating ? AGE_RATING_STYLES[rating].label : AGE_RATING_NOT_INFORMED;
}

/** 'Classificação indicativa: 16 anos': the badge's accessible name and the PDF/e-mail line. */
export function ageRatingText(rating: AgeRating | null): string {
  return `Classificação indicativa: ${ageRatingLabel(rating)}`;
}

/**
 * schema.org `typicalAgeRange` ('7-9', '18-'): '16-' for 16 anos, and '0-' for Livre (all ages:
 * the open range from 0, which says "everyone" where leaving it out would say "not informed").
 */
export function typicalAgeRange(rating: AgeRating): string {
  return rating === 'livre' ? '0-' : `${rating}-`;
}
