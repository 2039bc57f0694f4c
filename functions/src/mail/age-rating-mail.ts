// The age rating of an event in an e-mail (ECA art. 74): 'Classificação indicativa: 16 anos' and
// the rule for minors, as text lines and as HTML (the Ministry's coloured square beside the words).
// Nothing when the ticket has no rating (its event had none, or it was issued before the field).
import { AGE_RATING_STYLES, ageRatingText, type AgeRating } from '@gn/core/age-rating';
import { h } from './mail-layout.ts';

export interface MailAgeRating {
  rating: AgeRating | null;
  rule: string | null;
}

export function ageRatingMailText({ rating, rule }: MailAgeRating): string[] {
  if (!rating) return [];
  return [ageRatingText(rating), ...(rule ? [rule] : [])];
}

export function ageRatingMailHtml({ rating, rule }: MailAgeRating): string {
  if (!rating) return '';
  const { symbol, background, foreground } = AGE_RATING_STYLES[rating];
  const square = `<span aria-hidden="true" style="display:inline-block;min-width:20px;padding:2px 3px;margin-right:6px;background:${background};color:${foreground};font-weight:bold;text-align:center;border-radius:3px">${h(symbol)}</span>`;
  const ruleHtml = rule ? `<br><span style="color:#57536a">${h(rule)}</span>` : '';
  return `<p style="margin:0 0 8px;font-size:14px">${square}<strong>${h(ageRatingText(rating))}</strong>${ruleHtml}</p>`;
}
