// After the sale (issue "After the sale"), in Chromium against the local stack: a buyer pays a
// ticket with PIX and cancels the order from /conta within the right of withdrawal (both limits
// shown first): the refund is recorded, the order page says so, the door refuses the ticket and
// its place is back in stock. An order past the 7 days is refused with the reason, and the
// admin sees the cancellation and the refund on the order. On a sold-out event, the first person
// on the waiting list gets a freed ticket held for them, by e-mail, and buys it.
import { expect, test, type Page } from '@playwright/test';
import { orderNumber } from '@gn/core/ids';
import { ADMIN_URL, SITE_URL } from './env';
import {
  choosePayment,
  confirmOrder,
  createBuyer,
  expectNoSeriousA11yIssues,
  FIRESTORE,
  LINE,
  openCheckout,
  OWNER,
  passBuyerStep,
  readDoc,
  sandboxCall,
  signIn,
  toast,
  type Buyer,
} from './checkout-helpers';
import { waitForMessages } from '../support/mail-catcher.ts';
import { screenshots, signInToAdmin } from './steps';

// Screenshots for a human: GN_SCREENSHOTS=1 [GN_SHOT_WIDTH=375] npm test -- e2e tests/e2e/after-sale.spec.ts
const { width: WIDTH, shot } = screenshots('test-results/after-sale-shots');
test.use({ viewport: { width: WIDTH, height: 900 } });

/** A PIX order of LINE paid through the sandbox; the page ends on /conta/ingressos. */
async function paidOrder(page: Page, buyer: Buyer): Promise<string> {
  await openCheckout(page, [LINE], null, buyer);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await passBuyerStep(page, buyer.cpf);
  await choosePayment(page, 'pix');
  const orderId = await confirmOrder(page);
  const paymentId = String((await readDoc(`orders/${orderId}`)).asaas_payment_id?.stringValue);
  expect((await sandboxCall(`/sandbox/payment/${paymentId}/confirm`)).status).toBe(200);
  await expect(toast(page, 'Pagamento confirmado!')).toBeVisible({ timeout: 90_000 });
  await page.waitForURL(`${SITE_URL}/conta/ingressos`, { timeout: 15_000 });
  return orderId;
}

/** The stock slots an order holds (functions/src/stock/slots-ground.ts). */
async function slotsHeldBy(eventId: string, orderId: string): Promise<number> {
  const response = await fetch(`${FIRESTORE}/event_stock/${eventId}:runQuery`, {
    method: 'POST',
    headers: { ...OWNER, 'content-type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'slots' }],
        where: {
          fieldFilter: { field: { fieldPath: 'order_id' }, op: 'EQUAL', value: { stringValue: orderId } },
        },
      },
    }),
  });
  expect(response.ok).toBe(true);
  const rows = (await response.json()) as { document?: unknown }[];
  return rows.filter((row) => row.document).length;
}

test('a PIX order cancelled from the account within the window: refunded, the ticket refused at the door, its place back', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const buyer = await createBuyer();
  const orderId = await paidOrder(page, buyer);
  const number = orderNumber(orderId);
  const ticket = await readDoc(`tickets/${orderId}-1`);
  expect(await slotsHeldBy(LINE.event_id, orderId)).toBe(1);

  await page.goto(`${SITE_URL}/conta`);
  const row = page.getByTestId('order-row').filter({ hasText: `#${number}` });
  await row.getByRole('button', { name: `Cancelar pedido #${number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar pedido' });
  const terms = dialog.getByTestId('cancel-terms');
  await expect(terms.getByRole('listitem')).toHaveText([
    /^Até 7 dias após a compra \(até \d{2}\/\d{2}\/\d{4} às 23:59\)$/,
    /^Até 48 horas antes do início do evento \(até \d{2}\/\d{2}\/\d{4} às 18:00\)$/,
  ]);
  await expect(dialog).toContainText('volta por PIX');
  await dialog.getByLabel('Motivo (opcional)').fill('Não vou poder ir');
  await expectNoSeriousA11yIssues(page, 'cancelar pedido');
  await shot(page, 'cancel-dialog');
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(toast(page, `Pedido #${number} cancelado.`)).toBeVisible({ timeout: 30_000 });

  // The order's page: cancelled, the refund done, what happens next.
  await page.waitForURL(`${SITE_URL}/conta/pedido?id=${orderId}`);
  const panel = page.getByTestId('refund-panel');
  await expect(panel).toContainText('Cancelado por você em');
  await expect(panel).toContainText(/Reembolso de R\$\s132,00 por PIX/);
  await expect(panel.getByText('Reembolsado', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await expect(page.getByTestId('order-tickets')).toContainText('Cancelado');
  await shot(page, 'order-cancelled');
  const order = await readDoc(`orders/${orderId}`);
  expect(order.status?.stringValue).toBe('cancelado');
  expect(await slotsHeldBy(LINE.event_id, orderId)).toBe(0);

  // The door refuses the ticket with the reason.
  await signInToAdmin(page);
  await page.goto(`${ADMIN_URL}/admin/checkin?evento=${LINE.event_id}`);
  await page.getByLabel('Código do ingresso').fill(String(ticket.codigo_serial?.stringValue));
  await page.getByRole('button', { name: 'Validar' }).click();
  const result = page.getByTestId('checkin-result');
  await expect(result).toHaveAttribute('data-result', 'refused');
  await expect(result).toContainText('Ingresso cancelado');

  // The admin's order page: who cancelled, why, and the refund.
  await page.goto(`${ADMIN_URL}/admin/pedidos/${orderId}`);
  const card = page.getByRole('region', { name: 'Cancelamento e reembolso' });
  await expect(card).toContainText('Comprador (direito de arrependimento)');
  await expect(card).toContainText('Não vou poder ir');
  await expect(card).toContainText('Reembolsado');
  await shot(page, 'admin-order-cancelled');
});

test('an order bought more than 7 days ago: the dialog gives the reason and offers no cancellation', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const buyer = await createBuyer();
  const orderId = await paidOrder(page, buyer);
  // Ten days pass since the payment.
  const paidAt = new Date(Date.now() - 10 * 86_400_000).toISOString();
  const patch = await fetch(`${FIRESTORE}/orders/${orderId}?updateMask.fieldPaths=paid_at`, {
    method: 'PATCH',
    headers: { ...OWNER, 'content-type': 'application/json' },
    body: JSON.stringify({ fields: { paid_at: { timestampValue: paidAt } } }),
  });
  expect(patch.ok).toBe(true);

  await page.goto(`${SITE_URL}/conta/pedido?id=${orderId}`);
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar pedido' });
  await expect(dialog.getByTestId('cancel-refusal')).toHaveText(
    /^Cancelamento encerrado: o prazo de 7 dias após a compra terminou em \d{2}\/\d{2}\/\d{4} às 23:59\.$/,
  );
  await expect(dialog.getByRole('button', { name: 'Confirmar cancelamento' })).toHaveCount(0);
  await shot(page, 'cancel-refused');
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
  expect((await readDoc(`orders/${orderId}`)).status?.stringValue).toBe('pago');
});

/** evt-sabores-paraty: a demo event no other spec touches, made a one-ticket sale for this test. */
const PARATY = {
  id: 'evt-sabores-paraty',
  path: '/eventos/festival-sabores-de-paraty',
  line: {
    event_id: 'evt-sabores-paraty',
    event_titulo: 'Festival Sabores de Paraty',
    event_slug: 'festival-sabores-de-paraty',
    tipo_ingresso: 'Degustação - Entrada + 5 fichas',
    preco: 7000,
    qnt: 1,
    data_evento: new Date(Date.now() + 45 * 86_400_000).toISOString(),
    local_evento: 'Cais do Centro Histórico, Paraty - RJ',
    pricing_table_id: 'pt-degustacao',
    item_id: 'fichas-5',
  },
};

async function patchDoc(path: string, fields: Record<string, unknown>): Promise<void> {
  const mask = Object.keys(fields)
    .map((f) => `updateMask.fieldPaths=${f}`)
    .join('&');
  const response = await fetch(`${FIRESTORE}/${path}?${mask}`, {
    method: 'PATCH',
    headers: { ...OWNER, 'content-type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  expect(response.ok, `PATCH ${path}`).toBe(true);
}

test('a sold-out event: the first person on the waiting list gets the freed ticket held, by e-mail, and buys it', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const int = (n: number) => ({ integerValue: String(n) });
  await patchDoc(`event_stock/${PARATY.id}`, { total: int(1), disponivel: int(1) });
  try {
    // Ana takes the only ticket (a PIX reservation, unpaid).
    const ana = await createBuyer();
    await openCheckout(page, [PARATY.line], null, ana);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await passBuyerStep(page, ana.cpf);
    await choosePayment(page, 'pix');
    const anaOrder = await confirmOrder(page);

    // Bruno finds it sold out and joins the waiting list.
    const bruno = await createBuyer();
    const context = await browser.newContext({ viewport: { width: WIDTH, height: 900 } });
    const brunoPage = await context.newPage();
    await signIn(brunoPage, bruno);
    await brunoPage.goto(`${SITE_URL}${PARATY.path}`);
    const box = brunoPage.getByTestId('waitlist-box');
    await expect(brunoPage.getByTestId('ticket-blocker')).toHaveText('Esgotado', { timeout: 20_000 });
    await box.getByRole('button', { name: 'Entrar na lista de espera' }).click();
    await expect(toast(brunoPage, 'Você entrou na lista de espera')).toBeVisible({ timeout: 30_000 });
    await expect(box).toContainText('Você está na lista de espera (1 ingresso)');
    await shot(brunoPage, 'waitlist-joined');

    // Ana's reservation runs out: the sweeper releases it and the list gets it first.
    await patchDoc(`orders/${anaOrder}`, {
      reserva_expira_em: { timestampValue: new Date(Date.now() - 1000).toISOString() },
    });
    const sweep = await fetch(`${SITE_URL}/api/internal/sweep-reservations`, {
      method: 'POST',
      headers: { 'x-gn-internal-token': process.env.GN_INTERNAL_TOKEN ?? '' },
    });
    expect(sweep.status).toBe(200);
    const [mail] = await waitForMessages(
      (m) => m.to.includes(bruno.email) && m.subject.startsWith('Ingressos liberados para você'),
    );
    const link = /Compre entrando com esta conta em (\S+)/.exec(mail!.text)?.[1];
    expect(link).toBe(`${SITE_URL}${PARATY.path}`);

    // The e-mail's link: the panel says the ticket is his until a time, and he buys it.
    await brunoPage.goto(link!);
    await expect(brunoPage.getByTestId('waitlist-offer')).toContainText(
      '1 ingresso está reservado para você até',
      {
        timeout: 20_000,
      },
    );
    await shot(brunoPage, 'waitlist-offer');
    const panel = brunoPage.getByTestId('ticket-panel');
    await panel.getByRole('radio', { name: /^Degustação/ }).check();
    await panel
      .getByRole('group', { name: 'Opção de preço' })
      .getByRole('button', { name: 'Aumentar Entrada + 5 fichas', exact: true })
      .click();
    await panel.getByRole('button', { name: 'Comprar Ingresso' }).click();
    await brunoPage.waitForURL(`${SITE_URL}/checkout`);
    await brunoPage.getByRole('button', { name: 'Continuar', exact: true }).click();
    await passBuyerStep(brunoPage, bruno.cpf);
    await choosePayment(brunoPage, 'pix');
    const brunoOrder = await confirmOrder(brunoPage);
    const entry = await readDoc(`waitlist/${PARATY.id}__${bruno.uid}`);
    expect(entry.estado?.stringValue).toBe('comprou');
    expect(entry.order_id?.stringValue).toBe(brunoOrder);
    expect(await slotsHeldBy(PARATY.id, brunoOrder)).toBe(1);
    await context.close();
  } finally {
    await patchDoc(`event_stock/${PARATY.id}`, { total: int(2000), disponivel: int(1999) });
  }
});
