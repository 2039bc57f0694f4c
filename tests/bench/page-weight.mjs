// Benchmark: what each public page costs on a first visit (empty cache), in Chromium: requests,
// and bytes of HTML, CSS, JS and images, both as served (compressed on the wire, when the server
// compresses) and raw (decoded). Loads until the network is idle, so scripts imported on idle count.
// Needs a running stack (npm start). Usage: npm run bench:weight [-- --desktop] [/path ...]
//   --desktop    a 1350 px desktop window instead of Lighthouse's mobile one (412 px, DPR 1.75)
// Env: GN_SITE_URL, or GN_BASE_PORT (default 5000) for the default port layout.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, printTable, publicPages, siteUrl } from './public-pages.mjs';

const args = process.argv.slice(2);
const desktop = args.includes('--desktop');
const paths = args.filter((a) => a.startsWith('/'));
// The same screens Lighthouse emulates (its mobile Moto G Power and its desktop preset).
const DEVICE = desktop
  ? { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 }
  : { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const KINDS = { document: 'html', stylesheet: 'css', script: 'js', image: 'img' };
const COLUMNS = ['html', 'css', 'js', 'img', 'outros'];

/** One page load in a fresh context: per kind, { served, raw } bytes; plus requests and encodings. */
async function measure(browser, pagePath) {
  const context = await browser.newContext({ ...DEVICE, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  const bytes = Object.fromEntries(COLUMNS.map((k) => [k, { served: 0, raw: 0 }]));
  const encodings = new Set();
  const pending = [];
  let requests = 0;
  let failed = 0;
  page.on('requestfailed', () => failed++);
  page.on('requestfinished', (request) => {
    requests++;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const kind = KINDS[request.resourceType()] ?? 'outros';
        const sizes = await request.sizes();
        // A redirect or an empty answer has no body to read.
        const raw = await response.body().then(
          (b) => b.length,
          () => 0,
        );
        bytes[kind].served += sizes.responseBodySize;
        bytes[kind].raw += raw;
        const encoding = (await response.headerValue('content-encoding')) ?? 'nenhuma';
        if (kind !== 'img') encodings.add(`${kind}:${encoding}`);
      })(),
    );
  });
  await page.goto(`${siteUrl}${pagePath}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
  return { bytes, requests, failed, encodings };
}

const kb = (n) => (n / 1024).toFixed(1);
const pages = paths.length > 0 ? paths : await publicPages();
console.log(
  `Peso das páginas em ${siteUrl}, primeira visita, ${desktop ? 'desktop 1350 px' : 'celular 412 px'}`,
);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const rows = [];
const encodings = new Set();
try {
  for (const pagePath of pages) {
    const m = await measure(browser, pagePath);
    m.encodings.forEach((e) => encodings.add(e));
    const served = COLUMNS.reduce((n, k) => n + m.bytes[k].served, 0);
    const raw = COLUMNS.reduce((n, k) => n + m.bytes[k].raw, 0);
    rows.push([
      pagePath,
      `${m.requests}${m.failed ? ` (+${m.failed} falhas)` : ''}`,
      ...COLUMNS.map((k) => `${kb(m.bytes[k].served)} / ${kb(m.bytes[k].raw)}`),
      `${kb(served)} / ${kb(raw)}`,
    ]);
  }
} finally {
  await browser.close();
}
console.log('KB transferidos / KB descomprimidos\n');
printTable(['página', 'pedidos', ...COLUMNS, 'total'], rows);
console.log(`\nCompressão servida (tipo:content-encoding): ${[...encodings].sort().join(', ')}`);
process.exit(0);
