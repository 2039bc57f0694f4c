// Refunding one ticket of an order (issue #31) through the real pages: a buyer's paid PIX order
// of three tickets; the admin cancels one on the order page, sees the amount before confirming
// and the refund done, and the Asaas sandbox got that partial value; the buyer cancels another
// from the account's order page; the door refuses the cancelled tickets and admits the third.
// The order is made through the API (the checkout's pages have specs of their own).
import { expect, test } from '@playwright/test';
import { ADMIN_URL, SITE_URL } from './env';
import { signInToAdmin } from './steps';
import { createBuyer, signIn } from './checkout-helpers';
import {
  BUYER,
  checkout,
  checkoutBody,
  eventually,
  orderOf,
  sandbox,
  seedSale,
  unpublishSales,
} from '../support/checkout-fixtures.ts';
import { adminDb, createStaff, scanAtDoor, signIn as tokenFor, tokenOf } from '../support/functions-api.ts';

test.afterAll(unpublishSales);

test('the admin refunds one ticket, the buyer another, and the door admits only the third', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const sale = await seedSale({ total: 20 });
  const buyer = await createBuyer();
  const token = await tokenFor(buyer.email, buyer.password);
  const items = [{ event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: sale.itemId, qnt: 3 }];
  const placed = await checkout(token, checkoutBody(sale, { items, buyer: { ...BUYER, cpf: buyer.cpf } }));
  expect(placed.status, placed.text).toBe(200);
  const { orderId } = placed.body;
  const paymentId = String((await orderOf(orderId))!.asaas_payment_id);
  expect((await sandbox(`/sandbox/payment/${paymentId}/confirm`, { json: {} })).status).toBe(200);
  await eventually(async () => (await orderOf(orderId))?.status === 'pago');
  const ticket = (n: number) => `${orderId}-${n}`;
  const serial = async (n: number) =>
    String(
      (
        await adminDb()
          .doc(`tickets/${ticket(n)}`)
          .get()
      ).get('codigo_serial'),
    );

  // The admin: "Cancelar ingressos", one ticket, the amount and method shown before confirming.
  await signInToAdmin(page);
  await page.goto(`${ADMIN_URL}/admin/pedidos/${orderId}`);
  await page.getByRole('button', { name: 'Cancelar ingressos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar ingressos' });
  await dialog
    .getByRole('checkbox', { name: /Inteira/ })
    .first()
    .check();
  await expect(dialog.getByTestId('refund-quote')).toHaveText('A devolver: R$\u00a0110,00 · PIX');
  await dialog.getByRole('button', { name: /^Cancelar e reembolsar/ }).click();
  await expect(dialog.getByText('Informe o motivo do cancelamento (mínimo 3 caracteres)')).toBeVisible();
  await dialog.getByLabel('Motivo').fill('O cliente pediu por telefone');
  await dialog.getByRole('button', { name: 'Cancelar e reembolsar R$\u00a0110,00' }).click();
  const refunds = page.getByRole('region', { name: 'Ingressos cancelados e reembolsos' });
  await expect(refunds.getByTestId('ticket-refund')).toHaveCount(1);
  await expect(refunds).toContainText('Reembolsado');
  await expect(refunds).toContainText('R$\u00a0110,00');
  await expect(refunds).toContainText(await serial(1));
  const tickets = page.getByRole('list', { name: 'Ingressos do pedido' });
  await expect(tickets.getByRole('listitem').filter({ hasText: await serial(1) })).toContainText('Cancelado');
  const asaas = (await sandbox(`/payments/${paymentId}`)).body!;
  expect(asaas.refunds).toMatchObject([{ value: 110, description: `${orderId}-r1` }]);
  expect(asaas.status).toBe('RECEIVED');

  // The buyer, from the account: another ticket; the first is no longer offered.
  const site = await page.context().browser()!.newPage();
  await signIn(site, buyer);
  await site.goto(`${SITE_URL}/conta/pedido?id=${encodeURIComponent(orderId)}`);
  await site.getByRole('button', { name: 'Cancelar ingressos' }).click();
  const mine = site.getByRole('dialog', { name: 'Cancelar ingressos' });
  await expect(mine.getByRole('checkbox').nth(0)).toBeDisabled();
  await mine.getByRole('checkbox').nth(1).check();
  await expect(mine).toContainText('Volta para você R$\u00a0110,00 por PIX');
  await mine.getByRole('button', { name: 'Cancelar ingressos escolhidos' }).click();
  await expect(site.getByText('Ingresso cancelado. Ele não vale mais na entrada.')).toBeVisible();
  const panel = site.getByTestId('ticket-refunds');
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(panel).toContainText('Cancelado por você');
  await expect(
    site
      .getByTestId('order-tickets')
      .getByRole('listitem')
      .filter({ hasText: await serial(3) }),
  ).toContainText('Ativo');
  await site.close();

  // The door: the cancelled tickets are refused, the third comes in.
  const doorman = await tokenOf(await createStaff('porteiro', { eventos: [sale.eventId], listas: [] }));
  const scan = async (n: number) =>
    scanAtDoor(
      {
        code: String(
          (
            await adminDb()
              .doc(`tickets/${ticket(n)}`)
              .get()
          ).get('qr_code'),
        ),
        eventId: sale.eventId,
      },
      doorman,
    );
  expect((await scan(1)).status).toBe(409);
  expect((await scan(2)).status).toBe(409);
  expect((await scan(3)).status).toBe(200);
});
