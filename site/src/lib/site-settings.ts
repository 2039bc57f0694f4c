// The admin's Marca & Tema and SEO settings as the static pages apply them: validated (a bad or
// missing document means the defaults, never a failed build) and turned into CSS; and the
// Pagamentos settings the event page previews (the fee, the card installments); and the company
// that sells (Empresa: the footer, the help page, the checkout's contract summary).
import {
  BRAND_DEFAULTS,
  PAYMENT_DEFAULTS,
  SEO_DEFAULTS,
  brandSettingsSchema,
  parseStoredSettings,
  paymentSettingsSchema,
  seoSettingsSchema,
  type BrandSettings,
  type PaymentSettings,
  type SeoSettings,
} from '@gn/core/schemas/settings';
import { companySettingsSchema, type CompanySettings } from '@gn/core/schemas/company-settings';
import { accentPalette, type AccentTokens } from '@gn/core/theme-color';
import { snapshot, type Snapshot } from './snapshot';

export function brandFrom(data: Snapshot['siteSettings']): BrandSettings {
  return parseStoredSettings(brandSettingsSchema, data?.brand, BRAND_DEFAULTS);
}

export function seoFrom(data: Snapshot['siteSettings']): SeoSettings {
  return parseStoredSettings(seoSettingsSchema, data?.seo, SEO_DEFAULTS);
}

export function paymentsFrom(data: Snapshot['siteSettings']): PaymentSettings {
  return parseStoredSettings(paymentSettingsSchema, data?.payments, PAYMENT_DEFAULTS);
}

/** The company of this build, or null while the admin has not filled the Empresa tab. */
export function siteCompany(): CompanySettings | null {
  return parseStoredSettings(companySettingsSchema, snapshot().siteSettings?.company, null);
}

/** The Pagamentos settings of this build (methods, default fee, card installments). */
export function sitePayments(): PaymentSettings {
  return paymentsFrom(snapshot().siteSettings);
}

/** The brand of this build (name, logos, favicon, colour). */
export function siteBrand(): BrandSettings {
  return brandFrom(snapshot().siteSettings);
}

/** The default SEO texts and image of this build ('' / null: the pages' own defaults). */
export function siteSeo(): SeoSettings {
  return seoFrom(snapshot().siteSettings);
}

function declarations(t: AccentTokens): string {
  return (
    `--color-accent:${t.accent};--color-accent-hover:${t.accentHover};--color-on-accent:${t.onAccent};` +
    `--color-accent-ink:${t.accentInk};--color-accent-soft:${t.accentSoft};`
  );
}

/**
 * CSS that overrides the accent tokens of global.css with the brand's colour, for both themes
 * (the selectors outrank global.css's [data-theme] rules whatever the stylesheet order). Empty for
 * the default colour, whose hand-tuned palette stays. The colour passed the #RRGGBB check, so it
 * cannot inject CSS.
 */
export function accentCss(color: string): string {
  if (color.toUpperCase() === BRAND_DEFAULTS.cor_primaria) return '';
  const { light, dark } = accentPalette(color);
  return (
    `html[data-theme='gn-light'],html:not([data-theme]){${declarations(light)}}` +
    `html[data-theme='gn-dark']{${declarations(dark)}}`
  );
}

/** The logo of each theme: the uploaded one, else the bundled SVG. */
export function logoUrls(brand: BrandSettings): { light: string; dark: string } {
  return {
    light: brand.logo_claro_url ?? '/logo-light.svg',
    dark: brand.logo_escuro_url ?? '/logo-dark.svg',
  };
}
