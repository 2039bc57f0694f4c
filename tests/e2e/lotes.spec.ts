// Lotes end to end (issue "Box office 2 of 2"), in Chromium against the local stack, on the seeded
// evt-noite-samba-lapa (1º lote sold out, 2º lote on sale, 3º lote until the event). With one
// ticket left in the 2º lote, a buyer sees it on sale, takes that last ticket at its price and
// pays; the next buyer sees the 2º lote sold out and the 3º on sale, and pays the 3º lote's price.
import { expect, test, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { SITE_URL } from './env';
import {
  choosePayment,
  confirmOrder,
  continueButton,
  createBuyer,
  passBuyerStep,
  readDoc,
  sandboxCall,
  signIn,
  stepHeading,
  toast,
} from './checkout-helpers';
import { adminDb } from '../support/functions-api.ts';
import { screenshots } from './steps';

const EVENT = '/eventos/noite-de-samba-na-lapa';
const EVENT_ID = 'evt-noite-samba-lapa';
const LOTE_2 = { id: 'lote-2', quantidade: 150 };
const { width: WIDTH, shot } = screenshots('test-results/lotes-shots');
test.use({ viewport: { width: WIDTH, height: 900 } });

const panel = (page: Page) => page.getByTestId('ticket-panel');
const lotes = (page: Page) => panel(page).getByTestId('lotes');
const options = (page: Page) => panel(page).getByRole('group', { name: 'Opção de preço' });

/**
 * Earlier sales of the 2º lote, as the checkout leaves them: one place per ticket and the live
 * figure. All but one of its tickets are taken (whatever an earlier run of this spec sold).
 */
async function allButOneSoldInLote2(): Promise<void> {
  const places = adminDb().collection(`event_stock/${EVENT_ID}/lotes/${LOTE_2.id}/vagas`);
  const old = await places.get();
  for (let i = 0; i < old.docs.length; i += 400) {
    const batch = adminDb().batch();
    for (const doc of old.docs.slice(i, i + 400)) batch.delete(doc.ref);
    await batch.commit();
  }
  const sold = LOTE_2.quantidade - 1;
  for (let i = 0; i < sold; i += 400) {
    const batch = adminDb().batch();
    for (let n = i; n < Math.min(sold, i + 400); n++) {
      batch.set(places.doc(String(n)), {
        indice: n,
        order_id: 'e2e-vendas-anteriores',
        claim_id: 'e2e',
        estado: 'vendido',
        expira_em: null,
        created_at: Timestamp.now(),
      });
    }
    await batch.commit();
  }
  await adminDb().doc(`event_stock/${EVENT_ID}`).update({ 'lotes_vendidos.lote-2': sold });
}

async function openEvent(page: Page): Promise<void> {
  const stockRead = page.waitForResponse((r) => r.url().includes(`/event_stock/${EVENT_ID}`));
  await page.goto(`${SITE_URL}${EVENT}`);
  await stockRead;
  await panel(page)
    .getByRole('radio', { name: /^Pista/ })
    .check();
}

/**
 * Buys one Pista - Inteira through the wizard with PIX; answers the order id. The amount the
 * sandbox is asked to charge is the figure the panel showed for the ticket (the lote's price with
 * the service fee), to the centavo.
 */
async function buyOneInteira(page: Page, cpf: string): Promise<string> {
  await options(page).getByRole('button', { name: 'Aumentar Inteira', exact: true }).click();
  await expect(panel(page).getByText('Total (1 ingresso)')).toBeVisible();
  const shown = Number(
    ((await panel(page).getByTestId('ticket-price').textContent()) ?? '').replace(/\D/g, ''),
  );
  await panel(page).getByRole('button', { name: 'Comprar Ingresso' }).click();
  await page.waitForURL(`${SITE_URL}/checkout`);
  await expect(stepHeading(page, 'Itens do pedido')).toBeVisible({ timeout: 20_000 });
  await continueButton(page).click();
  await passBuyerStep(page, cpf);
  await choosePayment(page, 'pix');
  const orderId = await confirmOrder(page);
  const paymentId = String((await readDoc(`orders/${orderId}`)).asaas_payment_id?.stringValue);
  const payment = (await (await sandboxCall(`/payments/${paymentId}`, 'GET')).json()) as { value: number };
  expect(Math.round(payment.value * 100), 'charged = shown').toBe(shown);
  return orderId;
}

test('the last ticket of the 2º lote is sold at its price; the next buyer sees it sold out and pays the 3º lote', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await allButOneSoldInLote2();

  const first = await createBuyer();
  await signIn(page, first);
  await openEvent(page);
  await expect(lotes(page).getByRole('listitem')).toHaveText([
    /1º lote\s*Esgotado/,
    /2º lote\s*À venda · restam 1/,
    /3º lote\s*A partir de \d{2}\/\d{2}\/\d{4}/,
  ]);
  // The 2º lote's prices (meia-entrada is half its inteira) with the service fee (10 %), itemised.
  const inteira = options(page).getByRole('listitem').filter({ hasText: 'Inteira' });
  await expect(inteira).toContainText('R$ 115,50');
  await expect(inteira).toContainText('inclui R$ 10,50 de taxa de serviço');
  await expect(options(page).getByRole('listitem').filter({ hasText: 'Meia-entrada' })).toContainText(
    'R$ 57,75',
  );
  await shot(page, 'lote-2-on-sale');
  const orderId = await buyOneInteira(page, first.cpf);
  const order = await readDoc(`orders/${orderId}`);
  expect(order.lote?.mapValue).toMatchObject({ fields: { id: { stringValue: 'lote-2' } } });
  expect(Number(order.subtotal?.integerValue)).toBe(10500);
  expect(Number(order.taxas?.integerValue)).toBe(1050);
  const paymentId = String(order.asaas_payment_id?.stringValue);
  expect((await sandboxCall(`/sandbox/payment/${paymentId}/confirm`)).status).toBe(200);
  await expect(toast(page, 'Pagamento confirmado!')).toBeVisible({ timeout: 90_000 });
  // The ticket keeps the fee paid with it (the e-mail and the PDF print it).
  expect(Number((await readDoc(`tickets/${orderId}-1`)).taxa_unitaria?.integerValue)).toBe(1050);

  // The next buyer: the 2º lote is sold out, the 3º on sale at its own prices.
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 900 } });
  const next = await context.newPage();
  const second = await createBuyer();
  await signIn(next, second);
  await openEvent(next);
  await expect(lotes(next).getByRole('listitem')).toHaveText([
    /1º lote\s*Esgotado/,
    /2º lote\s*Esgotado/,
    /3º lote\s*À venda/,
  ]);
  await expect(options(next).getByRole('listitem').filter({ hasText: 'Inteira' })).toContainText('R$ 132,00');
  await shot(next, 'lote-3-on-sale');
  const nextOrder = await readDoc(`orders/${await buyOneInteira(next, second.cpf)}`);
  expect(nextOrder.lote?.mapValue).toMatchObject({ fields: { id: { stringValue: 'lote-3' } } });
  expect(Number(nextOrder.subtotal?.integerValue)).toBe(12000);
  await context.close();
});

test('the stepper stops at what is left in the lote on sale, and says why', async ({ page }) => {
  await allButOneSoldInLote2();
  await signIn(page, await createBuyer());
  await openEvent(page);
  const plus = options(page).getByRole('button', { name: 'Aumentar Inteira', exact: true });
  await plus.click();
  await expect(plus).toBeDisabled();
  await expect(options(page).getByText('Sem mais ingressos neste lote')).toBeVisible();
});
