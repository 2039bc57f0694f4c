// Ticker settings: digits-only inputs, clamped on blur and before saving. Pure (unit-tested).
import { newsBannerSettingsSchema } from '@gn/core/schemas/news-banner';
import { clampNewsCount, clampSpeed } from '@gn/core/visibility';
import type { NewsBannerSettings } from '@gn/core/stored/settings';
import { readNewsBannerSettings } from '@gn/core/stored/settings';

export type TickerFields = { ativo: boolean; velocidade: string; limite_noticias: string };

/** What the input keeps of what was typed or pasted: digits only. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** A stored document (possibly incomplete or out of range) → valid settings (core's reader). */
export function settingsFromDoc(data: Record<string, unknown>): NewsBannerSettings {
  return readNewsBannerSettings(data);
}

export function settingsToFields(s: NewsBannerSettings): TickerFields {
  return { ativo: s.ativo, velocidade: String(s.velocidade), limite_noticias: String(s.limite_noticias) };
}

/** The typed fields → the settings to save: each number clamped (500 → 200, '' → default). */
export function fieldsToSettings(f: TickerFields): NewsBannerSettings {
  return newsBannerSettingsSchema.parse({
    ativo: f.ativo,
    velocidade: clampSpeed(f.velocidade),
    limite_noticias: clampNewsCount(f.limite_noticias),
  });
}
