// The virtual queue of a high-demand sale in Chromium: the admin turns it on (paused); three
// buyers press 'Comprar Ingresso' one after the other and land on /fila with their places (1º,
// 2º, 3º); resumed at 60 a minute, each tick admits the next in arrival order: the admitted page
// says so and opens the checkout, which takes the order; the others move up, a reload keeps the
// place. The admin's screen shows the line's figures and changes the rate.
// Screenshots for a human: GN_SCREENSHOTS=1 [GN_SHOT_WIDTH=375] [GN_SHOT_THEME=gn-dark].
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminDb, api, createUser, tokenOf } from '../support/functions-api.ts';
import {
  choosePayment,
  confirmOrder,
  createBuyer,
  passBuyerStep,
  signIn,
  type Buyer,
} from './checkout-helpers';
import { ADMIN_URL, SITE_URL } from './env';
import { screenshots, signInToAdmin } from './steps';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

// A demo event no other spec buys from (open, 'Degustação' table).
const EVENT = { id: 'evt-mostra-cervejas-blumenau', path: '/eventos/mostra-de-cervejas-artesanais-do-vale' };
const { width, shot } = screenshots('test-results/virtual-queue-shots');

let adminToken = '';

async function queueSettings(body: Record<string, unknown>) {
  const answer = await api(`/api/admin/queue/${EVENT.id}`, {
    method: 'PATCH',
    json: body,
    token: adminToken,
  });
  expect(answer.status, answer.text).toBe(200);
}

/** One admissions tick, `ms` after the queue's last tick or change: 60 a minute × 1 s = one person. */
async function tick(ms = 1_000): Promise<number> {
  const last = (await adminDb().doc(`queues/${EVENT.id}`).get()).get('atualizado_em') as {
    toMillis(): number;
  };
  const answer = await api<{ admitidos: Record<string, number> }>('/api/internal/queue-tick', {
    method: 'POST',
    json: { eventId: EVENT.id, now: new Date(last.toMillis() + ms).toISOString() },
    headers: { 'x-gn-internal-token': process.env.GN_INTERNAL_TOKEN ?? '' },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.admitidos[EVENT.id] ?? 0;
}

/** A fresh buyer's page: signed in, one 'Entrada + 5 fichas' chosen, 'Comprar Ingresso' pressed. */
async function pressBuy(browser: Browser): Promise<{ page: Page; buyer: Buyer }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'pt-BR' });
  const page = await context.newPage();
  const buyer = await createBuyer();
  await signIn(page, buyer);
  const stockRead = page.waitForResponse((r) => r.url().includes(`/event_stock/${EVENT.id}`));
  await page.goto(`${SITE_URL}${EVENT.path}`);
  await stockRead;
  const panel = page.getByTestId('ticket-panel');
  await panel.getByRole('radio', { name: /^Degustação/ }).check();
  await panel
    .getByRole('group', { name: 'Opção de preço' })
    .getByRole('button', { name: 'Aumentar Entrada + 5 fichas', exact: true })
    .click();
  await panel.getByRole('button', { name: 'Comprar Ingresso' }).click();
  await page.waitForURL(`${SITE_URL}/fila?evento=${EVENT.id}`);
  return { page, buyer };
}

const position = (page: Page) => page.getByTestId('queue-position');

test.beforeAll(async () => {
  adminToken = await tokenOf(await createUser({ admin: true }));
  await queueSettings({ ativa: true, pausada: true, taxa_por_minuto: 60 });
});
test.afterAll(async () => {
  await queueSettings({ ativa: false, pausada: false });
});

test('buyers wait in arrival order and are admitted one by one; the admitted one orders', async ({
  browser,
}) => {
  const ana = await pressBuy(browser);
  await expect(position(ana.page)).toHaveText('1º', { timeout: 20_000 });
  await expect(ana.page.getByTestId('queue-paused')).toBeVisible();
  const bia = await pressBuy(browser);
  await expect(position(bia.page)).toHaveText('2º', { timeout: 20_000 });
  const caio = await pressBuy(browser);
  await expect(position(caio.page)).toHaveText('3º', { timeout: 20_000 });
  await expect(caio.page.getByTestId('queue-ahead')).toHaveText('2 pessoas na sua frente');
  await shot(caio.page, 'fila-pausada');

  // Resumed: one second at 60 a minute lets the first in line in, nobody else.
  await queueSettings({ pausada: false });
  expect(await tick()).toBe(1);
  await expect(ana.page.getByTestId('queue-admitted')).toHaveText('Sua vez chegou!', { timeout: 20_000 });
  await ana.page.waitForURL(`${SITE_URL}/checkout`, { timeout: 20_000 });
  await expect(position(bia.page)).toHaveText('1º', { timeout: 20_000 });
  await expect(bia.page.getByTestId('queue-ahead')).toHaveText('Ninguém na sua frente: você é o próximo.');
  await expect(position(caio.page)).toHaveText('2º', { timeout: 20_000 });
  await shot(caio.page, 'fila-andando');

  // The admitted buyer's checkout takes the order (its admission travels with it).
  await ana.page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await passBuyerStep(ana.page, ana.buyer.cpf);
  await choosePayment(ana.page, 'pix');
  const orderId = await confirmOrder(ana.page);
  expect((await adminDb().doc(`queue_entries/${EVENT.id}__${ana.buyer.uid}`).get()).get('order_id')).toBe(
    orderId,
  );

  // A reload keeps the place; the next tick admits the next in line.
  await caio.page.reload();
  await expect(position(caio.page)).toHaveText('2º', { timeout: 20_000 });
  expect(await tick()).toBe(1);
  await bia.page.waitForURL(`${SITE_URL}/checkout`, { timeout: 20_000 });
  await expect(position(caio.page)).toHaveText('1º', { timeout: 20_000 });
  await Promise.all([ana.page, bia.page, caio.page].map((page) => page.context().close()));
});

test("the admin's screen: the line's figures, the rate changed live", async ({ page }) => {
  await page.setViewportSize({ width, height: 900 });
  await signInToAdmin(page);
  await page.goto(`${ADMIN_URL}/admin/eventos/${EVENT.id}/fila-virtual`);
  await expect(page.getByRole('heading', { name: 'Fila virtual', level: 1 })).toBeVisible();
  await expect(page.getByTestId('fila-Na fila')).toHaveText('1');
  await expect(page.getByTestId('fila-Admitidos')).toHaveText('2');
  await expect(page.getByTestId('fila-Pedidos pela fila')).toHaveText('1');
  await page.getByLabel('Entrada (pessoas por minuto)').fill('0');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Informe de 1 a 20.000 pessoas por minuto')).toBeVisible();
  await page.getByLabel('Entrada (pessoas por minuto)').fill('120');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Entram 120 pessoas por minuto, por ordem de chegada.')).toBeVisible();
  expect((await adminDb().doc(`queues/${EVENT.id}`).get()).get('taxa_por_minuto')).toBe(120);
  await shot(page, 'admin-fila');
});
