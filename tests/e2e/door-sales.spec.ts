// The box office (issue #31, part 1) in Chromium: a bilheteria of the demo door event signs in,
// lands on /admin/bilheteria, opens a register with its float, sells once by cash (the change
// shown while typing and after), once by card machine, once by PIX (the QR on screen; paid
// through the Asaas sandbox's confirm helper, the screen follows it by itself), prints the
// receipt (a PDF with the ticket's QR) and closes the register with the counted cash: the
// expected totals by method and the difference are right. The API's rules, limits and races
// are in tests/functions/door-sales.test.ts.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { formatBRL, parsePriceText } from '@gn/core/money';
import { DEMO_DOOR_EVENT_ID } from '../../dev/seed/demo-users.mjs';
import { createStaff } from '../support/functions-api';
import { readDoc, sandboxCall } from './checkout-helpers';
import { ADMIN_URL } from './env';

test.use({ viewport: { width: 390, height: 860 } });

/** Picks one Pista - Inteira and answers the sale's total as the summary shows it (centavos). */
async function chooseOneTicket(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Mais Pista - Inteira' }).click();
  const total = page.getByTestId('sale-total');
  await expect(total).not.toHaveText(formatBRL(0));
  return parsePriceText((await total.textContent()) ?? '');
}

async function confirmSale(page: Page) {
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/door-sales/sales') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Confirmar venda' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  return (await response.json()) as { orderId: string };
}

test('a register opened, a sale by each method, the receipt, the register closed with its difference', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const staff = await createStaff('bilheteria', { eventos: [DEMO_DOOR_EVENT_ID], listas: [] });
  await page.goto(`${ADMIN_URL}/entrar`);
  await page.getByLabel('E-mail', { exact: true }).fill(staff.email);
  await page.getByLabel('Senha', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/bilheteria`);

  // Abrir caixa: the scope's one event is chosen already.
  await page.getByLabel('Troco inicial').fill('100,00');
  await page.getByRole('button', { name: 'Abrir caixa' }).click();
  await expect(page.getByRole('heading', { name: /Caixa aberto/ })).toBeVisible();

  // Cash: the change while typing, then on the result.
  const cash = await chooseOneTicket(page);
  await page.getByLabel('Valor recebido').fill('10,00');
  await expect(page.getByTestId('change')).toHaveText(`Faltam ${formatBRL(cash - 1_000)}`);
  await page.getByLabel('Valor recebido').fill('500,00');
  await expect(page.getByTestId('change')).toHaveText(formatBRL(50_000 - cash));
  await confirmSale(page);
  await expect(page.getByTestId('sale-change')).toHaveText(formatBRL(50_000 - cash));
  await page.getByRole('button', { name: 'Nova venda' }).click();

  // Card machine: the authorisation code is required.
  const card = await chooseOneTicket(page);
  await page.getByRole('radio', { name: 'Cartão' }).click();
  await page.getByLabel('Código de autorização').fill('AB1234');
  await confirmSale(page);
  await expect(page.getByRole('status').filter({ hasText: `Pago: ${formatBRL(card)}` })).toBeVisible();
  await page.getByRole('button', { name: 'Nova venda' }).click();

  // PIX: the QR on screen; the buyer pays (the sandbox), the screen follows by itself.
  const pix = await chooseOneTicket(page);
  await page.getByRole('radio', { name: 'PIX' }).click();
  const { orderId } = await confirmSale(page);
  await expect(page.getByRole('img', { name: 'QR Code do PIX para o comprador pagar' })).toBeVisible();
  const paymentId = (await readDoc(`orders/${orderId}`)).asaas_payment_id!.stringValue as string;
  expect((await sandboxCall(`/sandbox/payment/${paymentId}/confirm`)).ok).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: `Pago: ${formatBRL(pix)}` })).toBeVisible({
    timeout: 20_000,
  });

  // The receipt: an 80 mm PDF with the ticket's QR.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Imprimir recibo (PDF)' }).click();
  const pdf = readFileSync((await (await download).path())!, 'latin1');
  expect(pdf.startsWith('%PDF')).toBe(true);
  expect(pdf).toMatch(/MediaBox \[0 0 226\.77/);
  // One QR image per ticket (each PNG carries its alpha as an /SMask of its own).
  expect(pdf.match(/\/SMask \d+ 0 R/g)).toHaveLength(1);
  await page.getByRole('button', { name: 'Mostrar QR na tela' }).click();
  await expect(page.getByRole('img', { name: /QR Code do ingresso/ })).toHaveCount(1);

  // Fechar caixa: R$ 1,00 missing from the drawer; PIX and card as expected.
  await page.getByRole('button', { name: 'Fechar caixa' }).click();
  await page.getByLabel('Dinheiro contado').fill(((10_000 + cash - 100) / 100).toFixed(2).replace('.', ','));
  await page.getByLabel('PIX conferido').fill((pix / 100).toFixed(2).replace('.', ','));
  await page.getByLabel('Cartões conferidos').fill((card / 100).toFixed(2).replace('.', ','));
  await page.getByRole('button', { name: 'Confirmar fechamento' }).click();
  await expect(page.getByRole('heading', { name: /Caixa fechado/ })).toBeVisible();
  await expect(page.getByTestId('register-difference')).toHaveText(
    `Diferença total: Falta de ${formatBRL(100)}`,
  );
  const rows = page.getByRole('table', { name: 'Valores do caixa por forma de pagamento' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Dinheiro' })).toContainText(formatBRL(10_000 + cash));
  await expect(rows.filter({ hasText: 'Dinheiro' })).toContainText(`Falta de ${formatBRL(100)}`);
  await expect(rows.filter({ hasText: 'PIX' })).toContainText(`1 · ${formatBRL(pix)}`);
  await expect(rows.filter({ hasText: 'Cartão na maquininha' })).toContainText(`1 · ${formatBRL(card)}`);
  await expect(rows.filter({ hasText: 'Cartão na maquininha' })).toContainText('Sem diferença');
});
