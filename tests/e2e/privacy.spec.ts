// Configurações › Privacidade (LGPD self-service) in Chromium: "Baixar meus dados" saves a JSON
// file holding the user's order; "Excluir minha conta" (password again, EXCLUIR typed, keyboard
// dialog) is refused with the list while a ticket for an event to come is held, and done once the
// buyer has cancelled that order: signed out with a final message, and the admin's dashboard still
// counts the revenue of the anonymised order for an event that already happened.
// Screenshots for a human with GN_SCREENSHOTS=1 (GN_SCREENSHOTS_DIR, default test-results/privacy-shots):
// the tab, the dialog and the refusal at 375 and 1280 px, light and dark.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { AggregateField, Timestamp } from 'firebase-admin/firestore';
import { ANONYMOUS_NAME } from '@gn/core/account-deletion';
import { orderNumber } from '@gn/core/ids';
import {
  checkout,
  checkoutBody,
  eventually,
  orderOf,
  seedSale,
  unpublishSales,
} from '../support/checkout-fixtures.ts';
import { adminAuth, adminDb, api, createUser, tokenOf, type TestUser } from '../support/functions-api.ts';
import { ADMIN_URL, SITE_URL } from './env';
import { expectNoSeriousA11yViolations, signInToAdmin, type Theme, keepScreenshot } from './steps';

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.afterAll(unpublishSales);

const SHOTS = path.resolve(process.env.GN_SCREENSHOTS_DIR ?? 'test-results/privacy-shots');
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const money = (centavos: number) => brl.format(centavos / 100);

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Excluir minha conta' });

async function signInAt(page: Page, pathname: string, user: TestUser) {
  await page.goto(`${SITE_URL}/entrar?returnTo=${encodeURIComponent(pathname)}`);
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('E-mail', { exact: true }).fill(user.email);
  await form.getByLabel('Senha', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(`${SITE_URL}${pathname}`);
}

/** An order of `user`: a free ticket (paid at once) or R$ 110,00 marked paid by the admin. */
async function orderFor(user: TestUser, free: boolean): Promise<{ orderId: string; eventId: string }> {
  const sale = await seedSale();
  const token = await tokenOf(user);
  const answer = await checkout(token, checkoutBody({ ...sale, itemId: free ? 'cortesia' : 'inteira' }));
  expect(answer.status, answer.text).toBe(200);
  const orderId = answer.body.orderId;
  if (!free) {
    await eventually(async () => (await orderOf(orderId))?.asaas_payment_id as string);
    const admin = await createUser({ admin: true });
    const paid = await api(`/api/admin/orders/${orderId}/status`, {
      json: { status: 'pago', motivo: 'Pago na bilheteria' },
      token: await tokenOf(admin),
    });
    expect(paid.status, paid.text).toBe(200);
  }
  return { orderId, eventId: sale.eventId };
}

/** A fresh account with one order (see orderFor). */
async function userWithOrder(free: boolean): Promise<{ user: TestUser; orderId: string; eventId: string }> {
  const user = await createUser({ nome: 'Lia Privacidade' });
  return { user, ...(await orderFor(user, free)) };
}

/** The event took place last week: its dates and the copy on its tickets. */
async function moveToThePast(eventId: string) {
  const start = Timestamp.fromDate(new Date(Date.now() - 7 * 86_400_000));
  await adminDb()
    .doc(`events/${eventId}`)
    .update({ data_inicio: start, data_fim: Timestamp.fromMillis(start.toMillis() + 4 * 3_600_000) });
  const tickets = await adminDb().collection('tickets').where('event_id', '==', eventId).get();
  for (const ticket of tickets.docs) await ticket.ref.update({ 'evento.data_inicio': start });
}

async function paidRevenue(): Promise<number> {
  const paid = adminDb().collection('orders').where('status', '==', 'pago');
  return (await paid.aggregate({ total: AggregateField.sum('total') }).get()).data().total ?? 0;
}

async function openDeletion(page: Page, password: string) {
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByLabel('Sua senha')).toBeFocused();
  await dialog(page).getByLabel('Sua senha').fill(password);
  await dialog(page).getByLabel('Digite EXCLUIR para confirmar').fill('EXCLUIR');
}

async function shot(browser: Browser, user: TestUser, name: string, act: (page: Page) => Promise<void>) {
  if (!process.env.GN_SCREENSHOTS) return;
  for (const theme of ['gn-light', 'gn-dark'] as Theme[]) {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'pt-BR' });
      await context.addInitScript((t) => localStorage.setItem('gn-theme', t), theme);
      const page = await context.newPage();
      try {
        await signInAt(page, '/conta/configuracoes#privacidade', user);
        await expect(page.getByRole('tabpanel', { name: 'Privacidade' })).toBeVisible();
        await act(page);
        await page
          .locator('[data-sonner-toast]')
          .first()
          .waitFor({ state: 'detached' })
          .catch(() => {});
        // A modal is fixed to the viewport: a full-page picture would cut its backdrop.
        const fullPage = !(await dialog(page).isVisible());
        await keepScreenshot(page, { path: `${SHOTS}/${name}-${theme}-${width}.png`, fullPage });
      } finally {
        await context.close();
      }
    }
  }
}

let holder: { user: TestUser; orderId: string; eventId: string };

test.beforeAll(async () => {
  holder = await userWithOrder(true);
});

test('Privacidade explains the rights and "Baixar meus dados" saves a JSON holding the order', async ({
  page,
}) => {
  await signInAt(page, '/conta/configuracoes#privacidade', holder.user);
  const panel = page.getByRole('tabpanel', { name: 'Privacidade' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
    'href',
    '/privacidade#direitos',
  );
  const button = panel.getByRole('button', { name: 'Baixar meus dados' });
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^meus-dados-gn-ingressos-\d{4}-\d\d-\d\d\.json$/);
  const text = await readFile((await file.path())!, 'utf8');
  const data = JSON.parse(text) as { resumo: { conta: string }; pedidos: { id: string }[] };
  expect(data.resumo.conta).toBe(holder.user.email);
  expect(data.pedidos.map((o) => o.id)).toEqual([holder.orderId]);
  expect(text).toContain(holder.orderId.slice(0, 8));
  await expect(toast(page, 'Seus dados foram baixados')).toBeVisible();
  await expect(button).toBeEnabled();
});

test('/privacidade describes access, deletion, what is kept, why and for how long', async ({ page }) => {
  await page.goto(`${SITE_URL}/privacidade#exclusao`);
  await expect(page.getByRole('heading', { level: 2, name: /Baixar meus dados$/ })).toBeVisible();
  const deletion = page.locator('section#exclusao');
  await expect(deletion.getByRole('heading', { level: 2, name: /Excluir minha conta$/ })).toBeVisible();
  await expect(deletion.getByText(/obrigações fiscais e contábeis/)).toBeVisible();
  await expect(deletion.getByText(/5 anos/)).toBeVisible();
  await expect(deletion.getByText(/Titular\s+removido \(LGPD\)/)).toBeVisible();
  if (process.env.GN_SCREENSHOTS) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await keepScreenshot(deletion, { path: `${SHOTS}/politica-exclusao-${width}.png` });
    }
  }
});

test('"Excluir minha conta" with a ticket for an event to come: refused, with the list and the way to the tickets', async ({
  page,
  browser,
}) => {
  await signInAt(page, '/conta/configuracoes#privacidade', holder.user);
  // The dialog: Esc closes it and gives the focus back; Tab stays inside.
  const open = page.getByRole('button', { name: 'Excluir minha conta' });
  await open.click();
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  // A wrong confirmation word and an empty password are named before anything is sent.
  await dialog(page).getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(dialog(page).getByText('Informe sua senha')).toBeVisible();
  await page.keyboard.press('Escape');

  await openDeletion(page, 'senha-errada');
  await dialog(page).getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(dialog(page).getByText('Senha incorreta. Confira e tente novamente.')).toBeVisible();

  await dialog(page).getByLabel('Sua senha').fill(holder.user.password);
  await dialog(page).getByRole('button', { name: 'Excluir minha conta' }).click();
  const list = dialog(page).getByTestId('bloqueios-exclusao');
  await expect(list).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveText([
    new RegExp(
      `^Show ${holder.eventId} \\(\\d\\d/\\d\\d/\\d{4}\\): 1 ingresso no pedido ${holder.orderId.slice(0, 8)}$`,
    ),
  ]);
  await expect(dialog(page).getByText(/^Sua conta ainda não pode ser excluída/)).toBeVisible();
  await expect(dialog(page).getByRole('link', { name: 'Ver meus ingressos' })).toHaveAttribute(
    'href',
    '/conta/ingressos',
  );
  expect((await adminAuth().getUser(holder.user.uid)).uid).toBe(holder.user.uid);
  await expectNoSeriousA11yViolations(page, 'the refusal in the deletion dialog');

  await shot(browser, holder.user, 'privacidade', async () => {});
  await shot(browser, holder.user, 'dialogo', async (p) => {
    await openDeletion(p, holder.user.password);
  });
  await shot(browser, holder.user, 'recusa', async (p) => {
    await openDeletion(p, holder.user.password);
    await dialog(p).getByRole('button', { name: 'Excluir minha conta' }).click();
    await expect(dialog(p).getByTestId('bloqueios-exclusao')).toBeVisible();
  });
});

test('refused with a ticket to come, done once it is cancelled: signed out, and the past order still counts in the revenue', async ({
  page,
  browser,
}) => {
  const done = await userWithOrder(false);
  await moveToThePast(done.eventId);
  const before = (await orderOf(done.orderId))!;
  expect(before.total).toBe(11000);
  const future = await orderFor(done.user, true);

  // Refused while the ticket for the event to come is held.
  await signInAt(page, '/conta/configuracoes#privacidade', done.user);
  await openDeletion(page, done.user.password);
  await dialog(page).getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(dialog(page).getByTestId('bloqueios-exclusao').getByRole('listitem')).toHaveText([
    new RegExp(`^Show ${future.eventId} .*no pedido ${future.orderId.slice(0, 8)}$`),
  ]);
  await page.keyboard.press('Escape');

  // The buyer cancels that order from the account (a free ticket: nothing to give back)...
  await page.goto(`${SITE_URL}/conta`);
  const number = orderNumber(future.orderId);
  await page
    .getByTestId('order-row')
    .filter({ hasText: `#${number}` })
    .getByRole('button', { name: `Cancelar pedido #${number}` })
    .click();
  const cancelDialog = page.getByRole('dialog', { name: 'Cancelar pedido' });
  await expect(cancelDialog).toContainText('Eram ingressos gratuitos: não há valor a devolver.');
  await cancelDialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(toast(page, `Pedido #${number} cancelado.`)).toBeVisible({ timeout: 30_000 });
  expect((await orderOf(future.orderId))!.status).toBe('cancelado');

  // ...and the deletion now goes through.
  await page.goto(`${SITE_URL}/conta/configuracoes#privacidade`);
  await openDeletion(page, done.user.password);
  await dialog(page).getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(page).toHaveURL(`${SITE_URL}/`);
  const farewell = toast(page, /^Sua conta foi excluída/);
  await expect(farewell).toBeVisible();
  await expect(page.getByRole('link', { name: /Entrar/ }).first()).toBeVisible();
  await expect(adminAuth().getUser(done.user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  // The last message stays longer than an ordinary toast's 4 s.
  await page.waitForTimeout(5_000);
  await expect(farewell).toBeVisible();

  const order = (await orderOf(done.orderId))!;
  expect(order).toMatchObject({
    status: 'pago',
    total: 11000,
    comprador: { nome: ANONYMOUS_NAME, email: null },
  });

  // The admin's dashboard: "Vendas totais" is the sum of paid orders, this one included.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
  const admin = await context.newPage();
  try {
    await signInToAdmin(admin);
    await expect(admin.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(async () => {
      await admin.reload();
      const revenue = await paidRevenue();
      const dt = admin.locator('dt', { hasText: 'Vendas totais' });
      await expect(dt.locator('xpath=following-sibling::dd[1]')).toHaveText(money(revenue), {
        timeout: 5_000,
      });
    }).toPass({ timeout: 60_000 });
    // The order's own page still shows its total, with the buyer anonymised.
    await admin.goto(`${ADMIN_URL}/admin/pedidos/${done.orderId}`);
    await expect(admin.getByText(ANONYMOUS_NAME).first()).toBeVisible();
    await expect(admin.getByText(money(11000)).first()).toBeVisible();
  } finally {
    await context.close();
  }
});
