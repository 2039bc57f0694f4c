// /noticias/{slug}: cover, title, date, sanitised body, JSON-LD NewsArticle, SEO, axe; and the XSS
// corpus (tests/e2e/xss-corpus.ts) rendered through the same sanitiser into real Chromium pages:
// no vector may run, while the content an article needs stays.
import { Axe } from './axe';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SITE_URL } from './env';
import { BENIGN_HTML, XSS_CORPUS } from './xss-corpus';
import { sanitizeHtml } from '../../core/src/html/sanitize';
import { formatLongDate } from '../../core/src/dates';
import { keepScreenshot } from './steps';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD is read field by field
type Ld = Record<string, any>;

const NEWS = '/noticias/sons-do-cerrado-anuncia-line-up-completo';
const TITLE = 'Festival Sons do Cerrado anuncia line-up completo com 18 atrações';
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-gn-test';
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/v1/projects/${PROJECT}/databases/(default)/documents`;

async function publishedAt(id: string): Promise<string> {
  const response = await fetch(`${FIRESTORE}/news/${id}`, { headers: { Authorization: 'Bearer owner' } });
  expect(response.ok).toBe(true);
  const doc = (await response.json()) as { fields: { publicado_em: { timestampValue: string } } };
  return doc.fields.publicado_em.timestampValue;
}

test.describe('news page', () => {
  test('renders cover, title, date, the sanitised body and Voltar', async ({ page }) => {
    const response = await page.goto(`${SITE_URL}${NEWS}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const date = formatLongDate(await publishedAt('news-sons-do-cerrado-line-up'));
    expect(date).toMatch(/^\d{2} de [a-zç]+, \d{4}$/);
    await expect(page.getByTestId('news-date')).toHaveText(date);
    await expect(page.getByTestId('news-date')).toHaveAttribute('datetime', /-03:00$/);

    const cover = page.locator('article img').first();
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\.c1200x630\.w\d+\.webp$/,
    );

    const body = page.getByTestId('news-body');
    await expect(body.getByRole('heading', { level: 2, name: 'Quem sobe ao palco' })).toBeVisible();
    await expect(body.locator('ul > li')).toHaveCount(3);
    await expect(body.locator('blockquote')).toContainText('Queríamos um festival');
    await expect(body.getByRole('link', { name: 'página do festival' })).toHaveAttribute(
      'href',
      '/eventos/festival-sons-do-cerrado',
    );
    await expect(body.locator('em').first()).toBeVisible();
    // The body's links and text keep enough contrast (prose styles read the theme).
    const linkColor = await body
      .getByRole('link')
      .first()
      .evaluate((a) => getComputedStyle(a).textDecorationLine);
    expect(linkColor).toContain('underline');

    await page.getByRole('link', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/noticias$/);
  });

  test('JSON-LD NewsArticle and SEO tags', async ({ page }) => {
    await page.goto(`${SITE_URL}${NEWS}`);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t) as Ld,
    );
    const article = blocks.find((b) => b['@type'] === 'NewsArticle');
    expect(article).toBeDefined();
    expect(article!.headline).toBe(TITLE);
    expect(article!.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T10:15:00-03:00$/);
    expect(article!.dateModified).toMatch(/-03:00$/);
    expect(article!.image[0]).toMatch(/^https?:\/\/.+news-sons-do-cerrado-line-up\.c1200x630\.jpg$/);
    expect(article!.author).toMatchObject({ '@type': 'Organization', name: 'GN Ingressos' });
    expect(article!.publisher.logo.url).toMatch(/^https?:\/\/.+\.(svg|png)$/);
    expect(article!.mainEntityOfPage['@id']).toMatch(/\/noticias\/sons-do-cerrado-anuncia-line-up-completo$/);

    await expect(page).toHaveTitle('Sons do Cerrado anuncia line-up com 18 atrações | GN Ingressos');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Os Buritis, Luana Ipê/,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /news-sons-do-cerrado-line-up\.c1200x630\.jpg$/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${NEWS}$`));
  });

  for (const theme of ['gn-light', 'gn-dark'] as const) {
    test(`axe: no serious or critical violations (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('gn-theme', t), theme);
      await page.goto(`${SITE_URL}${NEWS}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const results = await new Axe({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// XSS corpus in Chromium

const ORIGIN = 'http://xss.test';

function harness(content: string): string {
  // A page like the news page: the HTML inside an article. window.__xss is exposed by the test
  // (context.exposeFunction), so it also exists in frames, popups and after a navigation.
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>XSS</title></head>
<body><main><article class="gn-prose" id="content">${content}</article></main>
<p><button id="after">depois</button></p></body></html>`;
}

/** Serves each vector's page at /v/<n>; every other request gets an empty 404 (so onerror fires). */
async function serve(context: BrowserContext, pages: Map<number, string>): Promise<void> {
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    const match = url.origin === ORIGIN ? /^\/v\/(\d+)$/.exec(url.pathname) : null;
    const html = match ? pages.get(Number(match[1])) : undefined;
    if (html !== undefined)
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    else await route.fulfill({ status: 404, body: '' });
  });
}

/** Loads the vector's page, then hovers, focuses and clicks everything in it, and tabs through. */
async function exercise(page: Page, n: number): Promise<void> {
  await page.goto(`${ORIGIN}/v/${n}`, { waitUntil: 'load' }).catch(() => {});
  await page.waitForTimeout(150);
  await page
    .evaluate(() => {
      // Safe links must not navigate away from the harness; javascript: URLs are left alone (if one
      // survived, its click would run it, which is what we want to detect).
      document.addEventListener(
        'click',
        (e) => {
          const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
          if (a && /^(https?|mailto|tel):$/.test(a.protocol)) e.preventDefault();
          const f = (e.target as Element | null)?.closest?.('form');
          if (f) e.preventDefault();
        },
        true,
      );
      for (const el of Array.from(document.querySelectorAll('#content *'))) {
        for (const type of [
          'mouseover',
          'mouseenter',
          'mousemove',
          'mousedown',
          'mouseup',
          'pointerover',
          'pointerdown',
          'focusin',
        ]) {
          el.dispatchEvent(new MouseEvent(type, { bubbles: true }));
        }
        (el as HTMLElement).focus?.();
        (el as HTMLElement).click?.();
      }
    })
    .catch(() => {});
  for (const locator of await page
    .locator('#content a, #content img, #content button, #content summary')
    .all()) {
    await locator.hover({ timeout: 500, force: true }).catch(() => {});
    await locator.click({ timeout: 500, force: true, noWaitAfter: true }).catch(() => {});
  }
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab').catch(() => {});
  await page.waitForTimeout(150);
}

async function runCorpus(
  context: BrowserContext,
  render: (html: string) => string,
): Promise<{ ran: Set<number>; left: number[] }> {
  const ran = new Set<number>();
  await context.exposeFunction('__xss', (n: number) => {
    ran.add(Number(n));
  });
  await serve(context, new Map(XSS_CORPUS.map((v) => [v.n, harness(render(v.html))])));
  const page = await context.newPage();
  page.on('dialog', (d) => void d.dismiss());
  const left: number[] = [];
  for (const v of XSS_CORPUS) {
    await exercise(page, v.n);
    if (!page.url().startsWith(`${ORIGIN}/v/${v.n}`)) left.push(v.n);
  }
  for (const p of context.pages()) await p.close();
  return { ran, left };
}

test.describe('XSS corpus in Chromium', () => {
  test.describe.configure({ timeout: 240_000 });

  test(`the harness catches live payloads (the raw corpus runs)`, async ({ browser }) => {
    const context = await browser.newContext();
    const { ran } = await runCorpus(context, (html) => html);
    await context.close();
    test
      .info()
      .annotations.push({ type: 'raw vectors that ran', description: `${ran.size} of ${XSS_CORPUS.length}` });
    console.log(`XSS harness: ${ran.size} of ${XSS_CORPUS.length} raw vectors ran unsanitised`);
    // Proof that the payloads and the harness work: many raw vectors execute in Chromium.
    expect(
      ran.size,
      `raw vectors that ran: ${[...ran].sort((a, b) => a - b).join(', ')}`,
    ).toBeGreaterThanOrEqual(45);
  });

  test(`none of the ${XSS_CORPUS.length} vectors runs after sanitizeHtml, none navigates away`, async ({
    browser,
  }) => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(50);
    const context = await browser.newContext();
    const { ran, left } = await runCorpus(context, sanitizeHtml);
    await context.close();
    const names = [...ran].map((n) => `#${n} ${XSS_CORPUS[n - 1]?.name}`);
    expect(names, 'vectors that executed').toEqual([]);
    expect(
      left.map((n) => `#${n} ${XSS_CORPUS[n - 1]?.name}`),
      'vectors that navigated away',
    ).toEqual([]);
  });

  test('benign article content survives: headings, lists, links, images, emphasis, quotes, tables', async ({
    page,
  }) => {
    await page.setContent(harness(sanitizeHtml(BENIGN_HTML)));
    const content = page.locator('#content');
    await expect(content.locator('h1')).toHaveCount(0);
    await expect(content.getByRole('heading', { level: 2 })).toHaveText(['Título principal', 'Programação']);
    await expect(content.getByRole('heading', { level: 3 })).toHaveText('Sábado');
    await expect(content.locator('ul > li')).toHaveText(['Item um', 'Item dois']);
    await expect(content.locator('ol > li')).toHaveText(['Primeiro', 'Segundo']);
    await expect(content.locator('strong')).toHaveText('negrito');
    await expect(content.locator('em')).toHaveText('itálico');
    await expect(content.locator('u')).toHaveText('sublinhado');
    await expect(content.locator('s')).toHaveText('riscado');
    const external = content.getByRole('link', { name: 'link externo' });
    await expect(external).toHaveAttribute('href', 'https://example.com/ingressos');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(content.getByRole('link', { name: 'link interno' })).toHaveAttribute('href', '/eventos');
    await expect(content.getByRole('link', { name: 'link interno' })).not.toHaveAttribute('target', /.*/);
    const img = content.getByRole('img', { name: 'Palco principal' });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '640');
    await expect(content.locator('figcaption')).toHaveText('Legenda');
    await expect(content.locator('blockquote')).toHaveText('Uma citação.');
    await expect(content.getByRole('table').getByRole('cell', { name: 'R$ 90,00' })).toBeVisible();
  });
});

// Screenshots for a human to look at: GN_SCREENSHOT_DIR=/some/dir npm test -- e2e tests/e2e/news-page.spec.ts
test.describe('screenshots', () => {
  test.skip(!process.env.GN_SCREENSHOT_DIR, 'GN_SCREENSHOT_DIR not set');
  for (const theme of ['gn-light', 'gn-dark'] as const) {
    for (const width of [375, 1280]) {
      test(`news page at ${width} px (${theme})`, async ({ page }) => {
        await page.addInitScript((t) => localStorage.setItem('gn-theme', t), theme);
        await page.setViewportSize({ width, height: width < 400 ? 800 : 900 });
        await page.goto(`${SITE_URL}${NEWS}`);
        const name = `${process.env.GN_SCREENSHOT_DIR}/news-${width}-${theme}`;
        await keepScreenshot(page, { path: `${name}.png` });
        await keepScreenshot(page, { path: `${name}-full.png`, fullPage: true });
      });
    }
  }
});
