import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from './sanitize.ts';
import { BENIGN_HTML, XSS_CORPUS } from '../../../tests/e2e/xss-corpus.ts';

/** Markup of the output with attribute values blanked, so only tag and attribute names remain. */
function markupOnly(html: string): string {
  return (html.match(/<[^>]*>/g) ?? []).map((tag) => tag.replace(/"[^"]*"/g, '""')).join('\n');
}

/** Every URL-valued attribute of the output. */
function urls(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src|cite|action|formaction|data|srcset)="([^"]*)"/gi)].map(
    (m) => m[1]!,
  );
}

describe('sanitizeHtml: the XSS corpus', () => {
  it('holds at least 50 vectors, numbered 1..n, each calling __xss(n)', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(50);
    XSS_CORPUS.forEach((v, i) => {
      expect(v.n).toBe(i + 1);
      // The call is there in clear, base64 or entity-encoded form.
      const base64 = /base64,([A-Za-z0-9+/=]+)/.exec(v.html)?.[1];
      const clear = v.html + (base64 ? atob(base64) : '');
      expect(clear.includes(`__xss(${v.n})`) || v.html.includes('&#')).toBe(true);
    });
  });

  it.each(XSS_CORPUS)('#$n $name: no script, no event handler, no dangerous URL', ({ html }) => {
    const out = sanitizeHtml(html);
    const markup = markupOnly(out);
    expect(out).not.toMatch(/<\s*script/i);
    expect(markup).not.toMatch(/\son\w+\s*=/i);
    expect(markup).not.toMatch(/\s(style|srcset|formaction|action|background|xlink:href|srcdoc|data)\s*=/i);
    expect(markup).not.toMatch(
      /<\s*\/?\s*(iframe|object|embed|svg|math|style|form|input|base|meta|link|template|noscript|body|frameset)\b/i,
    );
    expect(out).not.toMatch(/javascript\s*:/i);
    for (const url of urls(out)) {
      // eslint-disable-next-line no-control-regex -- browsers ignore these characters in URLs
      expect(url.replace(/[\u0000-\u0020]/g, '')).not.toMatch(/^(javascript|data|vbscript):/i);
    }
    // Idempotent: sanitising the output again changes nothing (no mutation on a second pass).
    expect(sanitizeHtml(out)).toBe(out);
  });
});

describe('sanitizeHtml: what an article keeps', () => {
  const out = sanitizeHtml(BENIGN_HTML);

  it('keeps headings (h1 becomes h2, the page owns the h1), emphasis, lists, quotes and tables', () => {
    expect(out).toContain('<h2>Título principal</h2>');
    expect(out).not.toContain('<h1');
    expect(out).toContain('<h3>Sábado</h3>');
    expect(out).toContain('<strong>negrito</strong>');
    expect(out).toContain('<em>itálico</em>');
    expect(out).toContain('<u>sublinhado</u>');
    expect(out).toContain('<s>riscado</s>');
    expect(out).toContain('<ul><li>Item um</li><li>Item dois</li></ul>');
    expect(out).toContain('<ol><li>Primeiro</li>');
    expect(out).toContain('<blockquote>Uma citação.</blockquote>');
    expect(out).toContain('<th>Setor</th>');
    expect(out).toContain('<figcaption>Legenda</figcaption>');
  });

  it('opens external links in a new tab with rel noopener noreferrer nofollow; internal ones stay', () => {
    expect(out).toContain(
      '<a href="https://example.com/ingressos" target="_blank" rel="noopener noreferrer nofollow">link externo</a>',
    );
    expect(out).toContain('<a href="/eventos">link interno</a>');
    expect(out).toContain('<a href="mailto:contato@gn.local">e-mail</a>');
  });

  it("replaces the author's target and rel", () => {
    expect(sanitizeHtml('<a href="/x" target="_top" rel="opener">x</a>')).toBe('<a href="/x">x</a>');
    expect(sanitizeHtml('<a href="HTTPS://example.com" target="_self">x</a>')).toBe(
      '<a href="HTTPS://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('keeps tel: links and refuses protocol-relative ones', () => {
    expect(sanitizeHtml('<a href="tel:+5511999999999">ligar</a>')).toBe(
      '<a href="tel:+5511999999999">ligar</a>',
    );
    expect(sanitizeHtml('<a href="//evil.test/x">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="\\\\evil.test/x">x</a>')).toBe('<a>x</a>');
  });

  it('keeps images with alt and numeric width/height, lazy-loaded; drops srcset and odd sizes', () => {
    expect(out).toContain(
      '<img src="https://example.com/foto.jpg" alt="Palco principal" width="640" height="360" loading="lazy" decoding="async" />',
    );
    expect(sanitizeHtml('<img src="/api/files/a.jpg" srcset="/b.jpg 2x" width="100%" height="20">')).toBe(
      '<img src="/api/files/a.jpg" alt="" height="20" loading="lazy" decoding="async" />',
    );
  });

  it('drops an image whose src is refused instead of leaving it broken', () => {
    expect(sanitizeHtml('<p>a<img src="data:image/png;base64,AAAA">b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<p>a<img src="javascript:x">b</p>')).toBe('<p>ab</p>');
  });

  it('drops classes, ids and styles so content cannot dress up as the site', () => {
    expect(sanitizeHtml('<p class="fixed inset-0" id="header" style="position:fixed">x</p>')).toBe(
      '<p>x</p>',
    );
  });

  it('maps legacy tags: h5/h6 → h4, del/strike → s, div → p; keeps the text of unknown tags', () => {
    expect(sanitizeHtml('<h5>a</h5><h6>b</h6>')).toBe('<h4>a</h4><h4>b</h4>');
    expect(sanitizeHtml('<del>a</del><strike>b</strike>')).toBe('<s>a</s><s>b</s>');
    expect(sanitizeHtml('<div>a</div>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<p><span>texto</span> <font color=red>cor</font></p>')).toBe('<p>texto cor</p>');
  });

  it('drops scripts, styles, iframes and forms together with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe>x</iframe>')).toBe(
      '<p>a</p>',
    );
    expect(sanitizeHtml('<form><input value="x"><button>b</button></form>')).toBe('b');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeHtml('<p>1 &lt; 2 &amp; 3 &gt; 2</p>')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
  });
});

describe('htmlToText', () => {
  it('removes tags, separates blocks, decodes entities and collapses whitespace', () => {
    expect(
      htmlToText('<h3>Título</h3><p>Olá &amp; <b>bem-vindo</b>!</p>\n<ul><li>um</li><li>dois</li></ul>'),
    ).toBe('Título Olá & bem-vindo! um dois');
    expect(htmlToText('<p>1 &lt; 2&nbsp;e&nbsp;3 &gt; 2 "aspas" &#39;simples&#39;</p>')).toBe(
      `1 < 2 e 3 > 2 "aspas" 'simples'`,
    );
    expect(htmlToText('a<br>b')).toBe('a b');
  });

  it('drops script and style content', () => {
    expect(htmlToText('<p>texto</p><script>alert(1)</script><style>p{color:red}</style>')).toBe('texto');
  });

  it('cuts at a word boundary and ends with an ellipsis', () => {
    const text = htmlToText(
      '<p>Dois dias de música brasileira à beira do Paranoá: três palcos, 18 atrações, food park e área kids.</p>',
      60,
    );
    expect(text.length).toBeLessThanOrEqual(60);
    expect(text.endsWith('…')).toBe(true);
    expect(text).toBe('Dois dias de música brasileira à beira do Paranoá: três…');
    expect(htmlToText('<p>curto</p>', 60)).toBe('curto');
  });

  it('gives an empty string for empty or tag-only input', () => {
    expect(htmlToText('')).toBe('');
    expect(htmlToText(null)).toBe('');
    expect(htmlToText('<p><img src="x"></p>')).toBe('');
  });
});
