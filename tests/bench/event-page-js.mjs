// Benchmark without a browser: the JavaScript a built page makes a first visit download, read from
// the build output. It starts from the page's <script src> and its islands' component-url and
// renderer-url, follows every static import (`import … from "./x.js"`, `import "./x.js"`,
// `export … from`) and leaves out dynamic `import()`, which loads only when the code asks for it.
// Sizes are raw and brotli (quality 11, as the hosting serves the hashed files). Inline scripts
// are part of the HTML and not counted. The event page's budget is 80 KB of brotli JS
// (JS_BUDGET_KB, as in page-weight.mjs): exits 1 when a page is over it.
// Usage: node tests/bench/event-page-js.mjs <site-out-dir> [page.html ...]
//   default page: eventos/festival-sons-do-cerrado.html
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const [outDir, ...pageArgs] = process.argv.slice(2);
if (!outDir) {
  console.error('Uso: node tests/bench/event-page-js.mjs <pasta-do-site> [pagina.html ...]');
  process.exit(1);
}
const pages = pageArgs.length > 0 ? pageArgs : ['eventos/festival-sons-do-cerrado.html'];

// Static imports and re-exports of minified output; `import(` (dynamic) has no specifier before `(`.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
const PAGE_ENTRY = /<script[^>]*\ssrc="([^"]+\.js)"|(?:component|renderer)-url="([^"]+\.js)"/g;

const JS_BUDGET_KB = 80;

const brotli = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (n) => (n / 1024).toFixed(1);

/** Every file (site-root path) a first visit of `page` loads, with its raw and brotli sizes. */
function firstVisitScripts(page) {
  const html = readFileSync(path.join(outDir, page), 'utf8');
  const queue = [...html.matchAll(PAGE_ENTRY)].map((m) => m[1] ?? m[2]);
  const files = new Map();
  while (queue.length > 0) {
    const url = queue.shift();
    if (files.has(url)) continue;
    const code = readFileSync(path.join(outDir, url));
    files.set(url, { raw: code.length, brotli: brotli(code) });
    for (const m of code.toString('utf8').matchAll(STATIC_IMPORT)) {
      queue.push(path.posix.join(path.posix.dirname(url), m[1]));
    }
  }
  return files;
}

let over = false;
for (const page of pages) {
  const files = [...firstVisitScripts(page)].sort((a, b) => b[1].brotli - a[1].brotli);
  const total = files.reduce((t, [, s]) => ({ raw: t.raw + s.raw, brotli: t.brotli + s.brotli }), {
    raw: 0,
    brotli: 0,
  });
  console.log(`\n${page}: ${files.length} arquivos JS na primeira visita`);
  for (const [url, s] of files) {
    console.log(`${kb(s.brotli).padStart(8)} KB br ${kb(s.raw).padStart(8)} KB  ${url}`);
  }
  console.log(`${kb(total.brotli).padStart(8)} KB br ${kb(total.raw).padStart(8)} KB  total`);
  if (total.brotli > JS_BUDGET_KB * 1024) {
    console.error(`${page}: acima do orçamento de ${JS_BUDGET_KB} KB br`);
    over = true;
  }
}
if (over) process.exit(1);
