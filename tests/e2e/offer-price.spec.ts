// The offer's final price (issue #29 item 1; STJ REsp 1.737.428, Decreto 7.962/2013 art. 2 IV):
// the event page shows one ticket at its price with the service fee included and itemised, and the
// amount the Asaas sandbox is asked to charge for that ticket is that very figure, to the centavo.
// One signed-in buyer buys, by PIX, one ticket of each kind on seeded events nobody else's spec
// buys: an inteira and a meia-entrada at the default fee (Festival Sons do Cerrado, no rate of
// its own: 10 %), and a 60+ half price at an event's own fee (Meia Maratona, 5 %: R$ 44,50 + R$
// 2,225 rounds half up to R$ 46,73). A lote's price is checked the same way in lotes.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import {
  choosePayment,
  confirmOrder,
  continueButton,
  createBuyer,
  passBuyerStep,
  readDoc,
  signIn,
  stepHeading,
  summary,
} from './checkout-helpers';
import { sandbox } from '../support/checkout-fixtures.ts';
import { SITE_URL } from './env';

test.describe.configure({ timeout: 120_000 });

const panel = (page: Page) => page.getByTestId('ticket-panel');

/** 'R$ 1.323,00' → 132300. */
const centavos = (text: string) => Number(text.replace(/\D/g, ''));

interface Case {
  path: string;
  eventId: string;
  type: RegExp;
  option: string;
  /** what the page must show for one ticket, and the fee it itemises */
  shown: string;
  fee: string;
}

const CASES: Case[] = [
  {
    path: '/eventos/festival-sons-do-cerrado',
    eventId: 'evt-sons-do-cerrado',
    type: /^Pista/,
    option: 'Inteira',
    shown: 'R$ 132,00',
    fee: 'inclui R$ 12,00 de taxa de serviço',
  },
  {
    path: '/eventos/festival-sons-do-cerrado',
    eventId: 'evt-sons-do-cerrado',
    type: /^Pista/,
    option: 'Meia-entrada',
    shown: 'R$ 66,00',
    fee: 'inclui R$ 6,00 de taxa de serviço',
  },
  {
    path: '/eventos/meia-maratona-parques-de-curitiba',
    eventId: 'evt-meia-maratona-curitiba',
    type: /^Inscrição Corrida/,
    option: '60+ (qualquer distância)',
    shown: 'R$ 46,73',
    fee: 'inclui R$ 2,23 de taxa de serviço',
  },
];

const money = (text: string) => text.replaceAll('R$ ', 'R$\u00a0');

/** Chooses one ticket of the option on the event page; answers the figure the panel shows for it. */
async function chooseOne(page: Page, c: Case): Promise<string> {
  const stockRead = page.waitForResponse((r) => r.url().includes(`/event_stock/${c.eventId}`));
  await page.goto(`${SITE_URL}${c.path}`);
  await stockRead;
  await panel(page).getByRole('radio', { name: c.type }).check();
  const option = panel(page)
    .getByRole('group', { name: 'Opção de preço' })
    .getByRole('listitem')
    .filter({ hasText: c.option });
  // The option's own line: the price with the fee, the fee itemised.
  await expect(option).toContainText(money(c.shown));
  await expect(option).toContainText(money(c.fee));
  await option.getByRole('button', { name: `Aumentar ${c.option}`, exact: true }).click();
  await expect(panel(page).getByText('Total (1 ingresso)')).toBeVisible();
  await expect(panel(page).getByTestId('ticket-fee')).toHaveText(money(c.fee));
  return (await panel(page).getByTestId('ticket-price').textContent()) ?? '';
}

test('the price the event page shows for one ticket is the amount charged, to the centavo', async ({
  page,
}) => {
  const buyer = await createBuyer();
  await signIn(page, buyer);
  for (const c of CASES) {
    const shown = await chooseOne(page, c);
    expect(shown, c.option).toBe(money(c.shown));

    await panel(page).getByRole('button', { name: 'Comprar Ingresso' }).click();
    await page.waitForURL(`${SITE_URL}/checkout`);
    await expect(stepHeading(page, 'Itens do pedido')).toBeVisible({ timeout: 20_000 });
    // The checkout's total is the page's figure too.
    await expect(summary(page).getByTestId('resumo-total')).toHaveText(shown);
    await continueButton(page).click();
    await passBuyerStep(page, buyer.cpf);
    await choosePayment(page, 'pix');
    const orderId = await confirmOrder(page);

    const order = await readDoc(`orders/${orderId}`);
    const paymentId = String(order.asaas_payment_id?.stringValue);
    const { status, body } = await sandbox(`/payments/${paymentId}`);
    expect(status).toBe(200);
    // Asaas takes reais: the charge's value in centavos is the page's figure.
    expect(Math.round(Number(body?.value) * 100), `${c.option}: charged`).toBe(centavos(shown));
    expect(Number(order.total?.integerValue), `${c.option}: order total`).toBe(centavos(shown));
  }
});

test("the event cards give the lowest price with the fee, itemised: the event's own rate or the default", async ({
  page,
}) => {
  await page.goto(`${SITE_URL}/eventos`);
  const card = (title: string) => page.locator('[data-listing-item]').filter({ hasText: title });
  // Festival Sons do Cerrado: R$ 60,00 + 10 % (the default); Rindo à Toa: R$ 40,00 + 5 % (its own).
  await expect(card('Festival Sons do Cerrado').getByTestId('card-price')).toHaveText(
    /^a partir de R\$\s66,00\s*inclui R\$\s6,00 de taxa de serviço$/,
  );
  await expect(card('Rindo à Toa').getByTestId('card-price')).toHaveText(
    /^a partir de R\$\s42,00\s*inclui R\$\s2,00 de taxa de serviço$/,
  );
});
