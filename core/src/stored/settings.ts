// Reading small settings documents: `site_settings/news_banner` (the ticker) and
// `waitlists/{eventId}` (an event's waiting-list settings). Whatever is stored (missing, older,
// hand-edited, out of range) becomes valid settings: each value clamped into its range or its
// default, so the screens and functions never meet an impossible one.
import { z } from '../zod.ts';
import { clampNewsCount, clampSpeed } from '../visibility.ts';
import { DEFAULT_HOLD_MINUTES, MAX_HOLD_MINUTES, MIN_HOLD_MINUTES } from '../waitlist.ts';
import { plainMap } from './fields.ts';

/** A stored number, or '' (which the clamps read as "use the default"). */
const storedNumber = z.number().or(z.literal('')).catch('');

const newsBannerSchema = z.object({
  /** on unless turned off */
  ativo: z.boolean().catch(true),
  velocidade: storedNumber.transform(clampSpeed),
  limite_noticias: storedNumber.transform(clampNewsCount),
});

export function readNewsBannerSettings(data: unknown): NewsBannerSettings {
  return newsBannerSchema.parse(plainMap(data));
}

const waitlistSettingsSchema = z.object({
  pausada: z.boolean().catch(false),
  /** a value out of range is not clamped but ignored: the default hold applies */
  reserva_minutos: z.number().int().min(MIN_HOLD_MINUTES).max(MAX_HOLD_MINUTES).catch(DEFAULT_HOLD_MINUTES),
});
export type StoredWaitlistSettings = z.output<typeof waitlistSettingsSchema>;

/** `waitlists/{eventId}`, or the defaults when the list was never set. */
export function readWaitlistSettings(data: unknown): StoredWaitlistSettings {
  return waitlistSettingsSchema.parse(plainMap(data));
}

// The document as the functions, the admin and the seed write it (the reader above gives it as read).
/** `site_settings/news_banner` */
export interface NewsBannerSettings {
  ativo: boolean;
  /** seconds per cycle, 10–200 */
  velocidade: number;
  /** 3–50 */
  limite_noticias: number;
}
