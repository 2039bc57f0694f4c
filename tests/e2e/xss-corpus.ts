// Known XSS vectors (OWASP XSS filter-evasion cheat sheet, PortSwigger's cheat sheet, published
// mutation-XSS bypasses of HTML sanitisers). Every payload calls `window.__xss(n)` with its own
// number, so a test page that defines `__xss` learns exactly which vector ran.
// Used by core/src/html/sanitize.test.ts (string checks) and tests/e2e/news-page.spec.ts (Chromium).

export interface XssVector {
  n: number;
  name: string;
  html: string;
}

/** '&#106;&#97;…' : every character as a decimal entity (padded: OWASP's long form without ';'). */
function decimalEntities(text: string, pad = 0, semicolon = true): string {
  return [...text]
    .map((c) => `&#${String(c.codePointAt(0)).padStart(pad, '0')}${semicolon ? ';' : ''}`)
    .join('');
}

function hexEntities(text: string): string {
  return [...text].map((c) => `&#x${c.codePointAt(0)!.toString(16)};`).join('');
}

const call = (n: number) => `__xss(${n})`;

const VECTORS: [string, (n: number) => string][] = [
  ['script tag', (n) => `<script>${call(n)}</script>`],
  ['script src data: (upper case)', (n) => `<SCRIPT SRC=data:text/javascript,${call(n)}></SCRIPT>`],
  ['img onerror', (n) => `<img src=x onerror=${call(n)}>`],
  ['IMG onerror upper case, closing tag', (n) => `<IMG SRC=/ onerror="${call(n)}"></img>`],
  ['img OnErRoR mixed case', (n) => `<img src="x" OnErRoR="${call(n)}">`],
  ['svg onload', (n) => `<svg onload=${call(n)}>`],
  ['script inside svg', (n) => `<svg><script>${call(n)}</script></svg>`],
  ['svg animate onbegin', (n) => `<svg><animate onbegin=${call(n)} attributeName=x dur=1s>`],
  ['href javascript:', (n) => `<a href="javascript:${call(n)}">link</a>`],
  ['href JaVaScRiPt: mixed case', (n) => `<a href="JaVaScRiPt:${call(n)}">link</a>`],
  ['href jav&#x09;ascript: (tab entity)', (n) => `<a href="jav&#x09;ascript:${call(n)}">link</a>`],
  ['href jav&#x0A;ascript: (newline entity)', (n) => `<a href="jav&#x0A;ascript:${call(n)}">link</a>`],
  [
    'href jav&#x0D;ascript: (carriage return entity)',
    (n) => `<a href="jav&#x0D;ascript:${call(n)}">link</a>`,
  ],
  ['href with leading control character', (n) => `<a href=" &#14;  javascript:${call(n)}">link</a>`],
  ['href as decimal entities', (n) => `<a href="${decimalEntities(`javascript:${call(n)}`)}">link</a>`],
  ['href as hex entities', (n) => `<a href="${hexEntities(`javascript:${call(n)}`)}">link</a>`],
  [
    'href as long decimal entities without semicolons',
    (n) => `<a href="${decimalEntities(`javascript:${call(n)}`, 7, false)}">link</a>`,
  ],
  ['href javascript&colon; (named entity)', (n) => `<a href="javascript&colon;${call(n)}">link</a>`],
  ['href with a null byte inside the scheme', (n) => `<a href="java\u0000script:${call(n)}">link</a>`],
  ['iframe src javascript:', (n) => `<iframe src="javascript:parent.${call(n)}"></iframe>`],
  ['iframe srcdoc', (n) => `<iframe srcdoc="<script>parent.${call(n)}</script>"></iframe>`],
  [
    'mXSS: math mtext table mglyph style',
    (n) => `<math><mtext><table><mglyph><style><img src=x onerror=${call(n)}>`,
  ],
  [
    'mXSS: math mglyph style comment (DOMPurify 2.0.0 bypass)',
    (n) =>
      `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=${call(n)}&gt;">`,
  ],
  [
    'noscript title breakout',
    (n) => `<noscript><p title="</noscript><img src=x onerror=${call(n)}>"></noscript>`,
  ],
  ['object data javascript:', (n) => `<object data="javascript:parent.${call(n)}"></object>`],
  [
    'object data data:text/html',
    (n) => `<object data="data:text/html,<script>parent.${call(n)}</script>"></object>`,
  ],
  ['embed src data:text/html', (n) => `<embed src="data:text/html,<script>parent.${call(n)}</script>">`],
  ['body onload', (n) => `<body onload=${call(n)}>`],
  ['details open ontoggle', (n) => `<details open ontoggle=${call(n)}><summary>s</summary>d</details>`],
  ['input autofocus onfocus', (n) => `<input autofocus onfocus=${call(n)}>`],
  ['meta refresh to javascript:', (n) => `<meta http-equiv="refresh" content="0;url=javascript:${call(n)}">`],
  ['base href javascript:', (n) => `<base href="javascript:${call(n)}//"><a href="/relativo">relativo</a>`],
  ['form action javascript:', (n) => `<form action="javascript:${call(n)}"><button>enviar</button></form>`],
  ['style @import javascript:', (n) => `<style>@import "javascript:${call(n)}";</style>`],
  ['CSS expression() in a style attribute', (n) => `<div style="width: expression(${call(n)});">css</div>`],
  [
    'href data:text/html base64',
    (n) => `<a href="data:text/html;base64,${btoa(`<script>opener.${call(n)}</script>`)}">data</a>`,
  ],
  ['style url(javascript:)', (n) => `<p style="background:url('javascript:${call(n)}')">bg</p>`],
  ['malformed IMG with quotes then SCRIPT', (n) => `<IMG """><SCRIPT>${call(n)}</SCRIPT>">`],
  ['extraneous open brackets', (n) => `<<SCRIPT>${call(n)};//<</SCRIPT>`],
  ['SCRIPT/XSS SRC (non-alpha separator)', (n) => `<SCRIPT/XSS SRC="data:,${call(n)}"></SCRIPT>`],
  ['BODY onload with junk before =', (n) => `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=${call(n)}>`],
  ['img onerror with entity-encoded name', (n) => `<img src=x onerror="&#0000095;&#0000095;xss(${n})">`],
  ['IMG onmouseover', (n) => `<IMG SRC=# onmouseover="${call(n)}">`],
  ['a onmouseover', (n) => `<a onmouseover="${call(n)}">passe o mouse</a>`],
  ['frameset onload', (n) => `<frameset onload=${call(n)}>`],
  [
    'table background javascript:',
    (n) => `<table background="javascript:${call(n)}"><tr><td>t</td></tr></table>`,
  ],
  ['div onclick', (n) => `<div onclick="${call(n)}">clique</div>`],
  ['video source onerror', (n) => `<video><source onerror="${call(n)}"></video>`],
  ['audio onerror', (n) => `<audio src=x onerror=${call(n)}>`],
  ['marquee onstart', (n) => `<marquee onstart=${call(n)}>m</marquee>`],
  ['select autofocus onfocus', (n) => `<select autofocus onfocus=${call(n)}><option>o</option></select>`],
  ['textarea autofocus onfocus', (n) => `<textarea autofocus onfocus=${call(n)}>t</textarea>`],
  ['keygen autofocus onfocus', (n) => `<keygen autofocus onfocus=${call(n)}>`],
  ['isindex image onerror', (n) => `<isindex type=image src=1 onerror=${call(n)}>`],
  ['img onerror=eval(alt)', (n) => `<img src=x onerror=eval(alt) alt="${call(n)}">`],
  ['nested script tags', (n) => `<scr<script>ipt>${call(n)}</scr</script>ipt>`],
  ['unterminated img', (n) => `<img src=x onerror=${call(n)}//`],
  ['unterminated svg/onload', (n) => `<svg/onload=${call(n)}`],
  ['href vbscript:', (n) => `<a href="vbscript:${call(n)}">vb</a>`],
  ['href data:text/html', (n) => `<a href="data:text/html,<script>opener.${call(n)}</script>">data</a>`],
  [
    'button formaction javascript:',
    (n) => `<form id=f${n}></form><button form=f${n} formaction="javascript:${call(n)}">b</button>`,
  ],
  ['xmp title breakout', (n) => `<xmp><p title="</xmp><img src=x onerror=${call(n)}>"></xmp>`],
  ['template content', (n) => `<template><img src=x onerror=${call(n)}></template>`],
  ['null byte inside a tag name', (n) => `<scr\u0000ipt>${call(n)}</scr\u0000ipt>`],
  ['href with a leading &#1;', (n) => `<a href="&#1;javascript:${call(n)}">link</a>`],
  ['img onerror with entity-encoded parentheses', (n) => `<img src=x onerror=__xss&#40;${n}&#41;>`],
  [
    'svg a xlink:href',
    (n) => `<svg><a xlink:href="javascript:${call(n)}"><text x=20 y=20>XSS</text></a></svg>`,
  ],
  ['math href', (n) => `<math href="javascript:${call(n)}">CLIQUE</math>`],
  ['img with backtick-quoted src', (n) => `<img src=\`x\`onerror=${call(n)}>`],
  ['href with leading spaces', (n) => `<a href="   javascript:${call(n)}">link</a>`],
  ['href java&NewLine;script:', (n) => `<a href="java&NewLine;script:${call(n)}">link</a>`],
  ['href java&Tab;script:', (n) => `<a href="java&Tab;script:${call(n)}">link</a>`],
  ['img empty src onerror', (n) => `<img src onerror=${call(n)}>`],
  ['comment breakout', (n) => `<!--<img src="--><img src=x onerror=${call(n)}//">`],
  ['CDATA section', (n) => `<![CDATA[<img src=x onerror=${call(n)}>]]>`],
  ['style title breakout', (n) => `<style><img src="</style><img src=x onerror=${call(n)}//">`],
  ['title breakout', (n) => `<title><img src="</title><img src=x onerror=${call(n)}>">`],
  [
    'textarea title breakout',
    (n) => `<textarea><img title="</textarea><img src=x onerror=${call(n)}>"></textarea>`,
  ],
  [
    'svg style img (foreign content)',
    (n) => `<p><svg><style><img src=x onerror=${call(n)}></style></svg></p>`,
  ],
  ['img srcset javascript:', (n) => `<img srcset="javascript:${call(n)} 1x" src=x onerror=${call(n)}>`],
  [
    'a with target and ping',
    (n) => `<a href="javascript:${call(n)}" target=_self ping="https://evil.test">t</a>`,
  ],
  [
    'link rel=stylesheet/import',
    (n) => `<link rel=import href="data:text/html,<script>parent.${call(n)}</script>">`,
  ],
  ['object classid param', (n) => `<object><param name=src value="javascript:${call(n)}"></object>`],
  [
    'svg use href data:',
    (n) =>
      `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='parent.${call(n)}'/></svg>#x"/></svg>`,
  ],
  [
    'img onload (valid image)',
    (n) => `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onload=${call(n)}>`,
  ],
  ['uppercase SCRIPT with attributes', (n) => `<SCRIPT TYPE="text/javascript">${call(n)}</SCRIPT>`],
  [
    'style attribute behaviour/binding',
    (n) => `<p style="-moz-binding:url('javascript:${call(n)}');behavior:url(x.htc)">b</p>`,
  ],
  ['contenteditable onfocus autofocus', (n) => `<p contenteditable autofocus onfocus=${call(n)}>e</p>`],
  ['tab-index onfocus', (n) => `<p tabindex=1 onfocus=${call(n)}>focável</p>`],
  [
    'blockquote cite javascript:',
    (n) => `<blockquote cite="javascript:${call(n)}" onclick=${call(n)}>q</blockquote>`,
  ],
];

export const XSS_CORPUS: XssVector[] = VECTORS.map(([name, build], i) => ({
  n: i + 1,
  name,
  html: build(i + 1),
}));

/** Content an article legitimately uses: the sanitiser must keep all of it. */
export const BENIGN_HTML = `
<h1>Título principal</h1>
<h2>Programação</h2>
<h3>Sábado</h3>
<p>Texto com <strong>negrito</strong>, <em>itálico</em>, <u>sublinhado</u> e <s>riscado</s>.</p>
<ul><li>Item um</li><li>Item dois</li></ul>
<ol><li>Primeiro</li><li>Segundo</li></ol>
<p><a href="https://example.com/ingressos">link externo</a> e <a href="/eventos">link interno</a> e <a href="mailto:contato@gn.local">e-mail</a></p>
<figure><img src="https://example.com/foto.jpg" alt="Palco principal" width="640" height="360"><figcaption>Legenda</figcaption></figure>
<blockquote>Uma citação.</blockquote>
<table><thead><tr><th>Setor</th><th>Preço</th></tr></thead><tbody><tr><td>Pista</td><td>R$ 90,00</td></tr></tbody></table>
`;
