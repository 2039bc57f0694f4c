// The brand's primary colour turned into the site's accent tokens, keeping WCAG AA contrast
// (4.5:1 for text) whatever colour the admin picks. Pure: used by the site build and the admin
// preview.

export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR_PATTERN.test(value);
}

function parseHex(hex: string): Rgb {
  if (!isHexColor(hex)) throw new RangeError(`not a #RRGGBB colour: ${hex}`);
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `weight` of `b` mixed into `a` (0 → a, 1 → b), in sRGB. */
export function mixColors(a: string, b: string, weight: number): string {
  const [ca, cb] = [parseHex(a), parseHex(b)];
  return toHex(ca.map((c, i) => c + (cb[i]! - c) * weight) as unknown as Rgb);
}

const WHITE = '#ffffff';
const BLACK = '#000000';

/** White or black text, whichever reads better on `background` (always at least 4.58:1). */
export function readableForeground(background: string): '#ffffff' | '#000000' {
  return contrastRatio(background, WHITE) >= contrastRatio(background, BLACK) ? WHITE : BLACK;
}

/**
 * `color` moved towards black or white in small steps until it reaches `target` contrast with
 * every colour of `against` (the backgrounds it is written on). Returns `color` itself when it
 * already does.
 */
export function shadeForContrast(
  color: string,
  against: readonly string[],
  towards: 'black' | 'white',
  target = AA_CONTRAST,
): string {
  const end = towards === 'black' ? BLACK : WHITE;
  for (let step = 0; step <= 20; step++) {
    const candidate = mixColors(color, end, step / 20);
    if (against.every((bg) => contrastRatio(candidate, bg) >= target)) return candidate;
  }
  return end;
}

export interface AccentTokens {
  /** Button backgrounds. */
  accent: string;
  accentHover: string;
  /** Text on the accent (button labels). */
  onAccent: string;
  /** Links, current navigation item, focus ring: text on the page's surfaces. */
  accentInk: string;
  /** Tinted backgrounds (current navigation item, badges). */
  accentSoft: string;
}

/** Page surfaces of each theme of the public site (site/src/styles/global.css). */
export const THEME_SURFACES = {
  light: { canvas: '#f7f6fb', surface: '#ffffff', surfaceMuted: '#f0eef8' },
  dark: { canvas: '#0b0a12', surface: '#15131f', surfaceMuted: '#1e1b2c' },
} as const;

function tokensFor(primary: string, theme: 'light' | 'dark'): AccentTokens {
  const surfaces = THEME_SURFACES[theme];
  const onAccent = readableForeground(primary);
  // Hover moves away from the label colour, so the label's contrast only grows.
  const accentHover = mixColors(primary, onAccent === WHITE ? BLACK : WHITE, 0.15);
  const accentSoft =
    theme === 'light' ? mixColors(primary, WHITE, 0.9) : mixColors(primary, surfaces.surface, 0.78);
  const accentInk = shadeForContrast(
    primary,
    [surfaces.canvas, surfaces.surface, surfaces.surfaceMuted, accentSoft],
    theme === 'light' ? 'black' : 'white',
  );
  return { accent: primary.toLowerCase(), accentHover, onAccent, accentInk, accentSoft };
}

/** The accent tokens of both themes for a primary colour (#RRGGBB). */
export function accentPalette(primary: string): { light: AccentTokens; dark: AccentTokens } {
  return { light: tokensFor(primary, 'light'), dark: tokensFor(primary, 'dark') };
}
