// THROWAWAY: screenshots of the scanner (deleted before commit).
import { expect, test } from '@playwright/test';
import { issueTicketCode } from '@gn/core/server/ticket-code';
import { Timestamp } from 'firebase-admin/firestore';
import { LOCAL_TICKET_SIGNING_KEY } from '../../dev/lib/payments-sandbox.mjs';
import { seedTicket, setCheckinLists } from '../support/checkin-fixtures.ts';
import { newId } from '../support/checkout-fixtures.ts';
import { eventDoc } from '../support/event-doc.ts';
import { adminDb } from '../support/functions-api.ts';
import { ADMIN_URL } from './env';
import { signInToAdmin } from './steps';

const DIR = '/work/shots/scanner';
for (const theme of ['gn-light', 'gn-dark'] as const) {
  for (const width of [375, 1280]) {
    test(`shots ${theme} ${width}`, async ({ browser }) => {
      test.setTimeout(90_000);
      const eventId = newId('ev-shot');
      await adminDb().doc(`events/${eventId}`).set(eventDoc(eventId, Timestamp.fromMillis(Date.now() + 3_600_000), Timestamp.now(), { titulo: 'Festival Sons do Cerrado' }));
      await setCheckinLists(eventId, [
        { id: 'portao-a', nome: 'Portão A – Pista', tipos: ['Pista'], permite_saida: false },
        { id: 'camarote', nome: 'Camarote', tipos: ['Camarote'], permite_saida: true },
      ]);
      const mk = async (titular: string, fields: Record<string, unknown> = {}) => {
        const t = await seedTicket(eventId, 'Pista', { titular, titular_cpf: '52998224725', ...fields });
        return issueTicketCode(LOCAL_TICKET_SIGNING_KEY, { ticketId: t.id, serial: t.serial, eventId, tipo: 'Pista', titular, meia: fields.meia_entrada === true, lugarAcessivel: (fields.lugar_acessivel as 'cadeirante') ?? null });
      };
      const meia = await mk('Maria Aparecida da Conceição', { meia_entrada: true });
      const pcd = await mk('José Ribamar Souza', { lugar_acessivel: 'cadeirante' });
      await mk('Mariana Lopes');
      const context = await browser.newContext({ viewport: { width, height: 812 }, locale: 'pt-BR' });
      await context.addInitScript((t) => localStorage.setItem('gn-theme', t), theme);
      const page = await context.newPage();
      const shot = (name: string) => page.screenshot({ path: `${DIR}/${name}-${theme}-${width}.png`, fullPage: true });
      await signInToAdmin(page);
      await page.goto(`${ADMIN_URL}/admin/portaria/scanner?evento=${eventId}`);
      await page.getByRole('button', { name: /Portão A/ }).click();
      await shot('1-setup');
      await page.getByRole('button', { name: 'Começar a ler' }).click();
      await expect(page.getByTestId('last-sync')).toContainText('pronto');
      await shot('2-idle');
      await context.setOffline(true);
      const field = page.getByLabel('Código do ingresso');
      await field.fill(meia);
      await field.press('Enter');
      await expect(page.getByTestId('scan-answer')).toHaveAttribute('data-result', 'ok');
      await shot('3-ok-meia-offline');
      await field.fill(pcd);
      await field.press('Enter');
      await expect(page.getByTestId('pending-count')).toHaveText('2 leituras aguardando envio');
      await shot('4-ok-pcd');
      await field.fill(meia);
      await field.press('Enter');
      await expect(page.getByTestId('scan-answer')).toHaveAttribute('data-result', 'refused');
      await shot('5-refused');
      await page.getByRole('button', { name: 'Buscar' }).click();
      await page.getByLabel(/Buscar por nome/).fill('mari');
      await shot('6-search');
      await context.setOffline(false);
      await expect(page.getByTestId('pending-count')).toHaveText('Nenhuma leitura aguardando envio');
      const device = await page.evaluate(() => new Promise<string>((resolve) => {
        const open = indexedDB.open('gn-scanner');
        open.onsuccess = () => { const r = open.result.transaction('meta').objectStore('meta').get('device'); r.onsuccess = () => resolve(r.result as string); };
      }));
      const side = (m: number, d: string | null) => ({ em: Timestamp.fromMillis(Date.now() - m * 60_000), device_id: d, lista_id: 'portao-a', lista_nome: 'Portão A – Pista' });
      await adminDb().doc(`event_checkin/${eventId}/conflitos/x`).set({ ticket_id: 't', codigo_serial: 'TKT-1-X', titular: 'Mariana Lopes', primeira: side(9, 'outro'), segunda: side(7, device), aparelhos: [device, 'outro'], registrado_em: Timestamp.now() });
      await page.getByRole('button', { name: 'Sincronizar agora' }).click();
      await expect(page.getByTestId('scanner-conflict')).toBeVisible();
      await shot('7-conflict');
      await context.close();
    });
  }
}
