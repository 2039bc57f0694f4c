// The news ticker's settings (site_settings/news_banner): on/off, speed and how many news items,
// clamped to the ranges docs/spec/backoffice.md §5 allows.
import { z } from '../zod.ts';
import {
  TICKER_DEFAULT_LIMIT,
  TICKER_DEFAULT_SPEED,
  TICKER_LIMIT_MAX,
  TICKER_LIMIT_MIN,
  TICKER_SPEED_MAX,
  TICKER_SPEED_MIN,
} from '../visibility.ts';

const SPEED_MESSAGE = `Velocidade deve estar entre ${TICKER_SPEED_MIN} e ${TICKER_SPEED_MAX} segundos`;
const COUNT_MESSAGE = `Quantidade deve estar entre ${TICKER_LIMIT_MIN} e ${TICKER_LIMIT_MAX} notícias`;

export const newsBannerSettingsSchema = z.object({
  ativo: z.boolean().default(true),
  velocidade: z
    .number({ error: SPEED_MESSAGE })
    .int(SPEED_MESSAGE)
    .min(TICKER_SPEED_MIN, SPEED_MESSAGE)
    .max(TICKER_SPEED_MAX, SPEED_MESSAGE)
    .default(TICKER_DEFAULT_SPEED),
  limite_noticias: z
    .number({ error: COUNT_MESSAGE })
    .int(COUNT_MESSAGE)
    .min(TICKER_LIMIT_MIN, COUNT_MESSAGE)
    .max(TICKER_LIMIT_MAX, COUNT_MESSAGE)
    .default(TICKER_DEFAULT_LIMIT),
});
export type NewsBannerSettingsInput = z.input<typeof newsBannerSettingsSchema>;

export const NEWS_BANNER_DEFAULTS = {
  ativo: true,
  velocidade: TICKER_DEFAULT_SPEED,
  limite_noticias: TICKER_DEFAULT_LIMIT,
};
