// Benchmark: what each public page costs on a first visit (empty cache), in Chromium: requests,
// and bytes of HTML, CSS, JS and images, both as served and raw (see page-load.mjs).
// Needs a running stack (npm start). Usage: npm run bench:weight [-- --desktop] [/path ...]
//   --desktop    a 1350 px desktop window instead of Lighthouse's mobile one (412 px, DPR 1.75)
// Env: GN_SITE_URL, or GN_BASE_PORT (default 5000) for the default port layout.
// Exits 1 when a page's JS transferred is over JS_BUDGET_KB (the table is printed first).
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, printTable, publicPages, siteUrl } from './public-pages.mjs';
import { COLUMNS, DEVICES, kb, measurePageLoad } from './page-load.mjs';

/**
 * JS transferred on a first visit, per page. The budget is the event page's (the heaviest: its
 * ticket panel hydrates on idle), 80 KB as served by the stack, whose brotli is lighter than the
 * hosting's; the other public pages load 4-7 KB, and any page that grows past the event page's
 * budget fails as well. The site runs on preact/compat for this budget (astro.config.mjs).
 */
const JS_BUDGET_KB = 80;

const args = process.argv.slice(2);
const desktop = args.includes('--desktop');
const paths = args.filter((a) => a.startsWith('/'));

const pages = paths.length > 0 ? paths : await publicPages();
console.log(
  `Peso das páginas em ${siteUrl}, primeira visita, ${desktop ? 'desktop 1350 px' : 'celular 412 px'}`,
);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const rows = [];
const encodings = new Set();
const overBudget = [];
try {
  for (const pagePath of pages) {
    const m = await measurePageLoad(
      browser,
      `${siteUrl}${pagePath}`,
      desktop ? DEVICES.desktop : DEVICES.mobile,
    );
    m.encodings.forEach((e) => encodings.add(e));
    if (m.bytes.js.served > JS_BUDGET_KB * 1024) overBudget.push(`${pagePath}: ${kb(m.bytes.js.served)} KB`);
    rows.push([
      pagePath,
      `${m.requests}${m.failed ? ` (+${m.failed} falhas)` : ''}`,
      ...COLUMNS.map((k) => `${kb(m.bytes[k].served)} / ${kb(m.bytes[k].raw)}`),
      `${kb(m.served)} / ${kb(m.raw)}`,
    ]);
  }
} finally {
  await browser.close();
}
console.log('KB transferidos / KB descomprimidos\n');
printTable(['página', 'pedidos', ...COLUMNS, 'total'], rows);
console.log(`\nCompressão servida (tipo:content-encoding): ${[...encodings].sort().join(', ')}`);
if (overBudget.length > 0) {
  console.error(`\nJS acima do orçamento de ${JS_BUDGET_KB} KB transferidos: ${overBudget.join(', ')}`);
  process.exit(1);
}
console.log(`JS de cada página dentro do orçamento de ${JS_BUDGET_KB} KB transferidos.`);
process.exit(0);
