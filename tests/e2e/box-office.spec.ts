// The box office end to end (issue "Box office 1 of 2"), in Chromium against the local stack: on
// the showcase event (evt-nordeste-digital: named tickets, up to 8 per order, 50 % meia quota) a
// buyer chooses 2 × Profissional + 1 × Estudante (a quota meia) with the steppers, names the three
// holders at checkout, pays with PIX, and gets three tickets with their own QR codes in their
// holders' names (and in the PDF); transfers one from the account; the door refuses its old QR code, admits the
// new one, and shows the meia banner on the Estudante ticket only; the event's meia-entrada report
// counts the Estudante sold, shows the public counter's figure left and downloads the same as CSV.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { formatCpf } from '@gn/core/cpf';
import { ADMIN_URL, SITE_URL } from './env';
import {
  choosePayment,
  confirmOrder,
  continueButton,
  createBuyer,
  expectNoSeriousA11yIssues,
  readDoc,
  sandboxCall,
  signIn,
  stepHeading,
  toast,
} from './checkout-helpers';
import { screenshots, signInToAdmin } from './steps';
import { randomCpf } from '../support/cpf.ts';
import { adminAuth, adminDb } from '../support/functions-api.ts';
import { readPdf } from '../../functions/src/tickets/pdf-testing.ts';

const EVENT = '/eventos/conferencia-nordeste-digital';
const EVENT_ID = 'evt-nordeste-digital';

const panel = (page: Page) => page.getByTestId('ticket-panel');

/** Paid Estudante (meia_estudante) tickets of the event, counted here from the tickets themselves. */
async function paidEstudante(): Promise<number> {
  const snap = await adminDb()
    .collection('tickets')
    .where('event_id', '==', EVENT_ID)
    .where('tipo_preco', '==', 'meia_estudante')
    .where('status', 'in', ['ativo', 'usado'])
    .count()
    .get();
  return snap.data().count;
}
const plus = (page: Page, name: string) =>
  panel(page)
    .getByRole('group', { name: 'Opção de preço' })
    .getByRole('button', { name: `Aumentar ${name}`, exact: true });

// Screenshots for a human: GN_SCREENSHOTS=1 [GN_SHOT_WIDTH=375] npm test -- e2e tests/e2e/box-office.spec.ts
const { width: WIDTH, shot } = screenshots('test-results/box-office-shots');
test.use({ viewport: { width: WIDTH, height: 900 } });

test('2 × Profissional + 1 × Estudante with three named holders, paid by PIX: three tickets; one transferred, its old QR refused and the new one admitted; the meia checked at the door', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const buyer = await createBuyer();
  const estudanteBefore = await paidEstudante();
  // Transferring needs a verified e-mail (the sign-in then gets a token that says so).
  await adminAuth().updateUser(buyer.uid, { emailVerified: true });
  await signIn(page, buyer);
  const stockRead = page.waitForResponse((r) => r.url().includes(`/event_stock/${EVENT_ID}`));
  await page.goto(`${SITE_URL}${EVENT}`);
  await stockRead;
  await panel(page)
    .getByRole('radio', { name: /^Passaporte Conferência/ })
    .check();
  await plus(page, 'Profissional').click();
  await plus(page, 'Profissional').click();
  await plus(page, 'Estudante').click();
  // R$ 1.225,00 of tickets with the event's own service fee (8 %).
  await expect(panel(page).getByTestId('ticket-price')).toHaveText('R$ 1.323,00');
  await expect(panel(page).getByText('Até 8 ingressos por pedido.')).toBeVisible();
  await shot(page, 'panel-chosen');
  await panel(page).getByRole('button', { name: 'Comprar Ingresso' }).click();
  await page.waitForURL(`${SITE_URL}/checkout`);

  // Itens: the two lines with their quantities and the meia notice.
  await expect(stepHeading(page, 'Itens do pedido')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('meia-notice')).toBeVisible();
  await expect(page.getByText('Até 8 ingressos por pedido.')).toBeVisible();
  await shot(page, 'checkout-items');
  await continueButton(page).click();

  // Dados: one holder per ticket, the first being the buyer.
  const holders = page.getByTestId('holders');
  await expect(holders.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByLabel('Nome do titular do ingresso 1')).toHaveValue('Maria Compradora');
  await expect(page.getByLabel('CPF do titular do ingresso 1')).toHaveValue(formatCpf(buyer.cpf));
  await expect(holders.getByRole('listitem').nth(2)).toContainText('Passaporte Conferência - Estudante');
  // Nothing typed for the others: the form says so and stays.
  await continueButton(page).click();
  await expect(holders.getByText('Nome do titular é obrigatório').first()).toBeVisible();
  await expect(stepHeading(page, 'Dados do comprador')).toBeVisible();
  const [joao, lia] = [randomCpf(), randomCpf()];
  await page.getByLabel('Nome do titular do ingresso 2').fill('João Pereira');
  await page.getByLabel('CPF do titular do ingresso 2').fill(joao);
  await page.getByLabel('Nome do titular do ingresso 3').fill('Lia Estudante');
  await page.getByLabel('CPF do titular do ingresso 3').fill('111.111.111-11');
  await continueButton(page).click();
  await expect(holders.getByText('CPF inválido')).toBeVisible();
  await page.getByLabel('CPF do titular do ingresso 3').fill(lia);
  await expectNoSeriousA11yIssues(page, 'titulares');
  await shot(page, 'checkout-holders');
  await continueButton(page).click();
  await expect(stepHeading(page, 'Forma de pagamento')).toBeVisible({ timeout: 30_000 });
  await choosePayment(page, 'pix');

  // Revisão lists the holders; the order is paid through the sandbox's PIX.
  await expect(page.getByTestId('review-holders')).toContainText('Ingresso 3: Lia Estudante');
  await shot(page, 'checkout-review');
  const orderId = await confirmOrder(page);
  const order = await readDoc(`orders/${orderId}`);
  const paymentId = String(order.asaas_payment_id?.stringValue);
  expect((await sandboxCall(`/sandbox/payment/${paymentId}/confirm`)).status).toBe(200);
  await expect(toast(page, 'Pagamento confirmado!')).toBeVisible({ timeout: 90_000 });
  await page.waitForURL(`${SITE_URL}/conta/ingressos`, { timeout: 15_000 });

  // Three tickets, each its own QR code, each in its holder's name; the Estudante one is a meia.
  const tickets = await Promise.all([1, 2, 3].map((n) => readDoc(`tickets/${orderId}-${n}`)));
  expect(tickets.map((t) => t.titular?.stringValue)).toEqual([
    'Maria Compradora',
    'João Pereira',
    'Lia Estudante',
  ]);
  expect(tickets.map((t) => t.meia_entrada?.booleanValue)).toEqual([false, false, true]);
  expect(new Set(tickets.map((t) => t.qr_code?.stringValue)).size).toBe(3);
  for (const name of ['João Pereira', 'Lia Estudante']) {
    await expect(page.getByText(`Titular: ${name}`)).toBeVisible();
  }
  // Lia's PDF: her name, the meia notice and her own QR code, as a viewer and a scanner read it.
  const liaCard = page.getByTestId('ticket-card').filter({ hasText: 'Titular: Lia Estudante' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    liaCard.getByRole('button', { name: 'Baixar PDF' }).click(),
  ]);
  const [pdfPage] = await readPdf(new Uint8Array(readFileSync(await download.path())));
  expect(pdfPage!.text).toContain('Lia Estudante');
  // The event's age rating, copied onto the ticket when it was issued (ECA art. 74).
  expect(pdfPage!.text.replace(/\s+/g, ' ')).toContain('Classificação indicativa: 10 anos');
  expect(pdfPage!.text.replace(/\s+/g, ' ')).toContain(
    'Meia-entrada: na entrada, o titular deve apresentar documento',
  );
  expect(pdfPage!.qrCodes).toEqual([tickets[2]!.qr_code?.stringValue]);

  // João cannot go: his ticket goes to Rui, from the account (the dialog, then the list without it).
  const joaoCard = page.getByTestId('ticket-card').filter({ hasText: 'Titular: João Pereira' });
  await joaoCard.getByRole('button', { name: 'Transferir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transferir ingresso' });
  await expect(dialog.getByLabel('Nome do novo titular')).toBeFocused();
  await dialog.getByRole('button', { name: 'Transferir' }).click();
  await expect(dialog.getByText('Nome do novo titular é obrigatório')).toBeVisible();
  const rui = `rui-${Date.now()}@example.com`;
  await dialog.getByLabel('Nome do novo titular').fill('Rui Recebedor');
  await dialog.getByLabel('CPF do novo titular').fill(randomCpf());
  await dialog.getByLabel('E-mail do novo titular').fill(rui);
  await expectNoSeriousA11yIssues(page, 'transferir');
  await shot(page, 'account-transfer');
  await dialog.getByRole('button', { name: 'Transferir' }).click();
  await expect(toast(page, 'Ingresso transferido para Rui Recebedor')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Titular: João Pereira')).toHaveCount(0);
  const moved = await readDoc(`tickets/${orderId}-2`);
  expect(moved.titular?.stringValue).toBe('Rui Recebedor');

  // The door: the meia shows the banner, the inteira does not.
  await signInToAdmin(page);
  await page.goto(`${ADMIN_URL}/admin/checkin?evento=${EVENT_ID}`);
  const typeCode = async (code: string) => {
    await page.getByLabel('Código do ingresso').fill(code);
    await page.getByRole('button', { name: 'Validar' }).click();
  };
  const result = page.getByTestId('checkin-result');
  await typeCode(String(tickets[2]!.codigo_serial?.stringValue));
  await expect(result).toHaveAttribute('data-result', 'ok');
  await expect(result).toContainText('Lia Estudante');
  await expect(result.getByTestId('meia-banner')).toHaveText('MEIA-ENTRADA — conferir documento');
  await shot(page, 'checkin-meia');
  // João's old QR code is refused as transferred; Rui's new one admits him, without the banner.
  await typeCode(String(tickets[1]!.qr_code?.stringValue));
  await expect(result).toHaveAttribute('data-result', 'refused');
  await expect(result).toContainText('Ingresso transferido: este QR Code não vale mais');
  await typeCode(String(moved.codigo_serial?.stringValue));
  await expect(result).toHaveAttribute('data-result', 'ok');
  await expect(result).toContainText('Rui Recebedor');
  await expect(result.getByTestId('meia-banner')).toHaveCount(0);

  // The meia-entrada report, from the event's form: the Estudante bought here is one more sold.
  await page.goto(`${ADMIN_URL}/admin/eventos/${EVENT_ID}`);
  await page.getByRole('link', { name: 'Meia-entrada' }).click();
  await expect(page.getByRole('heading', { name: 'Relatório de meia-entrada' })).toBeVisible();
  const estudanteRow = page.getByTestId('meia-row-meia_estudante');
  await expect(estudanteRow.getByTestId('vendidas')).toHaveText(String(estudanteBefore + 1));
  expect(await paidEstudante()).toBe(estudanteBefore + 1);
  await expect(page.getByTestId('meia-cota')).toHaveText('600');
  const left = (await page.getByTestId('meia-restantes').textContent())!;
  await expectNoSeriousA11yIssues(page, 'relatorio-meia');
  await shot(page, 'meia-report');
  // "Left" is the public counter's figure.
  const site = await page.context().newPage();
  const counterRead = site.waitForResponse((r) => r.url().includes(`/event_stock/${EVENT_ID}`));
  await site.goto(`${SITE_URL}${EVENT}`);
  await counterRead;
  await expect(site.getByTestId('meia-stock')).toContainText(`Meia-entrada: ${left} de 600 disponíve`);
  await site.close();
  // The CSV has the same figures (Excel pt-BR: BOM, ';', CRLF; numbers without separators).
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(/^meia-entrada-.+-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await csvDownload.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = csv
    .slice(1)
    .split('\r\n')
    .map((line) => line.split(';'));
  const column = (row: string[] | undefined, name: string) => row?.[header!.indexOf(name)];
  expect(header).toEqual([
    'Evento',
    'Data do evento',
    'Gerado em',
    'Tipo',
    'Na cota',
    'Vendidas',
    'Reservadas',
    'Ingressos ofertados',
    'Cota',
    'Restantes',
  ]);
  const estudanteCsv = rows.find((r) => column(r, 'Tipo') === 'Meia-entrada estudante');
  expect(column(estudanteCsv, 'Vendidas')).toBe(String(estudanteBefore + 1));
  const totalCsv = rows.find((r) => column(r, 'Tipo') === 'Total na cota');
  expect(column(totalCsv, 'Restantes')).toBe(left.replace(/\./g, ''));
  expect(column(totalCsv, 'Cota')).toBe('600');
});
