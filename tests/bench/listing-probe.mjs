// The list pages in use, timed inside Chromium (performance.now() around the action, until the
// grid shows the result): 'Carregar mais', the search index's first load, and a search for an
// item deep in the list, first with its card chunk still to fetch, then again with it at hand.

/** Runs `action` in the page and resolves with the ms until `done()` holds (polled per frame). */
function timeInPage(page, action, done, arg) {
  return page.evaluate(
    async ({ action, done, arg }) => {
      const act = new Function('arg', action);
      const check = new Function('arg', done);
      const t0 = performance.now();
      act(arg);
      while (!check(arg)) await new Promise((r) => requestAnimationFrame(r));
      return Math.round(performance.now() - t0);
    },
    { action, done, arg },
  );
}

const TYPE = `const input = document.querySelector('[data-listing-input]');
  input.value = arg.q; input.dispatchEvent(new Event('input', { bubbles: true }));`;
const FIRST_CARD_HAS = `const first = document.querySelector('[data-listing-grid] > [data-listing-item]');
  return !!first && first.textContent.includes(arg.title);`;
const CARDS = `return document.querySelectorAll('[data-listing-grid] > [data-listing-item]').length`;

/** Lines of figures for /eventos, searching for the event titled `deepTitle`. */
export async function measureListing(browser, siteUrl, deepTitle) {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto(`${siteUrl}/eventos`, { waitUntil: 'networkidle' });
  const lines = [];
  const initial = await page.evaluate(new Function(CARDS));
  const more = await timeInPage(
    page,
    `document.querySelector('[data-listing-more]').click()`,
    `${CARDS} >= ${initial + 9}`,
  );
  lines.push(`/eventos: ${initial} cartões no HTML; 'Carregar mais' (+9, um bloco buscado): ${more} ms`);

  const q = deepTitle.replace(/ nº .*/, '');
  // list.ts sets data-shown on the list's root after each render.
  const RENDERED = `return document.querySelector('[data-listing]').dataset.shown !== undefined`;
  const firstKey = await timeInPage(
    page,
    `delete document.querySelector('[data-listing]').dataset.shown; ${TYPE}`,
    RENDERED,
    {
      q: q.slice(0, 1),
    },
  );
  const index = await page.evaluate(() => {
    const e = performance.getEntriesByType('resource').find((r) => r.name.includes('busca.json'));
    return {
      transfer: e?.transferSize ?? 0,
      body: e?.decodedBodySize ?? 0,
      ms: Math.round(e?.duration ?? 0),
    };
  });
  lines.push(
    `índice de busca: ${(index.body / 1024).toFixed(1)} KB (${(index.transfer / 1024).toFixed(1)} KB transferidos), ` +
      `baixado em ${index.ms} ms; primeira tecla até os cartões: ${firstKey} ms`,
  );
  const cold = await timeInPage(page, TYPE, FIRST_CARD_HAS, { q: deepTitle, title: deepTitle });
  await timeInPage(page, TYPE, `return true`, { q: '' });
  const warm = await timeInPage(page, TYPE, FIRST_CARD_HAS, { q: deepTitle, title: deepTitle });
  const broad = await timeInPage(
    page,
    `delete document.querySelector('[data-listing]').dataset.shown; ${TYPE}`,
    RENDERED,
    {
      q: 'Festival',
    },
  );
  lines.push(
    `busca por um evento fora do HTML ("${deepTitle}"): ${cold} ms com o bloco a buscar, ${warm} ms com ele já carregado`,
  );
  lines.push(`busca ampla ("Festival", nove primeiros de muitos, blocos a buscar): ${broad} ms`);
  await context.close();
  return lines;
}
