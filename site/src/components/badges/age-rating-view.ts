// What the site shows of an event's age rating (ECA arts. 74–76): the Ministry's square, its
// words and the rule for minors. Pure, over the snapshot's event (a published event from before
// the field has none: the site then shows no badge).
import { AGE_RATING_STYLES, ageRatingOf, ageRatingText, type AgeRatingStyle } from '@gn/core/age-rating';

export interface AgeRatingView extends AgeRatingStyle {
  rating: string;
  /** 'Classificação indicativa: 16 anos' (the square's accessible name) */
  text: string;
  /** the entry of minors, when the event states one */
  rule: string | null;
}

export function ageRatingView(event: {
  classificacao_indicativa?: string | null;
  regra_menores?: string | null;
}): AgeRatingView | null {
  const rating = ageRatingOf(event.classificacao_indicativa);
  if (!rating) return null;
  return {
    ...AGE_RATING_STYLES[rating],
    rating,
    text: ageRatingText(rating),
    rule: event.regra_menores?.trim() || null,
  };
}
