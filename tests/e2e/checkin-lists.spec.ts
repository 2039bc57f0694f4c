// The door at an event's check-in lists and the live Portaria panel (issue #30), end to end: a
// Pista ticket refused at the Camarote list, an entry and a second entry, an exit and re-entry where
// the list allows it, and "Dentro agora" moving on the panel after a scan made through the API.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { formatTime } from '@gn/core/dates';
import { readTicket } from '@gn/core/stored/ticket';
import { Timestamp } from 'firebase-admin/firestore';
import { seedTicket, setCheckinLists, type SeededTicket } from '../support/checkin-fixtures.ts';
import { eventDoc } from '../support/event-doc.ts';
import { adminDb, createUser, scanAtDoor, tokenOf } from '../support/functions-api.ts';
import { ADMIN_URL } from './env';
import { keepScreenshot, settled, signInToAdmin } from './steps';

const TAG = randomUUID().slice(0, 8);
const EVENT = `ev-portaria-${TAG}`;
const SHOTS = process.env.GN_SCREENSHOTS_DIR ?? 'test-results/checkin-lists-shots';
let pista: SeededTicket;
let camarote: SeededTicket;
let third: SeededTicket;

test.beforeAll(async () => {
  const now = Timestamp.now();
  const tables = [
    { id: `pt-pista-${TAG}`, nome: 'Pista', label: 'Inteira' },
    { id: `pt-camarote-${TAG}`, nome: 'Camarote', label: 'Open Bar' },
  ];
  for (const t of tables) {
    await adminDb()
      .doc(`pricing_tables/${t.id}`)
      .set({
        nome: t.nome,
        descricao: null,
        publicada: true,
        itens: [{ id: 'inteira', label: t.label, valor_centavos: 10000 }],
        created_at: now,
        updated_at: now,
      });
  }
  const startsAt = Timestamp.fromDate(new Date(Date.now() + 3 * 86_400_000));
  await adminDb()
    .doc(`events/${EVENT}`)
    .set(
      eventDoc(EVENT, startsAt, now, {
        titulo: `Festival Portaria ${TAG}`,
        pricing_table_ids: tables.map((t) => t.id),
      }),
    );
  await setCheckinLists(EVENT, [
    { id: 'portao-a', nome: 'Portão A', tipos: ['Pista - Inteira'], permite_saida: false },
    { id: 'camarote', nome: 'Camarote', tipos: ['Camarote - Open Bar'], permite_saida: true },
  ]);
  pista = await seedTicket(EVENT, 'Pista - Inteira', { titular: 'Paula Pista' });
  camarote = await seedTicket(EVENT, 'Camarote - Open Bar', { titular: 'Caio Camarote', meia_entrada: true });
  third = await seedTicket(EVENT, 'Pista - Inteira', { titular: 'Tereza Terceira' });
});

const result = (page: Page) => page.getByTestId('checkin-result');

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Código do ingresso').fill(code);
  await page.getByRole('button', { name: 'Validar' }).click();
}

test('the door at lists: wrong list, entry, second entry, exit and re-entry', async ({ page }) => {
  test.setTimeout(60_000);
  await signInToAdmin(page);
  await page.goto(`${ADMIN_URL}/admin/checkin?evento=${EVENT}&lista=camarote`);
  const lists = page.getByRole('group', { name: 'Lista' });
  await expect(lists.getByRole('button', { name: 'Camarote' })).toHaveAttribute('aria-pressed', 'true');

  await typeCode(page, pista.serial);
  await expect(result(page)).toHaveAttribute('data-result', 'refused');
  await expect(result(page)).toContainText('Não vale nesta entrada');

  await lists.getByRole('button', { name: 'Portão A' }).click();
  await expect(page.getByRole('group', { name: 'Sentido' })).toHaveCount(0); // no exits at Portão A
  await typeCode(page, pista.serial);
  await expect(result(page)).toHaveAttribute('data-result', 'ok');
  await expect(result(page)).toContainText('Entrada liberada');
  await expect(page.getByTestId('checkin-holder')).toHaveText('Paula Pista');
  const entered = readTicket((await adminDb().doc(`tickets/${pista.id}`).get()).data()).usado_em!;
  await typeCode(page, pista.serial);
  await expect(result(page)).toHaveAttribute('data-result', 'refused');
  await expect(result(page)).toContainText(`Já entrou às ${formatTime(entered)} (Portão A)`);

  await lists.getByRole('button', { name: 'Camarote' }).click();
  const direction = page.getByRole('group', { name: 'Sentido' });
  await typeCode(page, camarote.serial);
  await expect(result(page)).toContainText('Entrada liberada');
  await expect(page.getByTestId('meia-banner')).toBeVisible();
  await direction.getByRole('button', { name: 'Saída' }).click();
  await expect(page).toHaveURL(/sentido=saida/);
  await typeCode(page, camarote.serial);
  await expect(result(page)).toHaveAttribute('data-result', 'ok');
  await expect(result(page)).toContainText('Saída registrada');
  await keepScreenshot(page, { path: `${SHOTS}/checkin-saida-1280.png`, fullPage: true });
  await direction.getByRole('button', { name: 'Entrada' }).click();
  await typeCode(page, camarote.serial);
  await expect(result(page)).toContainText('Entrada liberada');
  await expect(page.getByTestId('checkin-holder')).toHaveText('Caio Camarote');
});

test('the Portaria panel: "Dentro agora" moves live with a scan made elsewhere', async ({ page }) => {
  test.setTimeout(60_000);
  const admin = await createUser({ admin: true });
  const token = await tokenOf(admin);
  await signInToAdmin(page);
  await page.goto(`${ADMIN_URL}/admin/eventos/${EVENT}/portaria`);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Portaria', level: 1 })).toBeVisible();
  const total = page.getByTestId('dentro-total');
  const before = Number(await total.textContent());
  // The editor shows the lists with the event's types as boxes.
  await expect(page.getByTestId('lista-editor')).toHaveCount(2);
  await expect(page.getByRole('checkbox', { name: 'Camarote - Open Bar' }).nth(1)).toBeChecked();

  const scan = await scanAtDoor({ code: third.code, eventId: EVENT, listId: 'portao-a' }, token);
  expect(scan.status, scan.text).toBe(200);
  await expect(total).toHaveText(String(before + 1));
  await expect(page.getByTestId('dentro-portao-a')).not.toHaveText('0');
  await keepScreenshot(page, { path: `${SHOTS}/portaria-1280.png`, fullPage: true });
});
