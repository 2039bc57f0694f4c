// The offline door scanner (issue #30, item 3) in Chromium with the network cut (Playwright's
// offline mode): download an event, scan by a keyboard wedge without network, reload without
// network (the service worker's shell, the queue in IndexedDB), a second read ('Já entrou às …'),
// a ticket sold after the download admitted on its Ed25519 signature, the queue sent when the
// network is back; and two phones admitting one ticket offline, the conflict shown on both.
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { CheckinList } from '@gn/core/checkin-scan';
import { issueTicketCode } from '@gn/core/server/ticket-code';
import { readTicket } from '@gn/core/stored/ticket';
import { Timestamp } from 'firebase-admin/firestore';
import { LOCAL_TICKET_SIGNING_KEY } from '../../dev/lib/payments-sandbox.mjs';
import { seedTicket, setCheckinLists } from '../support/checkin-fixtures.ts';
import { newId } from '../support/checkout-fixtures.ts';
import { eventDoc } from '../support/event-doc.ts';
import { adminDb } from '../support/functions-api.ts';
import { ADMIN_URL } from './env';
import { signInToAdmin } from './steps';

test.describe.configure({ mode: 'serial' });

const GATE: CheckinList = { id: 'portao-a', nome: 'Portão A', tipos: [], permite_saida: false };
let eventId = '';

test.beforeAll(async () => {
  eventId = newId('ev-offline');
  const now = Timestamp.now();
  await adminDb()
    .doc(`events/${eventId}`)
    .set(eventDoc(eventId, Timestamp.fromMillis(Date.now() + 3_600_000), now, { titulo: 'Noite Sem Sinal' }));
  await setCheckinLists(eventId, [GATE]);
});

async function ticket(titular: string, fields: Record<string, unknown> = {}) {
  const seeded = await seedTicket(eventId, 'Pista', { titular, ...fields });
  const code = issueTicketCode(LOCAL_TICKET_SIGNING_KEY, {
    ticketId: seeded.id,
    serial: seeded.serial,
    eventId,
    tipo: 'Pista',
    titular,
    meia: fields.meia_entrada === true,
    lugarAcessivel: null,
  });
  return { ...seeded, code };
}

/** A phone: signed in, the scanner set up at Portão A (Entrada), the event downloaded. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'pt-BR' });
  const page = await context.newPage();
  await signInToAdmin(page);
  await page.goto(`${ADMIN_URL}/admin/portaria/scanner?evento=${eventId}`);
  await page.getByRole('button', { name: /Portão A/ }).click();
  await page.getByRole('button', { name: 'Começar a ler' }).click();
  await expect(page.getByText('Noite Sem Sinal')).toBeVisible();
  await expect(page.getByTestId('scanner-place')).toHaveText('Portão A · Entrada');
  return page;
}

async function wedge(page: Page, code: string) {
  const field = page.getByLabel('Código do ingresso');
  await expect(field).toBeFocused();
  await field.fill(code);
  await field.press('Enter');
}

const answer = (page: Page) => page.getByTestId('scan-answer');
const pending = (page: Page) => page.getByTestId('pending-count');
const stored = async (id: string) => readTicket((await adminDb().doc(`tickets/${id}`).get()).data());

test('scans offline, survives a reload offline, admits a ticket sold after the download, syncs back', async ({
  browser,
}) => {
  const ana = await ticket('Ana Offline', { meia_entrada: true });
  const page = await phone(browser);
  // The shell is cached: a reload without network will open the scanner.
  await expect(page.getByTestId('last-sync')).toContainText('pronto para uso sem internet');

  await page.context().setOffline(true);
  await expect(page.getByText('Sem conexão')).toBeVisible();
  await wedge(page, ana.code);
  await expect(answer(page)).toHaveAttribute('data-result', 'ok');
  await expect(answer(page)).toContainText('PODE ENTRAR');
  await expect(answer(page)).toContainText('Ana Offline');
  await expect(answer(page)).toContainText('MEIA-ENTRADA — conferir documento');
  await expect(answer(page)).toContainText('Decidido neste aparelho');
  const ms = Number((await answer(page).textContent())?.match(/em (\d+) ms/)?.[1]);
  expect(ms).toBeLessThan(200);
  console.log(`offline scan → answer: ${ms} ms`);
  await expect(pending(page)).toHaveText('1 leitura aguardando envio');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Leitor da portaria' })).toBeVisible();
  await expect(page.getByText('Sem conexão')).toBeVisible();
  await expect(pending(page)).toHaveText('1 leitura aguardando envio');

  await wedge(page, ana.code);
  await expect(answer(page)).toHaveAttribute('data-result', 'refused');
  await expect(answer(page)).toContainText(/Já entrou às \d\d:\d\d \(Portão A\)/);

  // Sold while the phone had no network: not in its download, its signature verified on the device.
  const bruno = await ticket('Bruno Depois');
  await wedge(page, bruno.code);
  await expect(answer(page)).toHaveAttribute('data-result', 'ok');
  await expect(answer(page)).toContainText('Bruno Depois');
  await expect(pending(page)).toHaveText('2 leituras aguardando envio');
  // A code signed with another key is refused on the device.
  await wedge(
    page,
    issueTicketCode('outra-chave', {
      ticketId: bruno.id,
      serial: bruno.serial,
      eventId,
      tipo: 'Pista',
      titular: 'X',
      meia: false,
      lugarAcessivel: null,
    }),
  );
  await expect(answer(page)).toContainText('Código inválido ou falsificado');

  const syncAnswer = page.waitForResponse((r) => r.url().endsWith('/api/admin/checkin/sync') && r.ok());
  await page.context().setOffline(false);
  await syncAnswer;
  await expect(pending(page)).toHaveText('Nenhuma leitura aguardando envio');
  await expect(page.getByTestId('last-sync')).toContainText(/Última sincronização às \d\d:\d\d/);
  for (const sent of [ana, bruno]) {
    const server = await stored(sent.id);
    expect(server.status).toBe('usado');
    expect(server.presenca).toMatchObject({ dentro: true, lista_id: 'portao-a' });
    expect(server.presenca?.device_id).toBeTruthy();
  }
  await page.context().close();
});

test('two phones admit one ticket offline: one conflict, shown on both, stored', async ({ browser }) => {
  const carla = await ticket('Carla Dupla');
  const [a, b] = await Promise.all([phone(browser), phone(browser)]);
  for (const page of [a, b]) {
    await page.context().setOffline(true);
    await wedge(page, carla.code);
    await expect(answer(page)).toHaveAttribute('data-result', 'ok');
    await expect(pending(page)).toHaveText('1 leitura aguardando envio');
  }
  for (const page of [a, b]) {
    await page.context().setOffline(false);
    await expect(pending(page)).toHaveText('Nenhuma leitura aguardando envio');
  }
  // B synced second: told at once. A learns at its next sync.
  await expect(b.getByTestId('scanner-conflict')).toContainText('Carla Dupla');
  await a.getByRole('button', { name: 'Sincronizar agora' }).click();
  await expect(a.getByTestId('scanner-conflict')).toContainText('Carla Dupla');
  await expect(a.getByTestId('scanner-conflict')).toContainText('este aparelho');
  await expect(a.getByTestId('scanner-conflict')).toContainText('outro aparelho');
  const conflicts = await adminDb()
    .collection(`event_checkin/${eventId}/conflitos`)
    .where('ticket_id', '==', carla.id)
    .get();
  expect(conflicts.size).toBe(1);
  // The admin sees it too, on the event's Portaria.
  await a.goto(`${ADMIN_URL}/admin/eventos/${eventId}/portaria`);
  const card = a.getByRole('list', { name: 'Entradas em dobro' });
  await expect(card).toContainText('Carla Dupla');
  await expect(card).toContainText('Primeira (vale)');
  await Promise.all([a.context().close(), b.context().close()]);
});
