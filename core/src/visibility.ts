// What the public may see, and the storefront's display constants.

export type PublicationStatus = 'rascunho' | 'publicado';
export type RegistrationStatus = 'abertas' | 'encerradas';
export type BannerLinkType = 'evento' | 'noticia' | 'pagina' | 'url';

export const PUBLICATION_STATUSES = ['rascunho', 'publicado'] as const satisfies readonly PublicationStatus[];
export const REGISTRATION_STATUSES = [
  'abertas',
  'encerradas',
] as const satisfies readonly RegistrationStatus[];
export const BANNER_LINK_TYPES = [
  'evento',
  'noticia',
  'pagina',
  'url',
] as const satisfies readonly BannerLinkType[];

export const PUBLICATION_STATUS_LABELS: Record<PublicationStatus, string> = {
  rascunho: 'Rascunho',
  publicado: 'Publicado',
};

export function isEventPublic(e: { status: string; visivel: boolean }): boolean {
  return e.status === 'publicado' && e.visivel === true;
}

export function isNewsPublic(n: { status: string }): boolean {
  return n.status === 'publicado';
}

export interface RegistrationBadge {
  /** Event page: 'Inscrições Abertas' / 'Inscrições Encerradas'. */
  long: string;
  /** List cards: 'Abertas' / 'Encerradas'. */
  short: string;
  open: boolean;
}

/** 'abertas' is open; any other value (including missing) shows as closed. */
export function registrationBadge(status: string | null | undefined): RegistrationBadge {
  return status === 'abertas'
    ? { long: 'Inscrições Abertas', short: 'Abertas', open: true }
    : { long: 'Inscrições Encerradas', short: 'Encerradas', open: false };
}

/**
 * Target of a home-banner button. evento → /eventos/{ref}; noticia → /noticias/{ref};
 * pagina → the ref as a site path; url → the ref; anything else → '/'.
 * Hardening beyond docs/spec/storefront.md §4 (Public visibility): a missing ref gives '/', a page
 * path gets its leading '/', and a url that is not http(s) gives '/' (no javascript: links from
 * stored data).
 */
export function bannerHref(tipo: string | null | undefined, referencia: string | null | undefined): string {
  const ref = (referencia ?? '').trim();
  if (ref === '') return '/';
  switch (tipo) {
    case 'evento':
      return `/eventos/${encodeURIComponent(ref)}`;
    case 'noticia':
      return `/noticias/${encodeURIComponent(ref)}`;
    case 'pagina':
      return ref.startsWith('/') ? ref : `/${ref}`;
    case 'url':
      return /^https?:\/\//i.test(ref) ? ref : '/';
    default:
      return '/';
  }
}

// Theme
export const THEME_STORAGE_KEY = 'gn-theme';
export const THEMES = ['gn-dark', 'gn-light'] as const;
export type Theme = (typeof THEMES)[number];

export function isTheme(value: unknown): value is Theme {
  return value === 'gn-dark' || value === 'gn-light';
}

/** First-load theme: the stored choice, else the system preference (dark → gn-dark). */
export function initialTheme(stored: string | null | undefined, prefersDark: boolean): Theme {
  if (isTheme(stored)) return stored;
  return prefersDark ? 'gn-dark' : 'gn-light';
}

export function toggleTheme(theme: Theme): Theme {
  return theme === 'gn-dark' ? 'gn-light' : 'gn-dark';
}

// Lists and home
export const PAGE_SIZE = 9;
export const HOME_EVENTS = 3;
export const HOME_NEWS = 3;
export const ACCOUNT_RECENT_ORDERS = 3;
export const ACCOUNT_NEXT_EVENTS = 3;
export const DASHBOARD_RECENT_ORDERS = 5;
export const DASHBOARD_NEXT_EVENTS = 5;
export const BANNER_AUTOPLAY_MS = 5000;

// News ticker (site_settings/news_banner)
export const TICKER_DEFAULT_LIMIT = 10;
/** Seconds per animation cycle. */
export const TICKER_DEFAULT_SPEED = 50;
export const TICKER_SPEED_MIN = 10;
export const TICKER_SPEED_MAX = 200;
export const TICKER_LIMIT_MIN = 3;
export const TICKER_LIMIT_MAX = 50;

/** The ticker runs unless the settings say ativo: false explicitly (no settings → runs). */
export function isTickerActive(settings: { ativo?: boolean | null } | null | undefined): boolean {
  return settings?.ativo !== false;
}

// The admin inputs keep digits only and clamp on change, so a saved value is always in range.
function clampDigits(input: string | number, min: number, max: number, fallback: number): number {
  const n = typeof input === 'number' ? Math.trunc(input) : Number.parseInt(input.replace(/\D/g, ''), 10);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}

/** Ticker speed in seconds: digits only, clamped to 10–200; empty or unreadable → 50. */
export function clampSpeed(input: string | number): number {
  return clampDigits(input, TICKER_SPEED_MIN, TICKER_SPEED_MAX, TICKER_DEFAULT_SPEED);
}

/** Ticker news count: digits only, clamped to 3–50; empty or unreadable → 10. */
export function clampNewsCount(input: string | number): number {
  return clampDigits(input, TICKER_LIMIT_MIN, TICKER_LIMIT_MAX, TICKER_DEFAULT_LIMIT);
}
