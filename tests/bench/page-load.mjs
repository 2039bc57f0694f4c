// What one page costs on a first visit (empty cache) in Chromium: requests, and bytes of HTML,
// CSS, JS and images, both as served (compressed on the wire, when the server compresses) and raw
// (decoded). Loads until the network is idle, so scripts imported on idle count. Shared by
// bench:weight and bench:build.

// The same screens Lighthouse emulates (its mobile Moto G Power and its desktop preset).
export const DEVICES = {
  mobile: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
};
const KINDS = { document: 'html', stylesheet: 'css', script: 'js', image: 'img' };
export const COLUMNS = ['html', 'css', 'js', 'img', 'outros'];

/** One page load in a fresh context: per kind, { served, raw } bytes; plus requests and encodings. */
export async function measurePageLoad(browser, url, device = DEVICES.mobile) {
  const context = await browser.newContext({ ...device, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
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
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
  const total = (key) => COLUMNS.reduce((n, k) => n + bytes[k][key], 0);
  return { bytes, requests, failed, encodings, served: total('served'), raw: total('raw') };
}

export const kb = (n) => (n / 1024).toFixed(1);
