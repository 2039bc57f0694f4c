// The admin's waiting-list screen (/admin/eventos/{id}/lista-de-espera), end to end against the
// local stack as the demo admin: entries seeded straight into the emulator for a demo event no
// other spec buys (a waiting entry makes the checkout keep freed places for the list), reached from
// the event's edit page; places in arrival order (overall and among those waiting), states, the
// summary, the order link and the CSV download; pausing the list and setting the hold time (kept
// after a reload and in `waitlists/{eventId}`), a refused hold time; the empty list of another
// event; axe, no sideways scroll and screenshots at 1280 and 375 px in both themes
// (GN_SCREENSHOTS=1, test-results/admin-waitlist-shots/). Each test removes what it seeded and puts
// the settings back in a finally block.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../support/functions-api.ts';
import { readDoc } from './checkout-helpers';
import { ADMIN_URL } from './env';
import { seriousViolations, settled, signInToAdmin, themedAdminPage, keepScreenshot } from './steps';

test.describe.configure({ mode: 'serial' });

const EVENT_ID = 'evt-rock-na-serra';
const EVENT_TITLE = 'Rock na Serra Gaúcha';
const EMPTY_EVENT_ID = 'evt-sabores-paraty';
const PAGE_PATH = `/admin/eventos/${EVENT_ID}/lista-de-espera`;
const SHOTS = path.resolve(process.env.GN_SCREENSHOTS_DIR ?? 'test-results/admin-waitlist-shots');

type Seeded = { ids: string[]; orderId: string; names: string[] };

/** Five entries in arrival order: bought, offered, waiting, left, waiting. */
async function seedEntries(): Promise<Seeded> {
  const tag = Math.random().toString(36).slice(2, 8);
  const orderId = `e2e-ord-${tag}`;
  const start = Date.now() - 5 * 60 * 60_000;
  const at = (minutes: number) => Timestamp.fromMillis(start + minutes * 60_000);
  const later = Timestamp.fromMillis(Date.now() + 2 * 60 * 60_000);
  const plan = [
    { estado: 'comprou', quantidade: 2, oferta: 2, order_id: orderId },
    { estado: 'convidado', quantidade: 3, oferta: 1, order_id: null },
    { estado: 'aguardando', quantidade: 1, oferta: null, order_id: null },
    { estado: 'saiu', quantidade: 2, oferta: null, order_id: null },
    { estado: 'aguardando', quantidade: 4, oferta: null, order_id: null },
  ] as const;
  const ids: string[] = [];
  const names: string[] = [];
  const batch = adminDb().batch();
  plan.forEach((entry, index) => {
    const uid = `e2e-${tag}-${index + 1}`;
    const id = `${EVENT_ID}__${uid}`;
    const nome = `Fila ${tag} ${index + 1}`;
    ids.push(id);
    names.push(nome);
    batch.set(adminDb().doc(`waitlist/${id}`), {
      event_id: EVENT_ID,
      uid,
      email: `${uid}@exemplo.com`,
      nome,
      quantidade: entry.quantidade,
      estado: entry.estado,
      oferta:
        entry.oferta === null
          ? null
          : {
              quantidade: entry.oferta,
              claim_id: `e2e-claim-${tag}-${index}`,
              em: at(index * 10 + 5),
              expira_em: later,
            },
      order_id: entry.order_id,
      created_at: at(index * 10),
      updated_at: at(index * 10),
    });
  });
  await batch.commit();
  return { ids, orderId, names };
}

/** Removes the seeded entries and puts the list's settings back as they were before the test. */
async function cleanUp(seeded: Seeded | null, settingsBefore: Record<string, unknown> | undefined) {
  const db = adminDb();
  if (seeded) await Promise.all(seeded.ids.map((id) => db.doc(`waitlist/${id}`).delete()));
  const settings = db.doc(`waitlists/${EVENT_ID}`);
  if (settingsBefore) await settings.set(settingsBefore);
  else await settings.set({ pausada: false, reserva_minutos: 30 });
}

async function settingsNow(): Promise<Record<string, unknown> | undefined> {
  return (await adminDb().doc(`waitlists/${EVENT_ID}`).get()).data();
}

function rows(page: Page) {
  return page.getByTestId('waitlist-row');
}

test('the list in arrival order with its summary and CSV; pausing it and the hold time are kept', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const before = await settingsNow();
  let seeded: Seeded | null = null;
  try {
    // Start from the defaults so the switch and field start known.
    await adminDb().doc(`waitlists/${EVENT_ID}`).set({ pausada: false, reserva_minutos: 30 });
    seeded = await seedEntries();
    const { names, orderId } = seeded;

    await signInToAdmin(page);
    await page.goto(`${ADMIN_URL}/admin/eventos/${EVENT_ID}`);
    await page.getByRole('link', { name: 'Lista de espera' }).click();
    await expect(page).toHaveURL(`${ADMIN_URL}${PAGE_PATH}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lista de espera' })).toBeVisible();
    await settled(page);
    await expect(page.getByText(EVENT_TITLE).first()).toBeVisible();

    // Only the seeded entries exist for this event (no other spec uses it).
    await expect(rows(page)).toHaveCount(5);
    const expected = [
      { place: '1º', waiting: null, name: names[0], tickets: '2', state: 'Comprou' },
      { place: '2º', waiting: null, name: names[1], tickets: '1 de 3', state: 'Ingressos reservados' },
      { place: '3º', waiting: '1º na fila', name: names[2], tickets: '1', state: 'Na fila' },
      { place: '4º', waiting: null, name: names[3], tickets: '2', state: 'Saiu da lista' },
      { place: '5º', waiting: '2º na fila', name: names[4], tickets: '4', state: 'Na fila' },
    ];
    for (const [index, want] of expected.entries()) {
      const cells = rows(page).nth(index).getByRole('cell');
      await expect(cells.nth(0)).toContainText(want.place);
      if (want.waiting) await expect(cells.nth(0)).toContainText(want.waiting);
      else await expect(cells.nth(0)).not.toContainText('na fila');
      await expect(cells.nth(1)).toHaveText(want.name!);
      await expect(cells.nth(3)).toHaveText(want.tickets);
      await expect(cells.nth(4)).toHaveText(want.state);
    }
    // 'Reserva até' only for the offered entry; 'Pedido' links the bought one's order.
    await expect(rows(page).nth(1).getByRole('cell').nth(6)).toHaveText(/^\d\d\/\d\d\/\d{4}\s*\d\d:\d\d$/);
    await expect(rows(page).nth(0).getByRole('cell').nth(6)).toHaveText('—');
    const orderLink = rows(page).nth(0).getByRole('link');
    await expect(orderLink).toHaveAttribute('href', `/admin/pedidos/${orderId}`);

    await expect(page.getByTestId('summary-Na fila')).toHaveText('2');
    await expect(page.getByTestId('summary-Com reserva')).toHaveText('1');
    await expect(page.getByTestId('summary-Compraram')).toHaveText('1');
    await expect(page.getByTestId('summary-Ingressos vendidos pela lista')).toHaveText('2');

    // The CSV: the table's columns, Excel pt-BR's format (BOM, ';', CRLF).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^lista-de-espera-rock-na-serra-gaucha-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Posição;Posição na fila;Nome;E-mail;Ingressos;Estado;Entrou em;Reserva até;Pedido',
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(
      new RegExp(
        `^1;;${names[0]};e2e-[a-z0-9]+-1@exemplo\\.com;2;Comprou;\\d\\d/\\d\\d/\\d{4} às \\d\\d:\\d\\d;;${orderId}$`,
      ),
    );
    expect(lines[2]).toMatch(
      new RegExp(`^2;;${names[1]};.*;1 de 3;Ingressos reservados;.+ às .+;.+ às .+;$`),
    );
    expect(lines[3]).toMatch(new RegExp(`^3;1;${names[2]};.*;1;Na fila;`));
    expect(lines[5]).toMatch(new RegExp(`^5;2;${names[4]};.*;4;Na fila;`));

    // Settings: a hold time out of range is refused on the spot, with the schema's message.
    const paused = page.getByRole('switch', { name: 'Lista pausada' });
    const minutes = page.getByLabel('Reserva (minutos)');
    await expect(paused).not.toBeChecked();
    await expect(minutes).toHaveValue('30');
    await minutes.fill('3');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('A reserva deve durar de 5 a 1440 minutos')).toBeVisible();
    expect((await settingsNow())?.reserva_minutos).toBe(30);

    await paused.click();
    await expect(page.getByText('Ingressos liberados voltam à venda normal.')).toBeVisible();
    await minutes.fill('45');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Lista de espera atualizada' }),
    ).toBeVisible();
    await expect(page.getByText('A reserva deve durar de 5 a 1440 minutos')).toHaveCount(0);
    const stored = await readDoc(`waitlists/${EVENT_ID}`);
    expect(stored.pausada).toEqual({ booleanValue: true });
    expect(stored.reserva_minutos).toEqual({ integerValue: '45' });

    await page.reload();
    await settled(page);
    await expect(page.getByRole('switch', { name: 'Lista pausada' })).toBeChecked();
    await expect(page.getByLabel('Reserva (minutos)')).toHaveValue('45');
  } finally {
    await cleanUp(seeded, before);
  }
});

test('an event nobody waits for shows the empty state', async ({ page }) => {
  await signInToAdmin(page);
  await page.goto(`${ADMIN_URL}/admin/eventos/${EMPTY_EVENT_ID}/lista-de-espera`);
  await settled(page);
  await expect(page.getByText('Ninguém na lista de espera deste evento.')).toBeVisible();
  await expect(page.getByTestId('summary-Na fila')).toHaveText('0');
});

test('an unknown event says so', async ({ page }) => {
  await signInToAdmin(page);
  await page.goto(`${ADMIN_URL}/admin/eventos/evt-nao-existe/lista-de-espera`);
  await settled(page);
  await expect(page.getByText('Evento não encontrado')).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`the screen at ${width} px in both themes: axe, no sideways scroll, screenshots`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const before = await settingsNow();
    let seeded: Seeded | null = null;
    const problems: string[] = [];
    try {
      seeded = await seedEntries();
      for (const theme of ['gn-light', 'gn-dark'] as const) {
        const { page, close } = await themedAdminPage(browser, theme, width);
        try {
          await page.goto(`${ADMIN_URL}${PAGE_PATH}`);
          await settled(page);
          await expect(rows(page)).toHaveCount(5);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          if (overflow > 0) problems.push(`${theme}: ${overflow} px de rolagem lateral`);
          if (width >= 1280) {
            // On a desktop the whole table fits (on a phone it scrolls inside its own frame).
            const tableOverflow = await page.evaluate(() => {
              const scroller = document.querySelector('main .overflow-x-auto');
              return scroller ? scroller.scrollWidth - scroller.clientWidth : 0;
            });
            if (tableOverflow > 0) problems.push(`${theme}: tabela rola ${tableOverflow} px`);
          }
          problems.push(...(await seriousViolations(page, `lista de espera ${theme} ${width}`)));
          if (process.env.GN_SCREENSHOTS) {
            await keepScreenshot(page, {
              path: `${SHOTS}/lista-de-espera-${theme}-${width}.png`,
              fullPage: true,
            });
          }
        } finally {
          await close();
        }
      }
    } finally {
      await cleanUp(seeded, before);
    }
    expect(problems).toEqual([]);
  });
}
