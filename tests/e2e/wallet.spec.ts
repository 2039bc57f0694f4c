// The ticket in the buyer's pocket (issue #30, item 4) through real pages: the account's ticket
// offers the Apple Wallet, Google Wallet and calendar buttons, the .pkpass downloads as a signed
// pass holding the stored code, /conta/ingressos reloads without network and still shows the
// tickets (and their QR) with the offline notice, and the event page links its static .ics.
// Read-only on the seeded customer (dev/seed/content/orders.mjs).
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { SITE_URL } from './env';
import { adminDb } from '../support/functions-api.ts';
import { openPass, verifyPassSignature } from '../support/wallet.ts';
import { DEMO_CUSTOMER } from '../../dev/seed/demo-users.mjs';

const PAID_UPCOMING = 'demopag1-sons-do-cerrado';
const EVENT = { id: 'evt-sons-do-cerrado', slug: 'festival-sons-do-cerrado' };

async function signInAt(page: Page, path: string) {
  await page.goto(`${SITE_URL}/entrar?returnTo=${encodeURIComponent(path)}`);
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('E-mail', { exact: true }).fill(DEMO_CUSTOMER.email);
  await form.getByLabel('Senha', { exact: true }).fill(DEMO_CUSTOMER.password);
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(`${SITE_URL}${path}`);
}

test('the account’s ticket adds to the wallets and the calendar, and the tickets open offline', async ({
  page,
  context,
}) => {
  await signInAt(page, '/conta/ingressos');
  const card = page.getByTestId('ticket-card').filter({ hasText: 'Sons do Cerrado' }).first();
  const apple = card.getByRole('button', { name: 'Adicionar à Apple Wallet' });
  await expect(apple).toBeVisible();
  await expect(card.getByRole('button', { name: 'Salvar no Google Wallet' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Adicionar à agenda' })).toBeVisible();
  await expect(card.getByText('o passe na carteira deixa de valer')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await apple.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ingresso-.+\.pkpass$/);
  const pkpass = await readFile((await download.path())!);
  await verifyPassSignature(pkpass);
  // The pass names its ticket (one of the order's): its QR is that ticket's stored code.
  const { pass } = await openPass(pkpass);
  const [ticketId, serial] = pass.serialNumber.split('.');
  expect(ticketId).toMatch(new RegExp(`^${PAID_UPCOMING}-\\d+$`));
  const stored = (await adminDb().doc(`tickets/${ticketId}`).get()).data()!;
  expect(serial).toBe(stored.codigo_serial);
  expect(pass.barcodes?.[0]?.message).toBe(stored.qr_code);

  // Once the account's worker kept the page, it opens with the network cut.
  await expect(page.locator('html[data-offline-pronto="1"]')).toBeAttached();
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('tickets-offline')).toHaveText(
      /^Você está sem conexão — exibindo seus ingressos salvos em \d\d:\d\d$/,
    );
    const offlineCard = page.getByTestId('ticket-card').filter({ hasText: 'Sons do Cerrado' }).first();
    await offlineCard.getByRole('button', { name: 'Ver QR Code' }).click();
    const qr = page.getByRole('dialog', { name: 'QR Code do ingresso' }).getByRole('img');
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  } finally {
    await context.setOffline(false);
  }
});

test('the event page links its .ics, served as text/calendar at the event’s start', async ({ page }) => {
  await page.goto(`${SITE_URL}/eventos/${EVENT.slug}`);
  const link = page.getByRole('link', { name: 'Adicionar à agenda' });
  await expect(link).toHaveAttribute('href', `/eventos/${EVENT.slug}/evento.ics`);
  const answer = await page.request.get(`${SITE_URL}/eventos/${EVENT.slug}/evento.ics`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('text/calendar');
  const start: Date = (await adminDb().doc(`events/${EVENT.id}`).get()).get('data_inicio').toDate();
  const dtstart = start
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  expect(await answer.text()).toContain(`DTSTART:${dtstart}`);
});
