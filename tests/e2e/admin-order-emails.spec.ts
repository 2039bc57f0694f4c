// The after-sale e-mails in the admin, end to end against the local stack: on a paid order's page
// the admin presses 'Reenviar ingressos', sees the toast and the new line in 'E-mails enviados',
// and the message is in the mail catcher; then the reminder job (the internal route the local
// runner calls) reminds the order of an event starting in less than 24 h, and its line appears on
// the open page by itself. Screenshots (GN_SCREENSHOTS=1, into GN_SCREENSHOTS_DIR) at 375 and
// 1280 px, and the reminder's HTML as the mail catcher shows it.
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { DEMO_ADMIN } from '../../dev/seed/demo-users.mjs';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, createUser, type TestUser } from '../support/functions-api.ts';
import { MAIL_URL, waitForMessages } from '../support/mail-catcher.ts';
import {
  HOUR_MS,
  runReminders,
  seedEventStartingIn,
  seedPaidOrder,
  type SeededOrder,
} from '../support/mail-fixtures.ts';
import { ADMIN_URL, SITE_URL } from './env';
import { seriousViolations, settled, signInToAdmin, keepScreenshot } from './steps';

test.describe.configure({ mode: 'serial' });

const SHOTS = path.resolve(process.env.GN_SCREENSHOTS_DIR ?? 'test-results/admin-order-emails-shots');
async function shot(page: Page, name: string) {
  if (!process.env.GN_SCREENSHOTS) return;
  // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(page, { path: `${SHOTS}/${name}.png`, fullPage: true });
}

let buyer: TestUser;
let order: SeededOrder;

test.beforeAll(async () => {
  buyer = await createUser({ nome: 'Joana Ávila' });
  const event = await seedEventStartingIn(6 * HOUR_MS, `Concerto de Gala E2E ${Date.now().toString(36)}`);
  order = await seedPaidOrder(buyer, event);
});

test('the admin resends the tickets and the reminder shows in the e-mail log', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToAdmin(page);
  await page.goto(`${ADMIN_URL}/admin/pedidos/${order.id}`);
  await settled(page);
  const card = page.getByRole('region', { name: 'E-mails enviados' });
  await expect(card.getByText('Nenhum e-mail enviado para este pedido.')).toBeVisible();

  await card.getByRole('button', { name: 'Reenviar ingressos' }).click();
  await expect(page.getByText('Ingressos reenviados', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`Enviados para ${buyer.email}`)).toBeVisible();
  const lines = card.getByRole('list', { name: 'E-mails do pedido' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('Ingressos reenviados');
  await expect(lines.first()).toContainText(`Para ${buyer.email}`);
  await expect(lines.first()).toContainText('Enviado');
  await expect(lines.first()).toContainText(`Pedido por ${DEMO_ADMIN.email}`);
  const [resent] = await waitForMessages(
    (m) => m.subject.startsWith('Seus ingressos') && m.text.includes(`Pedido ${order.number}`),
  );
  expect(resent?.to).toContain(buyer.email);

  // The reminder job runs (locally the runner's call; here the test's), the page shows it live.
  expect((await runReminders(SITE_URL)).status).toBe(200);
  const [reminder] = await waitForMessages(
    (m) => m.subject.startsWith('Lembrete:') && m.text.includes(`Pedido ${order.number}`),
  );
  expect(reminder?.to).toContain(buyer.email);
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText('Lembrete do evento');
  await expect(lines.first()).toContainText(reminder!.subject);
  expect(await seriousViolations(page, 'pedido com e-mails')).toEqual([]);
  await shot(page, 'order-emails-1280');

  await page.setViewportSize({ width: 375, height: 800 });
  await settled(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'order-emails-375');

  // The reminder as the buyer's mail program would show it.
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto(`${MAIL_URL}/messages/${reminder!.id}/html`);
  await expect(page.getByRole('link', { name: 'Ver no mapa (Google Maps)' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  await shot(page, 'reminder-mail-html');
});

test('the button is off for an order that is not paid; a failed e-mail shows its error', async ({ page }) => {
  const event = await seedEventStartingIn(48 * HOUR_MS);
  const unpaid = await seedPaidOrder(buyer, event, { status: 'aguardando_pagamento' });
  // As mail-log.ts writes a send the SMTP server refused.
  await adminDb().collection(`orders/${unpaid.id}/emails`).add({
    tipo: 'confirmacao',
    para: buyer.email,
    assunto: 'Seus ingressos — Teste',
    estado: 'falhou',
    erro: 'connect ECONNREFUSED 127.0.0.1:25',
    em: Timestamp.now(),
    por: null,
  });
  await signInToAdmin(page);
  await page.goto(`${ADMIN_URL}/admin/pedidos/${unpaid.id}`);
  await settled(page);
  const card = page.getByRole('region', { name: 'E-mails enviados' });
  await expect(card.getByRole('button', { name: 'Reenviar ingressos' })).toBeDisabled();
  await expect(card.getByRole('listitem')).toContainText('Confirmação de compra');
  await expect(card.getByRole('listitem')).toContainText('Falhou');
  await expect(card.getByRole('listitem')).toContainText('Erro: connect ECONNREFUSED 127.0.0.1:25');
  await shot(page, 'order-emails-failed-1280');
});
