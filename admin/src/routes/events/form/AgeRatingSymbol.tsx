// The Ministry of Justice's age-rating square ('L' or the age, in its colour): beside the form's
// select, which says the rating in words (so the square itself is hidden from screen readers).
import { AGE_RATING_STYLES, type AgeRating } from '@gn/core/age-rating';

export function AgeRatingSymbol({ rating }: { rating: AgeRating | null }) {
  if (!rating) {
    return (
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-lg border border-dashed border-line-strong text-sm font-semibold text-ink-muted"
        data-testid="age-rating-symbol"
      >
        ?
      </span>
    );
  }
  const style = AGE_RATING_STYLES[rating];
  return (
    <span
      aria-hidden="true"
      // The border keeps the black 18 apart from the dark theme's surface.
      className="grid size-11 shrink-0 place-items-center rounded-lg border border-line-strong text-lg font-extrabold"
      style={{ background: style.background, color: style.foreground }}
      data-testid="age-rating-symbol"
    >
      {style.symbol}
    </span>
  );
}
