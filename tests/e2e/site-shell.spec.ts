// The public site's shell and list pages: layout (header, drawer, footer, theme), home (carousel,
// ticker, upcoming events, latest news), /eventos and /noticias (search, load more, empty texts),
// the not-found pages, SEO basics and axe in both themes. Seed facts: 14 public events (2 past),
// 13 published news, 3 active banners, ticker active (velocidade 50, limite 10).
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_URL, SITE_URL } from './env';
import { expectNoSeriousA11yViolations } from './steps';
import { DEMO_USERS } from '../../dev/seed/demo-users.mjs';

const THEMES = ['gn-light', 'gn-dark'] as const;
// The checks need the DOM and its scripts (module scripts run before DOMContentLoaded), not the
// photos: waiting for 'load' would make them depend on how fast /api/files answers.
const DOM_READY = { waitUntil: 'domcontentloaded' } as const;

async function setTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('gn-test-theme-set')) {
      localStorage.setItem('gn-theme', t);
      sessionStorage.setItem('gn-test-theme-set', '1');
    }
  }, theme);
}

const carousel = (page: Page) => page.locator('[data-carousel]');
const visibleCards = (page: Page) => page.locator('[data-listing-item]:visible');

test.describe('home', () => {
  test('carousel: buttons, dots, keys, banner links; no fallback hero when banners exist', async ({
    page,
  }) => {
    await page.goto(SITE_URL, DOM_READY);
    const c = carousel(page);
    await expect(page.getByText('Viva Experiências Incríveis')).toHaveCount(0);
    // The seed has 3 active banners, but the admin's banner tests add and switch banners on the
    // same stack at the same time (and rebuild the home): count what this page holds and find
    // the seeded slides by title, never by a fixed count or position.
    const slides = c.locator('[aria-roledescription="slide"]');
    await expect(slides.first()).toBeAttached();
    const n = await slides.count();
    expect(n).toBeGreaterThanOrEqual(3);
    const last = String(n - 1);
    // Choosing the first slide also ends autoplay, so nothing moves under the checks below.
    await c.getByRole('button', { name: /^Ir para o banner 1/ }).click();
    await expect(c).toHaveAttribute('data-autoplay', 'off');
    await expect(c).toHaveAttribute('data-active-index', '0');
    await expect(c.getByRole('group', { name: new RegExp(`^1 de ${n}:`) })).toBeVisible();

    await c.getByRole('button', { name: 'Próximo banner' }).click();
    await expect(c).toHaveAttribute('data-active-index', '1');
    await expect(c).toHaveAttribute('data-autoplay', 'off');
    await c.getByRole('button', { name: 'Banner anterior' }).click();
    await expect(c).toHaveAttribute('data-active-index', '0');
    // Loops backwards from the first slide to the last.
    await c.getByRole('button', { name: 'Banner anterior' }).click();
    await expect(c).toHaveAttribute('data-active-index', last);
    await c.getByRole('button', { name: /^Ir para o banner 2/ }).click();
    await expect(c).toHaveAttribute('data-active-index', '1');
    await expect(c.getByRole('button', { name: /^Ir para o banner 2/ })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // Arrow keys while focus is inside the carousel; forwards from the last slide loops to the first.
    await c.getByRole('button', { name: 'Próximo banner' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(c).toHaveAttribute('data-active-index', '2');
    await c.getByRole('button', { name: new RegExp(`^Ir para o banner ${n}:`) }).click();
    await page.keyboard.press('ArrowRight');
    await expect(c).toHaveAttribute('data-active-index', '0');

    // The seeded first slide: internal links from bannerHref.
    const first = c.getByRole('group', { name: /^1 de \d+: Festival Sons do Cerrado$/ });
    await expect(first.getByRole('link', { name: 'Comprar ingresso' })).toHaveAttribute(
      'href',
      '/eventos/festival-sons-do-cerrado',
    );
    await expect(first.getByRole('link', { name: 'Ver line-up' })).toHaveAttribute(
      'href',
      '/noticias/sons-do-cerrado-anuncia-line-up-completo',
    );
    // The meia-entrada slide: a url-type button opens in a new tab, safely.
    await c.getByRole('button', { name: /^Ir para o banner \d+: Meia-entrada sem dúvidas$/ }).click();
    const external = c.getByRole('link', { name: /Lei da meia-entrada/ });
    await expect(external).toHaveAttribute('href', /^https:\/\/www\.planalto\.gov\.br\//);
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);

    // 'Gerenciar Banners' exists for admins only (un-hidden by the session code).
    await expect(page.getByRole('link', { name: 'Gerenciar Banners' })).toBeHidden();
    await expect(page.locator('a[data-admin-only]')).toHaveAttribute('href', /\/admin\/banners$/);
  });

  test('carousel autoplays every 5 s and stops for good on interaction', async ({ page }) => {
    await page.goto(SITE_URL, DOM_READY);
    const c = carousel(page);
    await expect(c).toHaveAttribute('data-autoplay', 'on');
    await expect(c).toHaveAttribute('data-interval', '5000');
    // Slide 1 at first; the next one within an interval (or two, on a slow machine).
    await expect(c).toHaveAttribute('data-active-index', /^[12]$/, { timeout: 11_000 });
    // Interaction (a dot click) stops it: nothing moves during the next interval.
    await c.getByRole('button', { name: /^Ir para o banner 3/ }).click();
    await expect(c).toHaveAttribute('data-autoplay', 'off');
    await page.waitForTimeout(5_600);
    await expect(c).toHaveAttribute('data-active-index', '2');
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, viewport: { width: 375, height: 812 } });

    test('a horizontal swipe changes the slide and stops autoplay', async ({ page }) => {
      await page.goto(SITE_URL, DOM_READY);
      const c = carousel(page);
      const swipe = (fromX: number, toX: number) =>
        c.locator('[data-carousel-viewport]').evaluate(
          (el, [x0, x1]) => {
            const at = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 200 });
            el.dispatchEvent(
              new TouchEvent('touchstart', { touches: [at(x0!)], changedTouches: [at(x0!)], bubbles: true }),
            );
            el.dispatchEvent(
              new TouchEvent('touchend', { touches: [], changedTouches: [at(x1!)], bubbles: true }),
            );
          },
          [fromX, toX],
        );
      await swipe(300, 100); // to the left: next
      await expect(c).toHaveAttribute('data-active-index', '1');
      await expect(c).toHaveAttribute('data-autoplay', 'off');
      await swipe(100, 300); // to the right: previous
      await expect(c).toHaveAttribute('data-active-index', '0');
      await swipe(200, 180); // too short: nothing
      await expect(c).toHaveAttribute('data-active-index', '0');
    });
  });

  test('no autoplay under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(SITE_URL, DOM_READY);
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'off');
  });

  test('ticker, upcoming events and latest news', async ({ page }) => {
    await page.goto(SITE_URL, DOM_READY);
    const ticker = page.getByRole('region', { name: 'Últimas notícias em destaque' });
    await expect(ticker).toBeVisible();
    const items = ticker.locator('[data-ticker-item]');
    await expect(items).toHaveCount(10);
    await expect(items.first()).toHaveAttribute('href', /^\/noticias\/[a-z0-9-]+$/);
    expect(await ticker.getAttribute('style')).toContain('--ticker-duration: 50s');
    // The seamless-loop copy is hidden from assistive technology and the tab order.
    await expect(ticker.locator('[data-ticker-list="1"]')).toHaveAttribute('aria-hidden', 'true');
    await ticker.getByRole('button', { name: 'Pausar notícias' }).click();
    await expect(ticker.getByRole('button', { name: 'Pausar notícias' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await expect(page.getByRole('heading', { name: 'Próximos Eventos' })).toBeVisible();
    await expect(page.getByTestId('event-list').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('link', { name: /^Ver todos/ })).toHaveAttribute('href', '/eventos');

    await expect(page.getByRole('heading', { name: 'Últimas Notícias' })).toBeVisible();
    await expect(page.getByTestId('news-list').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('link', { name: /^Ver todas/ })).toHaveAttribute('href', '/noticias');
    await expect(page.getByText('Nenhum evento disponível no momento.')).toBeHidden();
  });

  test('an event that started after the build is no longer advertised', async ({ page }) => {
    await page.goto(SITE_URL, DOM_READY);
    const list = page.getByTestId('event-list');
    const firstTitle = await list.getByRole('listitem').first().getByRole('heading').innerText();
    const firstStart = await list.locator('[data-start]').first().getAttribute('data-start');
    // Same static page, one minute after that event's start.
    await page.clock.setFixedTime(new Date(Date.parse(firstStart!) + 60_000));
    await page.reload(DOM_READY);
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('heading', { name: firstTitle })).toHaveCount(0);
  });

  test('footer columns and the platform line', async ({ page }) => {
    await page.goto(SITE_URL, DOM_READY);
    const footer = page.getByRole('contentinfo');
    for (const name of ['Navegação', 'Suporte', 'Redes Sociais']) {
      await expect(footer.getByRole('heading', { name })).toBeVisible();
    }
    await expect(footer.getByText('A melhor plataforma para comprar ingressos de eventos.')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
    for (const network of ['Instagram', 'Facebook', 'X (Twitter)', 'YouTube']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${network.replace(/[()]/g, '\\$&')}`) });
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer.getByText(/© \d{4} GN Ingressos/)).toBeVisible();
    // Who sells (Decreto 7.962/2013): the seeded company, with its SAC channels.
    const seller = footer.getByRole('region', { name: 'Dados da empresa' });
    await expect(seller).toContainText('GN Ingressos Ltda — CNPJ 42.785.319/0001-10');
    await expect(seller.getByRole('link', { name: 'sac@gningressos.com.br' })).toHaveAttribute(
      'href',
      'mailto:sac@gningressos.com.br',
    );
    await expect(seller.getByRole('link', { name: '(11) 3040-5060' })).toHaveAttribute(
      'href',
      'tel:+551130405060',
    );
  });
});

test.describe('admin on the site', () => {
  test("'Gerenciar Banners' appears for an admin and leads to the admin app", async ({ page }) => {
    const admin = DEMO_USERS.find((u) => u.role === 'admin')!;
    await page.goto(`${SITE_URL}/entrar`, DOM_READY);
    const form = page.getByRole('form', { name: 'Entrar' });
    await form.getByLabel('E-mail', { exact: true }).fill(admin.email);
    await form.getByLabel('Senha', { exact: true }).fill(admin.password);
    await form.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).not.toHaveURL(/\/entrar/);
    await page.goto(SITE_URL, DOM_READY);
    const manage = page.getByRole('link', { name: 'Gerenciar Banners' });
    await expect(manage).toBeVisible();
    await expect(manage).toHaveAttribute('href', `${ADMIN_URL}/admin/banners`);
  });
});

test.describe('/eventos', () => {
  test('search by place ignores accents and case; empty search text', async ({ page }) => {
    await page.goto(`${SITE_URL}/eventos`, DOM_READY);
    await expect(visibleCards(page)).toHaveCount(9);
    const search = page.getByRole('searchbox', { name: /Buscar eventos/ });
    await expect(search).toHaveAttribute('placeholder', 'Buscar por evento ou local...');

    await search.fill('brasilia');
    await expect(visibleCards(page)).toHaveCount(1);
    await expect(visibleCards(page).first()).toContainText('Brasília');
    await expect(page.locator('[data-listing-status]')).toHaveText('1 evento encontrado');
    await search.fill('BRASÍLIA');
    await expect(visibleCards(page)).toHaveCount(1);
    await search.fill('sons do cerrado');
    await expect(visibleCards(page).first()).toContainText('Festival Sons do Cerrado');

    await search.fill('zzz-nada-por-aqui');
    await expect(visibleCards(page)).toHaveCount(0);
    await expect(page.getByText('Nenhum evento encontrado com esses critérios.')).toBeVisible();
    await expect(page.getByText('Nenhum evento disponível no momento.')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Carregar mais eventos' })).toBeHidden();

    await search.fill('');
    await expect(visibleCards(page)).toHaveCount(9);
    await expect(page.getByText('Nenhum evento encontrado com esses critérios.')).toBeHidden();
  });

  test('load more adds nine and disappears at the end; badges and order', async ({ page }) => {
    await page.goto(`${SITE_URL}/eventos`, DOM_READY);
    const more = page.getByRole('button', { name: 'Carregar mais eventos' });
    await expect(visibleCards(page)).toHaveCount(9);
    await more.click();
    await expect(visibleCards(page)).toHaveCount(14);
    await expect(more).toBeHidden();
    // Keyboard users continue at the first new card.
    await expect(visibleCards(page).nth(9).getByRole('link')).toBeFocused();

    const rating = '[data-testid="age-rating-badge"]';
    const badges = await page.locator(`[data-listing-item] .absolute:not(${rating})`).allInnerTexts();
    expect(new Set(badges.map((b) => b.trim()))).toEqual(new Set(['Abertas', 'Encerradas']));
    // Every seeded public event states its age rating on its card (ECA art. 74), named in words.
    await expect(page.locator(`[data-listing-item] ${rating}`)).toHaveCount(14);
    await expect(page.getByRole('img', { name: 'Classificação indicativa: 18 anos' }).first()).toHaveText(
      '18',
    );
    await expect(page.getByRole('img', { name: 'Classificação indicativa: Livre' }).first()).toHaveText('L');
    // Upcoming events first, soonest first; then the past ones, most recent first.
    const items = await page.locator('[data-listing-item]').evaluateAll((els) =>
      els.map((el) => ({
        start: Date.parse((el as HTMLElement).dataset.start ?? ''),
        past: (el as HTMLElement).hasAttribute('data-past'),
      })),
    );
    const upcoming = items.filter((i) => !i.past).map((i) => i.start);
    const past = items.filter((i) => i.past).map((i) => i.start);
    expect(items.map((i) => i.past)).toEqual([...upcoming.map(() => false), ...past.map(() => true)]);
    expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
    expect(past).toEqual([...past].sort((a, b) => b - a));
    expect(past).toHaveLength(2);
  });

  test('?q= prefills the search', async ({ page }) => {
    await page.goto(`${SITE_URL}/eventos?q=curitiba`, DOM_READY);
    await expect(page.getByRole('searchbox')).toHaveValue('curitiba');
    await expect(visibleCards(page)).toHaveCount(1);
  });

  test('the HTML holds nine cards; the next nine come from a card chunk; search reaches the rest', async ({
    page,
  }) => {
    const chunks: string[] = [];
    const indexes: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/eventos/cartoes/')) chunks.push(path);
      if (path === '/eventos/busca.json') indexes.push(path);
    });
    const response = await page.goto(`${SITE_URL}/eventos`, DOM_READY);
    const html = await response!.text();
    expect(html.match(/data-listing-item/g)).toHaveLength(9);

    await page.getByRole('button', { name: 'Carregar mais eventos' }).click();
    await expect(visibleCards(page)).toHaveCount(14);
    expect(chunks).toEqual(['/eventos/cartoes/2']);
    const laterLink = visibleCards(page).nth(12).getByRole('link');
    const later = (await laterLink.textContent())!.trim();
    expect(html).not.toContain(`href="${await laterLink.getAttribute('href')}"`);
    // Cards added later are lazy, like the server's below the first row.
    await expect(visibleCards(page).nth(12).locator('img')).toHaveAttribute('loading', 'lazy');

    // A fresh page: the search finds that card through the index, loaded on the first keystroke.
    await page.goto(`${SITE_URL}/eventos`, DOM_READY);
    expect(indexes).toEqual([]);
    await page.getByRole('searchbox', { name: /Buscar eventos/ }).fill(later);
    await expect(visibleCards(page)).toHaveCount(1);
    await expect(visibleCards(page).first().getByRole('link')).toHaveText(later);
    expect(indexes).toEqual(['/eventos/busca.json']);
  });

  test('without JavaScript, plain links lead page by page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${SITE_URL}/eventos`, DOM_READY);
    await expect(visibleCards(page)).toHaveCount(9);
    await expect(page.getByRole('searchbox')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Carregar mais eventos' })).toBeHidden();
    await page.getByRole('link', { name: 'Próxima página' }).click();
    await expect(page).toHaveURL(`${SITE_URL}/eventos/pagina/2`);
    await expect(page).toHaveTitle('Eventos – página 2 | GN Ingressos');
    await expect(visibleCards(page)).toHaveCount(5);
    await expect(page.getByText('Página 2 de 2')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Próxima página' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Página anterior' }).click();
    await expect(page).toHaveURL(`${SITE_URL}/eventos`);
    await context.close();
  });
});

test.describe('/noticias', () => {
  test('load more and search by title', async ({ page }) => {
    await page.goto(`${SITE_URL}/noticias`, DOM_READY);
    await expect(visibleCards(page)).toHaveCount(9);
    await page.getByRole('button', { name: 'Carregar mais notícias' }).click();
    await expect(visibleCards(page)).toHaveCount(13);
    await expect(page.getByRole('button', { name: 'Carregar mais notícias' })).toBeHidden();
    // Cards show the date as 'dd de MMMM, yyyy' and a plain-text excerpt.
    await expect(visibleCards(page).first().locator('time')).toHaveText(/^\d{2} de [a-zç]+, \d{4}$/);

    const search = page.getByRole('searchbox', { name: /Buscar notícias/ });
    await search.fill('MEIA ENTRADA');
    await expect(visibleCards(page)).toHaveCount(1);
    await expect(visibleCards(page).first()).toContainText('Meia-entrada');
    await search.fill('xyz-nada');
    await expect(page.getByText('Nenhuma notícia encontrada com esses critérios.')).toBeVisible();
  });

  test('without JavaScript, the next page is a plain link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${SITE_URL}/noticias`, DOM_READY);
    await expect(visibleCards(page)).toHaveCount(9);
    await page.getByRole('link', { name: 'Próxima página' }).click();
    await expect(page).toHaveURL(`${SITE_URL}/noticias/pagina/2`);
    await expect(visibleCards(page)).toHaveCount(4);
    await context.close();
  });
});

test.describe('theme', () => {
  test('system preference on first visit; the choice persists with no flash', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    // Record data-theme at the moment <body> is created, i.e. before anything can be painted.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as unknown as { __themeAtBody: string | null }).__themeAtBody =
            document.documentElement.getAttribute('data-theme');
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const themeAtBody = () =>
      page.evaluate(() => (window as unknown as { __themeAtBody: string }).__themeAtBody);

    await page.goto(SITE_URL, DOM_READY);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'gn-dark');
    expect(await themeAtBody()).toBe('gn-dark');

    const toggle = page.getByRole('button', { name: 'Tema escuro' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'gn-light');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => localStorage.getItem('gn-theme'))).toBe('gn-light');

    await page.reload(DOM_READY);
    expect(await themeAtBody()).toBe('gn-light');
    await page.goto(`${SITE_URL}/eventos`, DOM_READY);
    expect(await themeAtBody()).toBe('gn-light');
    // The logo follows the theme.
    const logo = page.getByRole('banner').getByRole('link', { name: 'GN Ingressos, página inicial' }).first();
    await expect(logo.locator('img.gn-logo-light')).toBeVisible();
    await expect(logo.locator('img.gn-logo-dark')).toBeHidden();
    await context.close();
  });
});

test.describe('header and drawer', () => {
  test('navigation marks the current page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${SITE_URL}/noticias`, DOM_READY);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Notícias' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', /.+/);
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
  });

  test('drawer at 375 px opens and closes with the keyboard, trapping and returning focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${SITE_URL}/eventos`, DOM_READY);
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
    const opener = page.getByRole('button', { name: 'Abrir menu' });
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(opener).toHaveAttribute('aria-controls', 'menu-mobile');

    await opener.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Home', 'Eventos', 'Notícias', 'Contato']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: 'Eventos', exact: true })).toBeFocused();
    // Tab around the whole drawer: focus never leaves it.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#menu-mobile'))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#menu-mobile'))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');

    // The close button works too.
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(drawer).toBeHidden();
  });
});

test.describe('not found', () => {
  test('unknown event slug: 404 with "Evento não encontrado"', async ({ page }) => {
    const response = await page.goto(`${SITE_URL}/eventos/nao-existe-${Date.now()}`, DOM_READY);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Evento não encontrado' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeHidden();
    await page.getByRole('link', { name: 'Ver todos os eventos' }).click();
    await expect(page).toHaveURL(`${SITE_URL}/eventos`);
  });

  test('unknown news slug: 404 with "Notícia não encontrada"', async ({ page }) => {
    const response = await page.goto(`${SITE_URL}/noticias/nao-existe-${Date.now()}`, DOM_READY);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Notícia não encontrada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver todas as notícias' })).toHaveAttribute(
      'href',
      '/noticias',
    );
  });

  test('unknown path: 404 page with a link home, not indexed', async ({ page }) => {
    const response = await page.goto(`${SITE_URL}/qualquer/coisa-${Date.now()}`, DOM_READY);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar para a Home' })).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('findable', () => {
  test('title, description, canonical, Open Graph and JSON-LD', async ({ page }) => {
    await page.goto(`${SITE_URL}/eventos`, DOM_READY);
    await expect(page).toHaveTitle('Eventos | GN Ingressos');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^https?:\/\/[^/]+\/eventos$/,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(ld['@type']).toBe('ItemList');
    // The ItemList names the cards the page shows (structured data describes visible content):
    // the first nine here, the other five on /eventos/pagina/2, positions running on.
    const cardUrls = await page
      .locator('[data-listing-item] a.gn-card-link')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(ld.itemListElement.map((e: { url: string }) => new URL(e.url).pathname)).toEqual(
      cardUrls.map((u) => new URL(u).pathname),
    );
    expect(ld.itemListElement).toHaveLength(9);
    await page.goto(`${SITE_URL}/eventos/pagina/2`, DOM_READY);
    const second = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    );
    expect(second.itemListElement.map((e: { position: number }) => e.position)).toEqual([10, 11, 12, 13, 14]);

    await page.goto(SITE_URL, DOM_READY);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/^https?:\/\/[^/]+\/api\/files\//);
  });

  test('robots.txt points at the sitemap and keeps private areas out', async ({ request }) => {
    const response = await request.get(`${SITE_URL}/robots.txt`);
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toContain('User-agent: *');
    expect(body).toContain('Disallow: /conta');
    expect(body).toContain('Disallow: /checkout');
    expect(body).toMatch(/Sitemap: https?:\/\/\S+\/sitemap-index\.xml/);
  });
});

test.describe('accessibility (axe)', () => {
  for (const theme of THEMES) {
    for (const path of [
      '/',
      '/eventos',
      '/eventos/pagina/2',
      '/noticias',
      '/nao-existe',
      '/eventos/nao-existe',
    ]) {
      test(`${path} in ${theme}`, async ({ page }) => {
        await setTheme(page, theme);
        await page.goto(`${SITE_URL}${path}`, DOM_READY);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectNoSeriousA11yViolations(page);
      });
    }
  }

  test('/ at 375 px with the drawer open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(SITE_URL, DOM_READY);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
