// /eventos/{slug}: sections, category tables (with subdivisions), JSON-LD, the ticket panel
// (disabled until a type, the spec's toasts, anonymous → /entrar → back, signed-in → gn-cart +
// /checkout), the live stock read (changed in Firestore, no rebuild), the mobile buy bar, axe.
// Seed facts (dev/seed/README.md): evt-sons-do-cerrado is open with 4 price tables, one of them
// (pt-camarote-vip) unpublished, and category tables ct-programacao then ct-setores;
// evt-meia-maratona-curitiba has subdivisions; evt-stand-up-causos-de-minas is closed and sold
// out; evt-festival-inverno hides its stock; evt-rindo-a-toa is open with stock (used for writes).
import { Axe } from './axe';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SITE_URL } from './env';
import { GN10_TERMS } from './checkout-helpers';
import { DEMO_CUSTOMER } from '../../dev/seed/demo-users.mjs';
import { eventDateRange } from '../../site/src/features/event-page/event-detail';
import { keepScreenshot } from './steps';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD is read field by field
type Ld = Record<string, any>;

const FESTIVAL = '/eventos/festival-sons-do-cerrado';
const CORRIDA = '/eventos/meia-maratona-parques-de-curitiba';
const CAUSOS = '/eventos/stand-up-causos-de-minas';
const INVERNO = '/eventos/festival-de-inverno-de-campos-do-jordao';
const RINDO = '/eventos/rindo-a-toa-stand-up-comedy';
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-gn-test';
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/v1/projects/${PROJECT}/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

const panel = (page: Page) => page.getByTestId('ticket-panel');
const buyButton = (page: Page) => panel(page).getByRole('button', { name: 'Comprar Ingresso' });
const typeRadio = (page: Page, name: string) =>
  panel(page)
    .getByRole('group', { name: 'Tipo de ingresso' })
    .getByRole('radio', { name: new RegExp(`^${name}\\b`) });
const options = (page: Page) => panel(page).getByRole('group', { name: 'Opção de preço' });
const plus = (page: Page, name: string) =>
  options(page).getByRole('button', { name: `Aumentar ${name}`, exact: true });
const minus = (page: Page, name: string) =>
  options(page).getByRole('button', { name: `Diminuir ${name}`, exact: true });
const quantityOf = (page: Page, name: string) =>
  options(page)
    .getByRole('group', { name: `Quantidade de ${name}`, exact: true })
    .locator('output');
const toastWith = (page: Page, text: string): Locator =>
  page.locator('[data-sonner-toast]', { hasText: text });

async function readDoc(path: string): Promise<{ fields: Record<string, Record<string, string>> }> {
  const response = await fetch(`${FIRESTORE}/${path}`, { headers: OWNER });
  expect(response.ok, `GET ${path}`).toBe(true);
  return (await response.json()) as { fields: Record<string, Record<string, string>> };
}

async function setDisponivel(eventId: string, value: number): Promise<void> {
  const response = await fetch(`${FIRESTORE}/event_stock/${eventId}?updateMask.fieldPaths=disponivel`, {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({ fields: { disponivel: { integerValue: String(value) } } }),
  });
  expect(response.ok, `PATCH event_stock/${eventId}`).toBe(true);
}

/** Waits until the panel has hydrated and read the live stock of the page's event. */
async function gotoEvent(page: Page, path: string, eventId: string): Promise<void> {
  const stockRead = page.waitForResponse((r) => r.url().includes(`/event_stock/${eventId}`), {
    timeout: 15_000,
  });
  const response = await page.goto(`${SITE_URL}${path}`);
  expect(response?.status()).toBe(200);
  await stockRead;
}

async function jsonLd(page: Page): Promise<Ld[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Ld);
}

test.describe('event page', () => {
  test('renders cover, title, badge, dates, place, description, tables and only published ticket types', async ({
    page,
  }) => {
    const doc = await readDoc('events/evt-sons-do-cerrado');
    const start = doc.fields.data_inicio!.timestampValue!;
    const end = doc.fields.data_fim!.timestampValue!;

    await gotoEvent(page, FESTIVAL, 'evt-sons-do-cerrado');
    await expect(page).toHaveTitle(/Festival Sons do Cerrado/);
    const cover = page.locator('article img').first();
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).toHaveAttribute('width', '1920');
    await expect(cover).toHaveAttribute('height', '1080');
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // One of the WebP copies made when the cover was stored, not a copy the site's build encoded.
    expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/api\/files\/seed\/events\/evt-sons-do-cerrado\.c1920x1080\.w\d+\.webp$/,
    );

    await expect(page.getByRole('heading', { level: 1, name: 'Festival Sons do Cerrado' })).toBeVisible();
    await expect(page.getByTestId('registration-badge')).toHaveText('Inscrições Abertas');
    await expect(page.getByTestId('event-date')).toHaveText(eventDateRange(start, end));
    await expect(page.getByTestId('event-date')).toHaveText(/^\d{2} de [a-zç]+, \d{4} · \d{2}:\d{2} – /);
    await expect(page.getByTestId('event-place')).toHaveText('Esplanada do Lago Paranoá, Brasília - DF');

    await expect(page.getByRole('heading', { level: 2, name: 'Sobre o Evento' })).toBeVisible();
    const description = page.getByTestId('event-description');
    await expect(description.getByRole('heading', { name: 'O que está incluído' })).toBeVisible();
    await expect(description.locator('li')).toHaveCount(3);
    await expect(description.locator('script, [style], [onclick]')).toHaveCount(0);

    // Category tables in the event's order, rows by linha_ordem.
    const tableHeadings = page.locator('section:has(> .gn-table-scroll) > h2');
    await expect(tableHeadings).toHaveText(['Programação', 'Setores e Acessibilidade']);
    const programacao = page.getByRole('table', { name: /^Programação/ });
    await expect(programacao.locator('thead th')).toHaveText(['Dia', 'Horário', 'Atração', 'Palco']);
    await expect(programacao.locator('tbody tr')).toHaveCount(9);
    await expect(programacao.locator('tbody tr').first()).toContainText('Dia 1');
    const setores = page.getByRole('table', { name: /^Setores e Acessibilidade/ });
    await expect(setores.locator('tbody tr').nth(1)).toContainText('Camarote');

    // The panel: three published types, never the unpublished one.
    await expect(panel(page).getByRole('heading', { name: 'Ingressos' })).toBeVisible();
    const types = panel(page).getByRole('group', { name: 'Tipo de ingresso' }).getByRole('radio');
    await expect(types).toHaveCount(3);
    await expect(typeRadio(page, 'Lote Promocional')).toBeVisible();
    await expect(typeRadio(page, 'Pista')).toBeVisible();
    await expect(typeRadio(page, 'Camarote')).toBeVisible();
    expect(await page.content()).not.toContain('Camarote VIP Patrocinador');
    // The footer names the methods the seeded Pagamentos settings enable (all three; the event is
    // weeks away, so a boleto clears in time).
    await expect(panel(page).getByText(/^Pagamento por /)).toHaveText(
      'Pagamento por PIX, cartão ou boleto. Preços com a taxa de serviço incluída.',
    );
    await expect(panel(page).getByTestId('ticket-stock')).toHaveText(/^[\d.]+ ingressos disponíveis$/);

    await expect(page.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/eventos');
    await page.getByRole('link', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/eventos$/);
  });

  test('JSON-LD: an Event with offers, a -03:00 start date and the cover; SEO tags', async ({ page }) => {
    await gotoEvent(page, FESTIVAL, 'evt-sons-do-cerrado');
    const blocks = await jsonLd(page);
    const event = blocks.find((b) => b['@type'] === 'Event');
    expect(event).toBeDefined();
    expect(event!.name).toBe('Festival Sons do Cerrado');
    expect(event!.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T16:00:00-03:00$/);
    expect(event!.endDate).toMatch(/T23:59:00-03:00$/);
    expect(event!.description).not.toMatch(/<[a-z]/i);
    expect(event!.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(event!.location).toMatchObject({
      '@type': 'Place',
      address: { addressLocality: 'Brasília', addressRegion: 'DF' },
    });
    expect(event!.image[0]).toMatch(
      /^https?:\/\/.+\/api\/files\/seed\/events\/evt-sons-do-cerrado\.c1920x1080\.jpg$/,
    );
    expect(event!.organizer).toMatchObject({ name: 'GN Ingressos' });
    // Published tables only: Lote Promocional (80..110), Pista (60..120), Camarote (190..520), each
    // with the default service fee (10 %): what the buyer pays.
    expect(event!.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'BRL',
      lowPrice: '66.00',
      highPrice: '572.00',
      availability: 'https://schema.org/InStock',
    });
    expect(event!.offers.url).toMatch(/\/eventos\/festival-sons-do-cerrado$/);
    expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);

    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /evt-sons-do-cerrado\.c1920x1080\.jpg$/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/eventos\/festival-sons-do-cerrado$/,
    );
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain('Dois dias de música brasileira');
  });

  test('a category table with subdivisions has a grouped header', async ({ page }) => {
    await gotoEvent(page, CORRIDA, 'evt-meia-maratona-curitiba');
    const table = page.getByRole('table', { name: /^Categorias de Corrida/ });
    const firstRow = table.locator('thead tr').first();
    await expect(firstRow.locator('th')).toHaveText([
      'Categoria',
      'Distância (km)',
      'Público',
      'Largada',
      'Vagas',
    ]);
    await expect(firstRow.locator('th', { hasText: 'Largada' })).toHaveAttribute('colspan', '2');
    await expect(firstRow.locator('th', { hasText: 'Vagas' })).toHaveAttribute('colspan', '2');
    await expect(firstRow.locator('th', { hasText: 'Categoria' })).toHaveAttribute('rowspan', '2');
    await expect(table.locator('thead tr').nth(1).locator('th')).toHaveText([
      'Bat.1',
      'Bat.2',
      'Bat.1',
      'Bat.2',
    ]);
    const first = table.locator('tbody tr').first().locator('th, td');
    await expect(first).toHaveText(['Caminhada e corrida 5K', '5', 'Geral', '07:30', '07:45', '500', '500']);
    // Scrolls sideways inside its own focusable box on a phone, not the page.
    await page.setViewportSize({ width: 375, height: 800 });
    const box = page.getByRole('region', { name: 'Categorias de Corrida' });
    await expect(box).toHaveAttribute('tabindex', '0');
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test("'Comprar Ingresso' is disabled until a type is chosen; the price follows the choice", async ({
    page,
  }) => {
    await gotoEvent(page, FESTIVAL, 'evt-sons-do-cerrado');
    await expect(buyButton(page)).toBeDisabled();
    await typeRadio(page, 'Pista').check();
    await expect(buyButton(page)).toBeEnabled();
    const price = panel(page).getByTestId('ticket-price');
    // Every price holds the service fee (10 %), itemised.
    await expect(price).toHaveText('a partir de R$ 66,00');
    await expect(minus(page, 'Inteira')).toBeDisabled();
    await plus(page, 'Meia-entrada').click();
    await expect(price).toHaveText('R$ 66,00');
    // Several options in one order: 2 × Inteira + 1 × Meia-entrada.
    await plus(page, 'Inteira').click();
    await plus(page, 'Inteira').click();
    await expect(quantityOf(page, 'Inteira')).toHaveText('2');
    await expect(price).toHaveText('R$ 330,00');
    await expect(panel(page).getByText('Total (3 ingressos)')).toBeVisible();
    await expect(panel(page).getByTestId('ticket-fee')).toHaveText('inclui R$ 30,00 de taxa de serviço');
    // One total on the panel: the installments divide that very figure (R$ 330,00 / 12).
    await expect(panel(page).getByTestId('ticket-installments')).toHaveText(
      'ou em até 12x de R$ 27,50 sem juros no cartão',
    );
    await minus(page, 'Meia-entrada').click();
    await expect(price).toHaveText('R$ 264,00');
    // The event's limit per order (6 unless it sets another), with the keyboard: + stops and says why.
    await plus(page, 'Inteira').focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Enter');
    await expect(quantityOf(page, 'Inteira')).toHaveText('6');
    await expect(plus(page, 'Inteira')).toBeDisabled();
    await expect(plus(page, 'Inteira')).toHaveAccessibleDescription('Limite de 6 ingressos por pedido');
    await expect(plus(page, 'Meia-entrada')).toBeDisabled();
    await expect(panel(page).getByText('Até 6 ingressos por pedido.')).toBeVisible();
    // Changing the type clears the quantities.
    await typeRadio(page, 'Camarote').check();
    await expect(price).toHaveText('a partir de R$ 209,00');
    await expect(quantityOf(page, 'Inteira')).toHaveText('0');
    // Keyboard: the types are one radio group.
    await typeRadio(page, 'Camarote').focus();
    await page.keyboard.press('ArrowUp');
    await expect(typeRadio(page, 'Pista')).toBeChecked();
  });

  test('a type ticked before the panel hydrates stays chosen: its options show once it does', async ({
    page,
  }) => {
    // Hold the island's code (a slow phone, a busy tab) until the visitor has ticked a type.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/TicketPanel.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${SITE_URL}${FESTIVAL}`);
    await typeRadio(page, 'Pista').check();
    await expect(options(page)).toHaveCount(0);
    const stockRead = page.waitForResponse((r) => r.url().includes('/event_stock/evt-sons-do-cerrado'));
    release();
    await stockRead;
    await expect(typeRadio(page, 'Pista')).toBeChecked();
    await plus(page, 'Inteira').click();
    await expect(quantityOf(page, 'Inteira')).toHaveText('1');
    await expect(buyButton(page)).toBeEnabled();
  });

  test('an option without a value (sob consulta) is shown but cannot be chosen', async ({ page }) => {
    await gotoEvent(page, '/eventos/conferencia-nordeste-digital', 'evt-nordeste-digital');
    await typeRadio(page, 'Passaporte Conferência').check();
    const caravana = options(page).getByRole('listitem').filter({ hasText: 'Caravana universitária' });
    await expect(caravana).toContainText('Fora da venda online');
    await expect(caravana.getByRole('button')).toHaveCount(0);
    await plus(page, 'Estudante').click();
    // R$ 245,00 with the event's own service fee (8 %).
    await expect(panel(page).getByTestId('ticket-price')).toHaveText('R$ 264,60');
  });

  test('the meia-entrada figures the law asks for are shown live, even where the stock is hidden', async ({
    page,
  }) => {
    // The showcase event sells quota meia (Estudante) with a quota of 50 % of 1.200.
    await gotoEvent(page, '/eventos/conferencia-nordeste-digital', 'evt-nordeste-digital');
    // (box-office.spec.ts buys one of its meia: the figure left may be below 600.)
    await expect(panel(page).getByTestId('meia-stock')).toHaveText(
      /^Meia-entrada: \d+ de 600 disponíveis · 1\.200 ingressos no total$/,
    );
    await expect(panel(page).getByText('Até 8 ingressos por pedido.')).toHaveCount(0);
    await typeRadio(page, 'Passaporte Conferência').check();
    await expect(panel(page).getByText('Até 8 ingressos por pedido.')).toBeVisible();
    // Hidden stock: no 'N ingressos disponíveis', but the meia figures stay (40 % of 1.500).
    await gotoEvent(page, INVERNO, 'evt-festival-inverno');
    await expect(panel(page).getByTestId('ticket-stock')).toHaveCount(0);
    await expect(panel(page).getByTestId('meia-stock')).toHaveText(
      'Meia-entrada: 600 de 600 disponíveis · 1.500 ingressos no total',
    );
    // Live like the stock figure: changed in Firestore, read again when the tab comes back.
    const response = await fetch(
      `${FIRESTORE}/event_stock/evt-festival-inverno?updateMask.fieldPaths=meia_disponivel`,
      {
        method: 'PATCH',
        headers: OWNER,
        body: JSON.stringify({ fields: { meia_disponivel: { integerValue: '37' } } }),
      },
    );
    expect(response.ok).toBe(true);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(panel(page).getByTestId('meia-stock')).toHaveText(
      'Meia-entrada: 37 de 600 disponíveis · 1.500 ingressos no total',
    );
  });

  test('anonymous buyer: toast, /entrar?returnTo=the event, then signed in: choice restored, option check, cart, /checkout', async ({
    page,
  }) => {
    await gotoEvent(page, FESTIVAL, 'evt-sons-do-cerrado');
    // A previous cart with two lines and a coupon: adding keeps the coupon and leaves one line.
    await page.evaluate(
      (terms) =>
        localStorage.setItem(
          'gn-cart',
          JSON.stringify({
            items: [
              {
                event_id: 'a',
                event_titulo: 'A',
                event_slug: 'a',
                tipo_ingresso: 'X - Y',
                preco: 100,
                qnt: 2,
                data_evento: '2027-01-01T00:00:00.000Z',
                local_evento: 'L',
                pricing_table_id: 'p',
                item_id: 'i',
              },
              {
                event_id: 'b',
                event_titulo: 'B',
                event_slug: 'b',
                tipo_ingresso: 'X - Z',
                preco: 200,
                qnt: 1,
                data_evento: '2027-01-01T00:00:00.000Z',
                local_evento: 'L',
                pricing_table_id: 'p',
                item_id: 'j',
              },
            ],
            cupom: 'GN10',
            cupom_termos: terms,
          }),
        ),
      GN10_TERMS,
    );
    await typeRadio(page, 'Pista').check();
    await plus(page, 'Inteira').click();
    await buyButton(page).click();
    await expect(page).toHaveURL(`${SITE_URL}/entrar?returnTo=%2Feventos%2Ffestival-sons-do-cerrado`);
    await expect(toastWith(page, 'Você precisa estar logado para comprar ingressos')).toBeVisible();
    // Anonymous visitors never downloaded the Firebase SDK on the event page: the hint was absent.

    const form = page.getByRole('form', { name: 'Entrar' });
    await form.getByLabel('E-mail').fill(DEMO_CUSTOMER.email);
    await form.getByLabel('Senha', { exact: true }).fill(DEMO_CUSTOMER.password);
    await form.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${FESTIVAL}$`), { timeout: 20_000 });

    // The choice made before signing in is there again.
    await expect(typeRadio(page, 'Pista')).toBeChecked();
    await expect(quantityOf(page, 'Inteira')).toHaveText('1');

    // A type with options but no option chosen.
    await typeRadio(page, 'Camarote').check();
    await buyButton(page).click();
    await expect(toastWith(page, 'Selecione uma opção de preço')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${FESTIVAL}$`));

    await plus(page, 'Meia-entrada').click();
    await plus(page, 'Inteira').click();
    await buyButton(page).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(toastWith(page, 'Ingresso adicionado ao carrinho!')).toBeVisible();
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('gn-cart') ?? 'null'));
    const doc = await readDoc('events/evt-sons-do-cerrado');
    expect(cart).toEqual({
      items: [
        {
          event_id: 'evt-sons-do-cerrado',
          event_titulo: 'Festival Sons do Cerrado',
          event_slug: 'festival-sons-do-cerrado',
          tipo_ingresso: 'Camarote - Inteira',
          preco: 38000,
          qnt: 1,
          data_evento: new Date(doc.fields.data_inicio!.timestampValue!).toISOString(),
          local_evento: 'Esplanada do Lago Paranoá, Brasília - DF',
          pricing_table_id: 'pt-camarote',
          item_id: 'inteira',
          tipo_preco: 'inteira',
        },
        {
          event_id: 'evt-sons-do-cerrado',
          event_titulo: 'Festival Sons do Cerrado',
          event_slug: 'festival-sons-do-cerrado',
          tipo_ingresso: 'Camarote - Meia-entrada',
          preco: 19000,
          qnt: 1,
          data_evento: new Date(doc.fields.data_inicio!.timestampValue!).toISOString(),
          local_evento: 'Esplanada do Lago Paranoá, Brasília - DF',
          pricing_table_id: 'pt-camarote',
          item_id: 'meia',
          tipo_preco: 'meia',
        },
      ],
      cupom: 'GN10',
      cupom_termos: GN10_TERMS,
      max_por_pedido: 6,
      ingresso_nominal: false,
    });
  });

  test('closed and sold out: badge, reason, disabled button, no stock line, SoldOut in JSON-LD', async ({
    page,
  }) => {
    await gotoEvent(page, CAUSOS, 'evt-stand-up-causos-de-minas');
    await expect(page.getByTestId('registration-badge')).toHaveText('Inscrições Encerradas');
    await expect(panel(page).getByTestId('ticket-blocker')).toHaveText('Inscrições encerradas');
    await expect(buyButton(page)).toBeDisabled();
    await expect(typeRadio(page, 'Ingresso Stand-up')).toBeDisabled();
    await expect(panel(page).getByTestId('ticket-stock')).toHaveCount(0);
    const event = (await jsonLd(page)).find((b) => b['@type'] === 'Event');
    expect(event!.offers.availability).toBe('https://schema.org/SoldOut');
  });

  test('a hidden stock (mostrar_estoque false) shows no stock line', async ({ page }) => {
    await gotoEvent(page, INVERNO, 'evt-festival-inverno');
    await expect(typeRadio(page, 'Lote Promocional')).toBeEnabled();
    await expect(panel(page).getByTestId('ticket-stock')).toHaveCount(0);
    await expect(page.getByText(/ingressos? disponíve/)).toHaveCount(0);
  });

  test('the stock line is live: a change in Firestore shows without a rebuild; 0 means Esgotado', async ({
    page,
  }) => {
    const original = Number((await readDoc('event_stock/evt-rindo-a-toa')).fields.disponivel!.integerValue);
    try {
      await setDisponivel('evt-rindo-a-toa', 812);
      await gotoEvent(page, RINDO, 'evt-rindo-a-toa');
      await expect(panel(page).getByTestId('ticket-stock')).toHaveText('812 ingressos disponíveis');

      await setDisponivel('evt-rindo-a-toa', 1);
      await gotoEvent(page, RINDO, 'evt-rindo-a-toa');
      await expect(panel(page).getByTestId('ticket-stock')).toHaveText('1 ingresso disponível');

      await setDisponivel('evt-rindo-a-toa', 0);
      await gotoEvent(page, RINDO, 'evt-rindo-a-toa');
      await expect(panel(page).getByTestId('ticket-blocker')).toHaveText('Esgotado');
      await expect(panel(page).getByTestId('ticket-stock')).toHaveCount(0);
      await expect(buyButton(page)).toBeDisabled();
    } finally {
      await setDisponivel('evt-rindo-a-toa', original);
    }
  });

  test('phone (375 px): a fixed buy bar with the price and the button; desktop: sticky side panel', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoEvent(page, FESTIVAL, 'evt-sons-do-cerrado');
    const bar = page.getByTestId('buy-bar');
    await expect(bar).toBeVisible();
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(740);
    expect(box.width).toBe(375);
    await expect(bar.getByTestId('buy-bar-price')).toHaveText('R$ 66,00');
    await expect(bar.getByTestId('buy-bar-fee')).toHaveText('inclui R$ 6,00 de taxa de serviço');
    await expect(bar).toContainText('Ingressos a partir de');

    // 'Escolher ingresso' takes the buyer to the types.
    await bar.getByRole('button', { name: 'Escolher ingresso' }).click();
    await expect(typeRadio(page, 'Lote Promocional')).toBeFocused();
    await typeRadio(page, 'Pista').check();
    await plus(page, 'Inteira').click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar.getByTestId('buy-bar-price')).toHaveText('R$ 132,00');
    await expect(bar).toContainText('1 ingresso');
    await expect(bar.getByRole('button', { name: 'Comprar Ingresso' })).toBeEnabled();
    // The page never scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bar).toBeHidden();
    expect(await page.locator('#ingressos').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  });

  for (const theme of ['gn-light', 'gn-dark'] as const) {
    test(`axe: no serious or critical violations (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('gn-theme', t), theme);
      await gotoEvent(page, FESTIVAL, 'evt-sons-do-cerrado');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await typeRadio(page, 'Pista').check(); // the option list too
      const results = await new Axe({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

// Screenshots for a human to look at: GN_SCREENSHOT_DIR=/some/dir npm test -- e2e tests/e2e/event-page.spec.ts
test.describe('screenshots', () => {
  test.skip(!process.env.GN_SCREENSHOT_DIR, 'GN_SCREENSHOT_DIR not set');
  for (const theme of ['gn-light', 'gn-dark'] as const) {
    for (const width of [375, 1280]) {
      test(`event pages at ${width} px (${theme})`, async ({ page }) => {
        await page.addInitScript((t) => localStorage.setItem('gn-theme', t), theme);
        await page.setViewportSize({ width, height: width < 400 ? 800 : 900 });
        for (const [path, id] of [
          [FESTIVAL, 'evt-sons-do-cerrado'],
          [CORRIDA, 'evt-meia-maratona-curitiba'],
          [CAUSOS, 'evt-stand-up-causos-de-minas'],
        ] as const) {
          await gotoEvent(page, path, id);
          const name = `${process.env.GN_SCREENSHOT_DIR}/${path.split('/').pop()}-${width}-${theme}`;
          await keepScreenshot(page, { path: `${name}.png` });
          await keepScreenshot(page, { path: `${name}-full.png`, fullPage: true });
          if (path === FESTIVAL) {
            await typeRadio(page, 'Camarote').check();
            await plus(page, 'Inteira').click();
            await plus(page, 'Inteira').click();
            await plus(page, 'Meia-entrada').click();
            await panel(page).scrollIntoViewIfNeeded();
            await keepScreenshot(page, { path: `${name}-chosen.png` });
          }
        }
      });
    }
  }
});
