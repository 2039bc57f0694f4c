// The one HTML sanitiser for content written by administrators (news bodies, event descriptions),
// used by the public site at build time and by the admin editor's preview. The spec
// (docs/spec/storefront.md §2, /noticias) rendered that HTML as is; we keep what an article needs
// and drop everything that can run code or escape the article's box. Allowlist, not blocklist: a
// tag or attribute not named here never comes out.
import sanitize from 'sanitize-html';

const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'hr',
  'code',
  'pre',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/**
 * Tags dropped together with everything inside them (the rest of the disallowed tags lose only
 * the tag and keep their text). Raw-text and foreign-content elements are here because the
 * browser and the sanitiser's parser disagree about where they end (mutation XSS).
 */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'svg',
  'math',
  'title',
  'head',
  'plaintext',
  'listing',
];

/** Control characters and spaces browsers ignore inside a URL (used to smuggle schemes). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const URL_JUNK = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;

function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url.replace(URL_JUNK, ''));
}

function dimension(value: string | undefined): string | undefined {
  return value !== undefined && /^\d{1,4}$/.test(value.trim()) ? value.trim() : undefined;
}

function only(attribs: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(attribs)) if (v !== undefined) out[k] = v;
  return out;
}

const rename = (tagName: string) => (_: string, attribs: sanitize.Attributes) => ({ tagName, attribs });

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // No class, id, style or data-* anywhere: classes could borrow the site's own styles to fake its
  // interface, ids could clobber globals (DOM clobbering), styles could cover the page.
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    blockquote: ['cite'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  // '//host' and '\\host' are someone else's site dressed as a relative link.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  nestingLimit: 40,
  parseStyleAttributes: false,
  transformTags: {
    h1: rename('h2'),
    h5: rename('h4'),
    h6: rename('h4'),
    del: rename('s'),
    strike: rename('s'),
    div: rename('p'),
    a: (_, attribs) => {
      const href = attribs.href;
      const external = href !== undefined && isExternal(href);
      return {
        tagName: 'a',
        // target and rel are ours to set, never the author's.
        attribs: only({
          href,
          title: attribs.title,
          target: external ? '_blank' : undefined,
          rel: external ? 'noopener noreferrer nofollow' : undefined,
        }),
      };
    },
    img: (_, attribs) => ({
      tagName: 'img',
      attribs: only({
        src: attribs.src,
        alt: attribs.alt ?? '',
        title: attribs.title,
        width: dimension(attribs.width),
        height: dimension(attribs.height),
        loading: 'lazy',
        decoding: 'async',
      }),
    }),
  },
  // An image whose src was refused (javascript:, data:, ...) is dropped rather than left broken.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Sanitised HTML, safe to insert into a public page (Astro `set:html`, React `dangerouslySetInnerHTML`). */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  // NUL is never meaningful in content and has been used to split tag names past filters.
  // eslint-disable-next-line no-control-regex -- NUL is what is removed
  return sanitize(html.replace(/\u0000/g, ''), OPTIONS).trim();
}

const BLOCK_TAG =
  /<(\/?)(p|div|br|hr|li|ul|ol|h[1-6]|tr|td|th|table|thead|tbody|blockquote|figure|figcaption|pre|section|article|header|footer|img)\b/gi;

const TEXT_ONLY: sanitize.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
};

/**
 * Plain text of an HTML fragment (meta descriptions, JSON-LD, excerpts): tags removed, scripts
 * and styles dropped with their content, entities decoded, blocks separated by a space,
 * whitespace collapsed. With maxLength the text is cut at a word boundary and ends with '…'.
 * The result is text, not HTML: escape it where it is inserted (Astro does).
 */
export function htmlToText(html: string | null | undefined, maxLength?: number): string {
  if (!html) return '';
  // eslint-disable-next-line no-control-regex -- NUL is what is removed
  const spaced = html.replace(/\u0000/g, '').replace(BLOCK_TAG, ' <$1$2');
  const text = sanitize(spaced, TEXT_ONLY)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return maxLength === undefined ? text : truncate(text, maxLength);
}

function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  if (maxLength <= 1) return '…'.slice(0, maxLength);
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  // Cut at the last word boundary unless that throws away more than a third of the text.
  const base = space > maxLength * 0.66 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s.,;:!?–—-]+$/u, '')}…`;
}
