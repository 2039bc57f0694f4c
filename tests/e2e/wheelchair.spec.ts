// Wheelchair spaces with a companion seat (LBI art. 44; Decreto 9.404/2018), in Chromium against the
// local stack: on O Baile das Marés (12 spaces in the seed, some sold) the page shows the spaces
// left live, the option steps in pairs, the checkout names the person in a wheelchair and the
// companion, the pair is paid by PIX and the counter counts down; the door is told which of the
// pair each ticket is; with no space left the + is off and says why. (The server's refusal past
// zero and a rush of parallel buyers: tests/functions/wheelchair.test.ts.)
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_URL, SITE_URL } from './env';
import {
  choosePayment,
  confirmOrder,
  continueButton,
  createBuyer,
  expectNoSeriousA11yIssues,
  FIRESTORE,
  OWNER,
  readDoc,
  sandboxCall,
  signIn,
  stepHeading,
  toast,
} from './checkout-helpers';
import { screenshots, signInToAdmin } from './steps';
import { randomCpf } from '../support/cpf.ts';

const EVENT = '/eventos/o-baile-das-mares';
const EVENT_ID = 'evt-baile-das-mares';
const OPTION = 'Plateia - Cadeirante + acompanhante';

const panel = (page: Page) => page.getByTestId('ticket-panel');
const counter = (page: Page) => panel(page).getByTestId('wheelchair-stock');

/** The page with its live stock read done, and the spaces left as the counter says. */
async function openEvent(page: Page): Promise<number> {
  const stockRead = page.waitForResponse((r) => r.url().includes(`/event_stock/${EVENT_ID}`));
  await page.goto(`${SITE_URL}${EVENT}`);
  await stockRead;
  await panel(page)
    .getByRole('radio', { name: /^Plateia e Balcão/ })
    .check();
  const text = (await counter(page).textContent()) ?? '';
  const match = /Espaços para cadeirantes: (\d+) de 12/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1]);
}

const { width: WIDTH, shot } = screenshots('test-results/wheelchair-shots');
test.use({ viewport: { width: WIDTH, height: 900 } });
// The second test changes the figure the first reads: one after the other.
test.describe.configure({ mode: 'serial' });

test('a wheelchair space is bought as a named pair, counts down on the page and is flagged at the door', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const buyer = await createBuyer();
  await signIn(page, buyer);
  const before = await openEvent(page);
  expect(before).toBeGreaterThan(0);
  const plus = panel(page).getByRole('button', { name: `Aumentar ${OPTION}`, exact: true });
  await plus.click();
  // One click is a pair: the user and the companion.
  await expect(panel(page).getByRole('group', { name: `Quantidade de ${OPTION}` })).toContainText('2');
  await expect(panel(page).getByText('Cada espaço: 2 ingressos nominais')).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'cadeirante-painel');
  await shot(page, 'panel-pair');
  await panel(page).getByRole('button', { name: 'Comprar Ingresso' }).click();
  await page.waitForURL(`${SITE_URL}/checkout`);

  await expect(stepHeading(page, 'Itens do pedido')).toBeVisible({ timeout: 20_000 });
  await continueButton(page).click();
  // Dados: both are named, each row saying whose ticket it is.
  const holders = page.getByTestId('holders');
  await expect(holders.getByRole('listitem')).toHaveCount(2);
  await expect(holders.getByRole('listitem').nth(0)).toContainText('pessoa em cadeira de rodas');
  await expect(holders.getByRole('listitem').nth(1)).toContainText('acompanhante');
  await page.getByLabel('Nome do titular do ingresso 2').fill('Rui Acompanhante');
  await page.getByLabel('CPF do titular do ingresso 2').fill(randomCpf());
  await shot(page, 'checkout-holders');
  await continueButton(page).click();
  await expect(stepHeading(page, 'Forma de pagamento')).toBeVisible({ timeout: 30_000 });
  await choosePayment(page, 'pix');
  const orderId = await confirmOrder(page);
  const order = await readDoc(`orders/${orderId}`);
  expect(
    (await sandboxCall(`/sandbox/payment/${String(order.asaas_payment_id?.stringValue)}/confirm`)).status,
  ).toBe(200);
  await expect(toast(page, 'Pagamento confirmado!')).toBeVisible({ timeout: 90_000 });

  const tickets = await Promise.all([1, 2].map((n) => readDoc(`tickets/${orderId}-${n}`)));
  expect(tickets.map((t) => [t.titular?.stringValue, t.lugar_acessivel?.stringValue])).toEqual([
    ['Maria Compradora', 'cadeirante'],
    ['Rui Acompanhante', 'acompanhante'],
  ]);
  // The page's live counter: one space fewer.
  expect(await openEvent(page)).toBe(before - 1);

  // The door: each ticket says which of the pair it is.
  await signInToAdmin(page);
  await page.goto(`${ADMIN_URL}/admin/checkin?evento=${EVENT_ID}`);
  const result = page.getByTestId('checkin-result');
  for (const [n, banner] of [
    [0, '♿ ESPAÇO PARA CADEIRANTE'],
    [1, '♿ ACOMPANHANTE DE CADEIRANTE'],
  ] as const) {
    await page.getByLabel('Código do ingresso').fill(String(tickets[n]!.codigo_serial?.stringValue));
    await page.getByRole('button', { name: 'Validar' }).click();
    await expect(result.getByTestId('wheelchair-banner')).toHaveText(banner);
    await expect(result).toHaveAttribute('data-result', 'ok');
  }
  await shot(page, 'checkin-companion');
});

test('with no space left the option cannot be added; the other options still sell', async ({ page }) => {
  // The figure the page reads live, as the stock says it once the last space is sold.
  const path = `${FIRESTORE}/event_stock/${EVENT_ID}?updateMask.fieldPaths=cadeirante_disponivel`;
  const setLeft = (value: string) =>
    fetch(path, {
      method: 'PATCH',
      headers: { ...OWNER, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: { cadeirante_disponivel: { integerValue: value } } }),
    });
  const left = String((await readDoc(`event_stock/${EVENT_ID}`)).cadeirante_disponivel?.integerValue);
  expect((await setLeft('0')).ok).toBe(true);
  try {
    expect(await openEvent(page)).toBe(0);
    await expect(panel(page).getByRole('button', { name: `Aumentar ${OPTION}`, exact: true })).toBeDisabled();
    // The spaces are a pool of their own: the plateia still sells.
    const inteira = 'Plateia - Inteira';
    await panel(page)
      .getByRole('button', { name: `Aumentar ${inteira}`, exact: true })
      .click();
    await expect(panel(page).getByRole('group', { name: `Quantidade de ${inteira}` })).toContainText('1');
  } finally {
    expect((await setLeft(left)).ok).toBe(true);
  }
});
