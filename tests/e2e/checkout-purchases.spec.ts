// Complete purchases through the real pages, the functions and the local Asaas sandbox: card
// approved and declined and boleto paid on the provider's invoice page (the only place a card
// number is typed), and a PIX reservation that expires. Each ends on the right page with the
// right order status, stock and tickets. (PIX paid is in checkout-ui.spec.ts.)
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  LINE,
  choosePayment,
  confirmOrder,
  continueButton,
  createBuyer,
  openCheckout,
  passBuyerStep,
  readDoc,
  toast,
} from './checkout-helpers';
import { sandbox } from '../support/checkout-fixtures.ts';
import { SITE_URL } from './env';

// Webhooks reach the functions through the sandbox's retry queue: under a loaded full run a
// delivery can take tens of seconds, hence the long waits.
test.describe.configure({ timeout: 180_000 });

// A purchase that never reaches its page is almost always a webhook that was not delivered: print
// the sandbox's delivery log (queue paused? which attempts failed, with what answer?) so that the
// run's output says why.
// eslint-disable-next-line no-empty-pattern -- Playwright wants its fixtures argument destructured
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const { body } = await sandbox('/sandbox/webhooks');
  const log = (body?.data ?? []) as {
    event: string;
    paymentId: string;
    delivered: boolean;
    attempts: unknown[];
  }[];
  const troubled = log
    .filter((e) => !e.delivered || e.attempts.length > 1)
    .slice(-15)
    .map(({ event, paymentId, delivered, attempts }) => ({ event, paymentId, delivered, attempts }));
  console.log(
    `sandbox webhooks: paused=${String(body?.paused)}, ${log.length} events, ` +
      `${log.filter((e) => !e.delivered).length} undelivered\n${JSON.stringify(troubled, null, 1)}`,
  );
});

// An open event nobody else's spec buys (no sales in the seed), so the stock figures are exact.
const PURCHASE_LINE = {
  ...LINE,
  event_id: 'evt-baile-das-mares',
  event_titulo: 'O Baile das Marés',
  event_slug: 'o-baile-das-mares',
  tipo_ingresso: 'Plateia e Balcão - Plateia - Inteira',
  preco: 9000,
  pricing_table_id: 'pt-plateia-balcao',
  item_id: 'plateia-inteira',
};

const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-gn-test';

async function disponivel(): Promise<number> {
  return Number((await readDoc(`event_stock/${PURCHASE_LINE.event_id}`)).disponivel?.integerValue);
}

async function orderStatus(orderId: string): Promise<string> {
  return String((await readDoc(`orders/${orderId}`)).status?.stringValue);
}

/** Fills the wizard up to Revisão with the given method. */
async function reachReview(page: Page, method: 'pix' | 'card' | 'boleto'): Promise<void> {
  const buyer = await createBuyer();
  await openCheckout(page, [PURCHASE_LINE], null, buyer);
  await continueButton(page).click();
  await passBuyerStep(page, buyer.cpf);
  await choosePayment(page, method);
}

/** Confirms on Revisão; card and boleto open the invoice page in a new tab. */
async function confirmWithInvoiceTab(
  page: Page,
  context: BrowserContext,
): Promise<{ orderId: string; invoice: Page }> {
  const tab = context.waitForEvent('page');
  const orderId = await confirmOrder(page);
  const invoice = await tab;
  await invoice.waitForURL(/\/i\/pay_/, { timeout: 30_000 });
  return { orderId, invoice };
}

test('card approved on the invoice page: paid, tickets issued, stock sold', async ({ page, context }) => {
  const before = await disponivel();
  await reachReview(page, 'card');
  const { orderId, invoice } = await confirmWithInvoiceTab(page, context);
  await expect(page.getByRole('heading', { level: 1, name: 'Aguardando Pagamento' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await disponivel()).toBe(before - 1);

  await invoice.getByLabel('Número do cartão').fill('4111 1111 1111 1111');
  await invoice.getByLabel('Nome impresso no cartão').fill('MARIA DA SILVA');
  await invoice.getByLabel('Validade (MM/AA)').fill('12/30');
  await invoice.getByLabel('CVV').fill('123');
  await invoice.getByRole('button', { name: 'Aprovar pagamento' }).click();

  await expect(toast(page, 'Pagamento confirmado!')).toBeVisible({ timeout: 90_000 });
  await page.waitForURL(`${SITE_URL}/conta/ingressos`, { timeout: 15_000 });
  expect(await orderStatus(orderId)).toBe('pago');
  const ticket = await readDoc(`tickets/${orderId}-1`);
  expect(ticket.status?.stringValue).toBe('ativo');
  expect(ticket.qr_code?.stringValue).toMatch(/^GN2\.[\w-]+\.[\w-]+$/);
  expect(await disponivel()).toBe(before - 1);
});

test('card declined: the order fails, the stock comes back, the buyer may try again', async ({
  page,
  context,
}) => {
  const before = await disponivel();
  await reachReview(page, 'card');
  const { orderId, invoice } = await confirmWithInvoiceTab(page, context);
  await invoice.getByRole('button', { name: 'Recusar cartão' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento Falhou' })).toBeVisible({
    timeout: 90_000,
  });
  await expect(
    page
      .getByRole('link', { name: 'Tentar novamente' })
      .or(page.getByRole('button', { name: 'Tentar novamente' })),
  ).toBeVisible();
  expect(await orderStatus(orderId)).toBe('falhou');
  await expect.poll(disponivel, { timeout: 15_000 }).toBe(before);
  // No ticket exists for a failed order.
  const res = await fetch(
    `http://${FIRESTORE_HOST}/v1/projects/${PROJECT}/databases/(default)/documents/tickets/${orderId}-1`,
    {
      headers: { Authorization: 'Bearer owner' },
    },
  );
  expect(res.status).toBe(404);
});

test('boleto paid on the invoice page: paid and sent to Meus Ingressos', async ({ page, context }) => {
  await reachReview(page, 'boleto');
  const { orderId, invoice } = await confirmWithInvoiceTab(page, context);
  await expect(page.getByRole('heading', { level: 1, name: 'Aguardando Pagamento' })).toBeVisible({
    timeout: 20_000,
  });
  const order = await readDoc(`orders/${orderId}`);
  expect(order.billing_type?.stringValue).toBe('BOLETO');
  expect(order.asaas_bankslip_url?.stringValue).toMatch(/\/b\/pay_.+\.pdf$/);

  await invoice.getByRole('button', { name: 'Pagar boleto (simular)' }).click();
  await expect(toast(page, 'Pagamento confirmado!')).toBeVisible({ timeout: 90_000 });
  await page.waitForURL(`${SITE_URL}/conta/ingressos`, { timeout: 15_000 });
  expect(await orderStatus(orderId)).toBe('pago');
});

test('a PIX reservation that runs out expires: stock released, charge deleted, try again', async ({
  page,
}) => {
  const before = await disponivel();
  await reachReview(page, 'pix');
  const orderId = await confirmOrder(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Aguardando Pagamento' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await disponivel()).toBe(before - 1);

  // Fifteen minutes pass: the reservation's end moves into the past, then the sweeper runs (in
  // production every minute; the test calls the same route the local runner calls).
  const patch = await fetch(
    `http://${FIRESTORE_HOST}/v1/projects/${PROJECT}/databases/(default)/documents/orders/${orderId}?updateMask.fieldPaths=reserva_expira_em`,
    {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({
        fields: { reserva_expira_em: { timestampValue: new Date(Date.now() - 1000).toISOString() } },
      }),
    },
  );
  expect(patch.ok).toBe(true);
  const sweep = await fetch(`${SITE_URL}/api/internal/sweep-reservations`, {
    method: 'POST',
    headers: { 'x-gn-internal-token': process.env.GN_INTERNAL_TOKEN ?? '' },
  });
  expect(sweep.status).toBe(200);

  await expect(page.getByRole('heading', { level: 1, name: 'Reserva Expirada' })).toBeVisible({
    timeout: 30_000,
  });
  expect(await orderStatus(orderId)).toBe('expirado');
  expect(await disponivel()).toBe(before);
  const paymentId = (await readDoc(`orders/${orderId}`)).asaas_payment_id?.stringValue;
  const payment = await fetch(`${process.env.GN_ASAAS_URL}/v3/payments/${paymentId}`, {
    headers: { access_token: process.env.GN_ASAAS_API_KEY ?? '' },
  });
  expect(((await payment.json()) as { deleted?: boolean }).deleted).toBe(true);
  await page.getByText('Tentar novamente').click();
  await page.waitForURL(`${SITE_URL}/checkout`);
});
