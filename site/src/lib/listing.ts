// Build-time helpers for the home and the list pages (cards, search text, excerpts, SEO).
import type { SnapshotEvent, SnapshotNews } from './snapshot';
import { foldSearch } from './normalize';

export { foldSearch };

/** What the /eventos search matches: title or place, folded. */
export function eventSearchText(e: Pick<SnapshotEvent, 'titulo' | 'local'>): string {
  return foldSearch(`${e.titulo} ${e.local}`);
}

/** What the /noticias search matches: the title, folded. */
export function newsSearchText(n: Pick<SnapshotNews, 'titulo'>): string {
  return foldSearch(n.titulo);
}

/** True when the event has started at `now` (the build time, or a browser's clock). */
export function hasStarted(e: Pick<SnapshotEvent, 'data_inicio'>, now: Date = new Date()): boolean {
  return new Date(e.data_inicio).getTime() <= now.getTime();
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  ordm: 'º',
  ordf: 'ª',
  deg: '°',
  euro: '€',
  aacute: 'á',
  Aacute: 'Á',
  agrave: 'à',
  Agrave: 'À',
  acirc: 'â',
  Acirc: 'Â',
  atilde: 'ã',
  Atilde: 'Ã',
  eacute: 'é',
  Eacute: 'É',
  ecirc: 'ê',
  Ecirc: 'Ê',
  iacute: 'í',
  Iacute: 'Í',
  oacute: 'ó',
  Oacute: 'Ó',
  ocirc: 'ô',
  Ocirc: 'Ô',
  otilde: 'õ',
  Otilde: 'Õ',
  uacute: 'ú',
  Uacute: 'Ú',
  uuml: 'ü',
  Uuml: 'Ü',
  ccedil: 'ç',
  Ccedil: 'Ç',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body] ?? whole;
  });
}

/**
 * Plain text of an HTML body (news cards, meta descriptions): script/style contents dropped,
 * block ends become spaces, tags stripped, entities decoded, whitespace collapsed. The result is
 * text; Astro escapes it on output, so nothing of the markup can run.
 */
export function htmlToText(html: string): string {
  const withoutCode = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template|noscript|iframe|object)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  const stripped = withoutCode
    .replace(/<\/?(p|div|br|li|h[1-6]|tr|td|th|blockquote|section|article)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/<[^>]*$/, '');
  return decodeEntities(stripped).replace(/\s+/g, ' ').trim();
}

/** Up to `max` characters of the body's text, cut at a word with an ellipsis. */
export function excerpt(html: string, max = 180): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?–—-]+$/, '')}…`;
}

/** Absolute URL of a root-relative path or an already absolute URL, against the site's origin. */
export function absoluteUrl(pathOrUrl: string, site: URL | string | undefined): string {
  const base = site ?? 'https://gningressos.com.br';
  return new URL(pathOrUrl, base).href;
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no '</script>' can close it. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
