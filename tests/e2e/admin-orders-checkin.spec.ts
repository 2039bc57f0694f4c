// Orders, tickets and the door check-in in the admin, end to end against the local stack. The
// orders are really bought through the API (checkout + the Asaas sandbox + its webhook), so the
// tickets carry genuine signed QR codes. Checked: list search and filters, the detail's items
// and totals, a cancellation with its reason in the history, the CSV export (BOM, ';'), the
// tickets search and PDF download, check-in by typed code (once, then 'já utilizado'), a forged
// code, a photo of the QR (upload fallback), the camera (Chromium's fake camera playing a QR
// video), axe on every screen, 375 px and screenshots (GN_SCREENSHOTS_DIR) in both themes.
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import type { Timestamp } from 'firebase-admin/firestore';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { formatCpf } from '@gn/core/cpf';
import { formatTime } from '@gn/core/dates';
import { DEMO_ADMIN } from '../../dev/seed/demo-users.mjs';
import {
  checkout,
  checkoutBody,
  eventually,
  orderOf,
  postWebhook,
  sandbox,
  seedSale,
  ticketsOf,
  webhookEvent,
  type SaleFixture,
  unpublishSales,
} from '../support/checkout-fixtures.ts';
import { createUser, tokenOf } from '../support/functions-api.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { ADMIN_URL } from './env';
import {
  seriousViolations,
  settled as settledWithin,
  signInToAdmin,
  keepScreenshot,
  openAdminScreen,
} from './steps';

test.describe.configure({ mode: 'serial' });

const TAG = Date.now().toString(36);
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const money = (centavos: number) => brl.format(centavos / 100);
const SHOTS = path.resolve(process.env.GN_SCREENSHOTS_DIR ?? 'test-results/admin-orders-checkin-shots');

/** A valid CPF of our own, so that the CPF search finds only this spec's orders. */
function uniqueCpf(): string {
  const base = String(Date.now()).slice(-9);
  const digit = (digits: string) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const nine = base;
  const ten = nine + digit(nine);
  return ten + digit(ten);
}

const BUYER = {
  nome: `Comprador E2E ${TAG}`,
  email: `pedidos-${TAG}@teste.gn`,
  cpf: formatCpf(uniqueCpf()),
  telefone: '(11) 98765-4321',
};

type Bought = { orderId: string; paymentId: string };
let sale: SaleFixture;
let pending: Bought; // cancelled through the UI
let paid: Bought; // its tickets are checked in
let tickets: { id: string; serial: string; qr: string }[];

async function buy(token: string, qnt: number): Promise<Bought> {
  const items = [{ event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: sale.itemId, qnt }];
  const answer = await checkout(token, checkoutBody(sale, { items, buyer: BUYER }));
  expect(answer.status, answer.text).toBe(200);
  const orderId = answer.body.orderId;
  const paymentId = await eventually(async () => (await orderOf(orderId))?.asaas_payment_id as string);
  return { orderId, paymentId };
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sale = await seedSale({ total: 50, event: { titulo: `Festival E2E Pedidos ${TAG}` } });
  const token = await tokenOf(await createUser());
  pending = await buy(token, 2);
  paid = await buy(token, 3);
  expect((await sandbox(`/sandbox/payment/${paid.paymentId}/confirm`, { json: {} })).status).toBe(200);
  const payment = (await sandbox(`/payments/${paid.paymentId}`)).body!;
  await postWebhook(webhookEvent('PAYMENT_RECEIVED', { ...payment, status: 'RECEIVED' }));
  await eventually(async () => (await orderOf(paid.orderId))?.status === 'pago');
  tickets = (await ticketsOf(paid.orderId))
    .map((t) => ({ id: t.id, serial: t.get('codigo_serial') as string, qr: t.get('qr_code') as string }))
    .sort((a, b) => a.id.localeCompare(b.id));
  expect(tickets).toHaveLength(3);
  // Bought: take the event off the public site at once, so that the site specs running beside
  // this one count only the seeded events (orders and the admin screens do not need it public).
  await unpublishSales();
});

// ------------------------------------------------------------ helpers

// The Auth emulator is slow on a busy machine.
const signIn = (page: Page) => signInToAdmin(page, DEMO_ADMIN, 30_000);
const settled = (page: Page) => settledWithin(page, 20_000);

async function expectNoSeriousViolations(page: Page, where: string) {
  // A hovered button mid colour transition is not what a reader sees: the pointer leaves first.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  // The header's search button belongs to another section (and its own spec): these screens only.
  const serious = await seriousViolations(page, where, (axe) =>
    axe.exclude('header button[aria-haspopup="dialog"]'),
  );
  expect(serious).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
}

const short = (id: string) => `#${id.slice(0, 8)}`;

function orderRow(page: Page, orderId: string) {
  return page.getByRole('row').filter({ hasText: short(orderId) });
}

/** Types a search and waits for its own results (the URL takes it once the debounce settles). */
async function search(page: Page, box: string, text: string) {
  await page.getByRole('searchbox', { name: box }).fill(text);
  const q = new URLSearchParams({ q: text.trim() }).toString();
  await expect(page).toHaveURL(
    text.trim() ? new RegExp(`[?&]${escape(q)}(&|$)`) : /^[^?]*(\?(?!.*\bq=).*)?$/,
  );
  await settled(page);
}

const searchOrders = (page: Page, text: string) => search(page, 'Buscar pedidos', text);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function countLine(page: Page) {
  return page.getByRole('status').filter({ hasText: /^\d+ (pedido|ingresso)/ });
}

const result = (page: Page) => page.getByTestId('checkin-result');

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Código do ingresso').fill(code);
  await page.getByRole('button', { name: 'Validar' }).click();
}

// ------------------------------------------------------------ orders

test('orders list: search by e-mail, name, id and CPF, and the status, event and period filters', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Seções do painel' })
    .getByRole('link', { name: 'Pedidos' })
    .click();
  await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();
  await settled(page);

  await searchOrders(page, BUYER.email);
  await expect(countLine(page)).toHaveText('2 pedidos encontrados');
  await expect(orderRow(page, pending.orderId)).toBeVisible();
  await expect(orderRow(page, paid.orderId)).toBeVisible();
  const row = orderRow(page, pending.orderId);
  await expect(row).toContainText(BUYER.nome);
  await expect(row).toContainText(`Festival E2E Pedidos ${TAG}`);
  await expect(row).toContainText('Aguardando pagamento');
  await expect(row).toContainText(pending.paymentId.slice(0, 15));
  await expect(
    row.getByRole('link', { name: `Ver detalhes do pedido ${pending.orderId.slice(0, 8)}` }),
  ).toHaveAttribute('href', `/admin/pedidos/${pending.orderId}`);
  await expect(row.getByRole('link', { name: /Abrir fatura/ })).toHaveAttribute('href', /^http/);

  // Status filter on top of the search.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('pago');
  await expect(countLine(page)).toHaveText('1 pedido encontrado');
  await expect(orderRow(page, paid.orderId)).toBeVisible();
  await expect(orderRow(page, pending.orderId)).toHaveCount(0);
  await expect(page).toHaveURL(/status=pago/);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('todos');

  // The start of the buyer's name (its first letter typed in lower case: Firestore ranges are
  // case-sensitive, the list also tries it capitalised); the order id prefix; the masked CPF.
  await searchOrders(page, `comprador E2E ${TAG}`);
  await expect(countLine(page)).toHaveText('2 pedidos encontrados');
  await expect(orderRow(page, pending.orderId)).toBeVisible();
  await searchOrders(page, pending.orderId.slice(0, 6));
  await expect(countLine(page)).toHaveText('1 pedido encontrado');
  await expect(orderRow(page, pending.orderId)).toBeVisible();
  await searchOrders(page, BUYER.cpf);
  await expect(countLine(page)).toHaveText('2 pedidos encontrados');

  // Without a search: the event filter and the period, paged on the server.
  await searchOrders(page, '');
  await page.getByRole('combobox', { name: 'Evento' }).selectOption(sale.eventId);
  await page.getByRole('combobox', { name: 'Período' }).selectOption('hoje');
  await settled(page);
  await expect(orderRow(page, pending.orderId)).toBeVisible();
  await expect(orderRow(page, paid.orderId)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Pedidos' }).getByRole('row')).toHaveCount(3); // header + 2
  await expectNoSeriousViolations(page, 'orders list');
});

test('order detail: customer, payment, items and totals; cancel with a reason updates badge and history', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto(`${ADMIN_URL}/admin/pedidos/${pending.orderId}`);
  await settled(page);
  const order = (await orderOf(pending.orderId))!;
  await expect(
    page.getByRole('heading', { name: `Pedido ${short(pending.orderId)}`, level: 1 }),
  ).toContainText('Aguardando pagamento');
  const customer = page.getByRole('region', { name: 'Cliente' });
  await expect(customer).toContainText(BUYER.nome);
  await expect(customer).toContainText(BUYER.email);
  await expect(customer).toContainText(BUYER.cpf);
  await expect(customer).toContainText('(11) 98765-4321');
  const payment = page.getByRole('region', { name: 'Pagamento' });
  await expect(payment).toContainText(pending.paymentId);
  await expect(payment).toContainText('PIX');
  await expect(payment.getByRole('link', { name: /Abrir fatura/ })).toBeVisible();
  const items = page.getByRole('region', { name: 'Itens', exact: true });
  await expect(items.getByRole('row').nth(1)).toContainText('Pista - Inteira');
  await expect(items.getByRole('row').nth(1)).toContainText(money(10000));
  await expect(items.getByRole('row').nth(1)).toContainText(money(20000));
  await expect(items).toContainText(`Subtotal${money(order.subtotal)}`);
  await expect(items).toContainText(`Taxas${money(order.taxas)}`);
  await expect(page.getByTestId('order-total')).toHaveText(money(order.total));
  await expectNoSeriousViolations(page, 'order detail');

  await page.getByRole('button', { name: 'Alterar Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterar Status do Pedido' });
  // Only the moves the state machine allows from 'aguardando_pagamento'.
  await expect(dialog.getByRole('radio')).toHaveText(['Pago', 'Cancelado', 'Falhou', 'Vencido', 'Expirado']);
  await dialog.getByRole('radio', { name: 'Cancelado' }).click();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByLabel('Motivo')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toContainText('Informe o motivo da alteração (mínimo 3 caracteres)');
  await dialog.getByLabel('Motivo').fill(`Cliente desistiu ${TAG}`);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Confirmar cancelamento?');
  await expectNoSeriousViolations(page, 'status dialog');
  await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
  // Asaas and the order transaction on a busy machine can take a while; an error toast would
  // show its text here.
  await expect(page.locator('[data-sonner-toast]').first()).toContainText('Status atualizado com sucesso', {
    timeout: 30_000,
  });
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cancelado');
  const history = page.getByRole('list', { name: 'Histórico de status' });
  const last = history.getByRole('listitem').last();
  await expect(last).toContainText('Aguardando pagamento → Cancelado');
  await expect(last).toContainText(`Motivo: Cliente desistiu ${TAG}`);
  await expect(last).toContainText(`Administrador (${DEMO_ADMIN.email})`);
  await expect(page.getByRole('button', { name: 'Alterar Status' })).toBeDisabled();
  expect((await orderOf(pending.orderId))!.status).toBe('cancelado');
});

test('an unknown order says "Pedido não encontrado"', async ({ page }) => {
  await signIn(page);
  await page.goto(`${ADMIN_URL}/admin/pedidos/nao-existe-${TAG}`);
  await expect(page.getByText('Pedido não encontrado')).toBeVisible();
});

test('CSV export of the filtered orders: UTF-8 BOM, ";" separator, one row per order', async ({ page }) => {
  await signIn(page);
  await page.goto(`${ADMIN_URL}/admin/pedidos?q=${encodeURIComponent(BUYER.email)}`);
  await expect(orderRow(page, paid.orderId)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^pedidos-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toBe(
    'Pedido;ID completo;ID do pagamento;Data;Cliente;E-mail;CPF;Telefone;Eventos;Ingressos;Quantidade;Titulares;Subtotal;Taxas;Desconto;Total;Status;Forma de pagamento',
  );
  expect(lines).toHaveLength(3);
  const paidLine = lines.find((l) => l.includes(paid.orderId))!.split(';');
  expect(paidLine[4]).toBe(BUYER.nome);
  expect(paidLine[9]).toBe('3 × Pista - Inteira');
  expect(paidLine[10]).toBe('3');
  expect(paidLine[16]).toBe('Pago');
  expect(paidLine[17]).toBe('PIX');
  expect(lines.find((l) => l.includes(pending.orderId))).toContain(';Cancelado;');
});

// ------------------------------------------------------------ tickets

test('tickets list: search by serial and by buyer e-mail; Baixar downloads the real PDF', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${ADMIN_URL}/admin/ingressos`);
  await expect(page.getByRole('heading', { name: 'Ingressos', level: 1 })).toBeVisible();
  await settled(page);
  await search(page, 'Buscar ingressos', tickets[0]!.serial.toLowerCase());
  await expect(countLine(page)).toHaveText('1 ingresso encontrado');
  const row = page.getByRole('row').filter({ hasText: tickets[0]!.serial });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`Festival E2E Pedidos ${TAG}`);
  await expect(row).toContainText(BUYER.nome);
  await expect(row).toContainText(BUYER.email);
  await expect(row).toContainText('Ativo');
  await expect(page.getByRole('table', { name: 'Ingressos' }).getByRole('row')).toHaveCount(2);

  await search(page, 'Buscar ingressos', BUYER.email);
  await expect(countLine(page)).toHaveText('3 ingressos encontrados');
  await expect(page.getByRole('table', { name: 'Ingressos' }).getByRole('row')).toHaveCount(4);
  await search(page, 'Buscar ingressos', `pedidos ${TAG}`); // words of the event title
  await expect(countLine(page)).toHaveText('3 ingressos encontrados');
  await expectNoSeriousViolations(page, 'tickets list');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Baixar ingresso ${tickets[0]!.serial}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ingresso-${tickets[0]!.serial}.pdf`);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

// ------------------------------------------------------------ check-in

test('check-in by typed code: admitted once, then "já entrou"; a forged code is refused', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Seções do painel' })
    .getByRole('link', { name: 'Check-in' })
    .click();
  await page.getByRole('combobox', { name: 'Evento' }).selectOption(sale.eventId);
  const counts = page.getByTestId('door-counts');
  await expect(counts).toContainText('0 de 3 vendidos');

  await typeCode(page, tickets[0]!.serial);
  await expect(result(page)).toHaveAttribute('data-result', 'ok');
  await expect(result(page)).toContainText('Entrada liberada');
  await expect(result(page)).toContainText(BUYER.nome);
  await expect(result(page)).toContainText('Pista - Inteira');
  await expect(result(page)).toContainText(`Festival E2E Pedidos ${TAG}`);
  await expect(counts).toContainText('1 de 3 vendidos');
  await expect(page.getByLabel('Código do ingresso')).toHaveValue('');
  await expectNoSeriousViolations(page, 'check-in (admitted)');
  await keepScreenshot(page, { path: `${SHOTS}/checkin-ok-gn-light-1280.png`, fullPage: true });

  await typeCode(page, tickets[0]!.serial);
  await expect(result(page)).toHaveAttribute('data-result', 'refused');
  const usedAt = await eventually(async () => {
    const t = await ticketsOf(paid.orderId);
    return (t.find((d) => d.id === tickets[0]!.id)?.get('usado_em') as Timestamp | null)?.toDate();
  });
  await expect(result(page)).toContainText(`Já entrou às ${formatTime(usedAt)} (Entrada geral)`);
  await expectNoSeriousViolations(page, 'check-in (refused)');

  // A GN2 code with one character of its Ed25519 signature changed.
  const [prefix, payload, sig] = tickets[1]!.qr.split('.') as [string, string, string];
  await typeCode(page, `${prefix}.${payload}.${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`);
  await expect(result(page)).toContainText('Código inválido ou falsificado');
  await expect(counts).toContainText('1 de 3 vendidos');
});

test('check-in from a photo of the QR code (the fallback when there is no camera)', async ({ page }) => {
  await signIn(page);
  await page.goto(`${ADMIN_URL}/admin/checkin?evento=${sale.eventId}`);
  const png = await QRCode.toBuffer(tickets[1]!.qr, { width: 360, margin: 4 });
  await page
    .getByLabel('Foto do QR code')
    .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: png });
  await expect(result(page)).toHaveAttribute('data-result', 'ok');
  await expect(result(page)).toContainText(tickets[1]!.serial);
});

/** A Y4M video (what Chromium's fake camera plays) showing one QR code, white around it. */
function qrVideo(text: string): string {
  const width = 640;
  const height = 480;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const scale = Math.floor(360 / (size + 8));
  const side = (size + 8) * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const y = Buffer.alloc(width * height, 235);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const start = (top + (row + 4) * scale + dy) * width + left + (col + 4) * scale;
        y.fill(16, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  const file = path.join(os.tmpdir(), `gn-qr-${TAG}.y4m`);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
  return file;
}

test('check-in with the camera (Chromium fake camera playing a QR code)', async () => {
  test.setTimeout(90_000);
  const video = qrVideo(tickets[2]!.qr);
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      permissions: ['camera'],
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    const page = await context.newPage();
    // What the page said, printed only if the scan fails: the run's output then tells why.
    const pageLog: string[] = [];
    page.on('console', (m) => pageLog.push(`${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => pageLog.push(`pageerror: ${e.message}`));
    page.on('requestfailed', (r) => pageLog.push(`requestfailed: ${r.url()} ${r.failure()?.errorText}`));
    const started = Date.now();
    const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
    page.on(
      'request',
      (r) =>
        !r.url().includes('runAggregationQuery') && pageLog.push(`${at()} request: ${r.method()} ${r.url()}`),
    );
    page.on('requestfinished', (r) => {
      if (!r.url().includes('runAggregationQuery')) pageLog.push(`${at()} finished: ${r.url()}`);
    });
    await signIn(page);
    await page.goto(`${ADMIN_URL}/admin/checkin?evento=${sale.eventId}`);
    await page.getByRole('button', { name: 'Abrir câmera' }).click();
    await expect(page.getByLabel('Imagem da câmera')).toBeVisible();
    const cameraError = page.getByRole('alert').filter({ hasText: 'câmera' });
    try {
      // Either the admitted ticket or the camera's own refusal, whichever comes first.
      await expect(result(page).or(cameraError)).toBeVisible({ timeout: 30_000 });
      await expect(cameraError).toHaveCount(0);
      await expect(result(page)).toHaveAttribute('data-result', 'ok');
    } catch (failure) {
      const videoState = await page
        .getByLabel('Imagem da câmera')
        .evaluate((v: HTMLVideoElement) => {
          const track = (v.srcObject as MediaStream | null)?.getVideoTracks()[0];
          const canvas = document.createElement('canvas');
          canvas.width = v.videoWidth;
          canvas.height = v.videoHeight;
          const context = canvas.getContext('2d')!;
          context.drawImage(v, 0, 0);
          const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
          let dark = 0;
          let sum = 0;
          for (let i = 0; i < pixels.length; i += 4) {
            sum += pixels[i]!;
            if (pixels[i]! < 64) dark += 1;
          }
          return JSON.stringify({
            frame: { mean: Math.round(sum / (pixels.length / 4)), dark },
            size: [v.videoWidth, v.videoHeight],
            readyState: v.readyState,
            paused: v.paused,
            framesRead: v.dataset.framesRead ?? 0,
            currentTime: v.currentTime,
            track: track ? { state: track.readyState, settings: track.getSettings() } : null,
          });
        })
        .catch((e: unknown) => String(e));
      console.log(`check-in camera page log:\n${pageLog.join('\n')}\nvideo: ${videoState}`);
      throw failure;
    }
    await expect(result(page)).toContainText(tickets[2]!.serial);
    // The code stays in view: it is not sent again (no 'já utilizado' replaces the green panel).
    await page.waitForTimeout(5000);
    await expect(result(page)).toHaveAttribute('data-result', 'ok');
    await page.getByRole('button', { name: 'Parar câmera' }).click();
    await expect(page.getByTestId('door-counts')).toContainText('3 de 3 vendidos');
  } finally {
    await browser.close();
  }
});

// ------------------------------------------------------------ phones, axe, screenshots

test('at 375 px the orders, detail, tickets and check-in screens fit the phone', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'pt-BR' });
  const page = await context.newPage();
  try {
    await signIn(page);
    for (const route of [
      `/admin/pedidos?q=${encodeURIComponent(BUYER.email)}`,
      `/admin/pedidos/${paid.orderId}`,
      `/admin/ingressos?q=${encodeURIComponent(BUYER.email)}`,
      `/admin/checkin?evento=${sale.eventId}`,
    ]) {
      await page.goto(`${ADMIN_URL}${route}`);
      await settled(page);
      await expectNoHorizontalScroll(page, route);
    }
    await page.goto(`${ADMIN_URL}/admin/pedidos?q=${encodeURIComponent(BUYER.email)}`);
    await expect(page.getByRole('list', { name: 'Pedidos' }).getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousViolations(page, 'orders list (375 px)');
  } finally {
    await context.close();
  }
});

for (const theme of ['gn-light', 'gn-dark'] as const) {
  for (const width of [1280, 375]) {
    test(`axe and screenshots: orders, detail, dialog, tickets, check-in (${theme}, ${width} px)`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'pt-BR' });
      await context.addInitScript((t) => localStorage.setItem('gn-theme', t), theme);
      const page = await context.newPage();
      const shot = (name: string, fullPage = true) =>
        keepScreenshot(page, { path: `${SHOTS}/${name}-${theme}-${width}.png`, fullPage });
      try {
        await signIn(page);
        await openAdminScreen(page, `/admin/pedidos?q=${encodeURIComponent(BUYER.email)}`);
        await expect(page.getByText('2 pedidos encontrados')).toBeVisible();
        await expectNoSeriousViolations(page, 'orders');
        await shot('orders');

        await openAdminScreen(page, `/admin/pedidos/${paid.orderId}`);
        await settled(page);
        await expect(
          page.getByRole('list', { name: 'Ingressos do pedido' }).getByRole('listitem'),
        ).toHaveCount(3);
        await expectNoSeriousViolations(page, 'order detail');
        await shot('order-detail');
        await page.getByRole('button', { name: 'Alterar Status' }).click();
        await page.getByRole('radio', { name: 'Reembolsado' }).click();
        await expectNoSeriousViolations(page, 'status dialog');
        await shot('status-dialog', false);
        await page.keyboard.press('Escape');

        await openAdminScreen(page, `/admin/ingressos?q=${encodeURIComponent(BUYER.email)}`);
        await expect(page.getByText('3 ingressos encontrados')).toBeVisible();
        await expectNoSeriousViolations(page, 'tickets');
        await shot('tickets');

        await openAdminScreen(page, `/admin/checkin?evento=${sale.eventId}`);
        await typeCode(page, tickets[0]!.serial);
        await expect(result(page)).toHaveAttribute('data-result', 'refused');
        await expectNoSeriousViolations(page, 'check-in');
        await shot('checkin-refused');
      } finally {
        await context.close();
      }
    });
  }
}
