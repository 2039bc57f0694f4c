// A card purchase in 6 installments through the real pages: the event page's "em até 12x", the
// Pagamento step's plans, the sandbox's invoice page (6x, approved once for the whole plan), the
// order paid once (one ticket in Meus ingressos), then refunded whole by the admin in /admin.
// Screenshots of the Pagamento step for a human: GN_SCREENSHOTS=1 [GN_SHOT_WIDTH=375].
import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../../dev/seed/demo-users.mjs';
import {
  continueButton,
  createBuyer,
  expectNoSeriousA11yIssues,
  passBuyerStep,
  readDoc,
  signIn,
  stepHeading,
  summary,
  toast,
} from './checkout-helpers';
import { sandbox } from '../support/checkout-fixtures.ts';
import { ADMIN_URL, SITE_URL } from './env';
import { screenshots, signInToAdmin } from './steps';

// Webhooks reach the functions through the sandbox's retry queue: slow on a loaded machine.
test.describe.configure({ timeout: 240_000 });

const { width, shot } = screenshots('test-results/installments-shots');
test.use({ viewport: { width, height: 900 } });

// An open event without lotes (their prices move as lotes.spec.ts sells) and with a fee of its own
// (admin-settings.spec.ts changes the default for a while, in the other worker): Plateia - Inteira
// R$ 90,00 + 8 % = R$ 97,20.
const EVENT_PATH = '/eventos/festival-de-inverno-de-campos-do-jordao';
const money = (text: string) => text.replaceAll('R$ ', 'R$\u00a0');

interface PlanPayment {
  id: string;
  status: string;
  installmentNumber: number;
}

async function planPayments(installmentId: string): Promise<PlanPayment[]> {
  return ((await sandbox(`/installments/${installmentId}/payments`)).body?.data ?? []) as PlanPayment[];
}

test('a card purchase in 6 installments: approved on the invoice page, paid once, refunded whole', async ({
  page,
  context,
}) => {
  const buyer = await createBuyer();
  await signIn(page, buyer);

  // The event page offers the installments for the chosen tickets plus the fee.
  await page.goto(`${SITE_URL}${EVENT_PATH}`);
  const panel = page.getByTestId('ticket-panel');
  await panel.getByRole('radio', { name: /^Plateia e Balcão/ }).check();
  await panel
    .getByRole('group', { name: 'Opção de preço' })
    .getByRole('button', { name: 'Aumentar Plateia - Inteira', exact: true })
    .click();
  await expect(panel.getByTestId('ticket-installments')).toHaveText(
    money('ou em até 12x de R$ 8,10 sem juros no cartão'),
  );
  await panel.getByRole('button', { name: 'Comprar Ingresso' }).click();
  await page.waitForURL(`${SITE_URL}/checkout`);
  await expect(stepHeading(page, 'Itens do pedido')).toBeVisible({ timeout: 20_000 });
  await continueButton(page).click();
  await passBuyerStep(page, buyer.cpf);

  // Pagamento: the plans appear with Cartão only, 1x first; 6x chosen from the keyboard.
  await expect(page.getByLabel('Parcelas no cartão')).toHaveCount(0);
  await page.getByRole('radio', { name: /^Cartão de crédito/ }).check();
  const select = page.getByLabel('Parcelas no cartão');
  await expect(select).toHaveValue('1');
  const options = await select.locator('option').allTextContents();
  expect(options[0]).toBe(money('1x de R$ 97,20 sem juros'));
  expect(options[5]).toBe(money('6x de R$ 16,20 sem juros'));
  expect(options).toHaveLength(12);
  await select.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue('6');
  await expect(page.getByTestId('parcelamento')).toContainText(money('Total no cartão: R$ 97,20'));
  await page.getByRole('checkbox', { name: /Li e aceito os Termos de Uso/ }).check();
  await expectNoSeriousA11yIssues(page, 'Pagamento com parcelas');
  await shot(page, 'pagamento-parcelas');
  await continueButton(page).click();

  // Revisão and the summary repeat the choice.
  await expect(stepHeading(page, 'Revise seu pedido')).toBeVisible();
  await expect(page.getByTestId('revisao-parcelas')).toHaveText(money('6x de R$ 16,20 sem juros'));
  await expect(summary(page).getByTestId('resumo-parcelamento')).toContainText(money('6x de R$ 16,20'));
  await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
  const tab = context.waitForEvent('page');
  await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/\/checkout\/aguardando\/[^/]+$/, { timeout: 30_000 });
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const order = await readDoc(`orders/${orderId}`);
  expect(order.parcelas?.integerValue).toBe('6');
  expect(order.valor_parcela?.integerValue).toBe('1620');
  const installmentId = String(order.asaas_installment_id?.stringValue);

  // The sandbox's invoice page shows the plan; the card is approved once for all 6.
  const invoice = await tab;
  await invoice.waitForURL(/\/i\/pay_/, { timeout: 30_000 });
  await expect(invoice.locator('[data-plan]')).toContainText(money('6x de R$ 16,20 (total R$ 97,20)'));
  await invoice.getByLabel('Número do cartão').fill('4111 1111 1111 1111');
  await invoice.getByLabel('Nome impresso no cartão').fill('MARIA COMPRADORA');
  await invoice.getByLabel('Validade (MM/AA)').fill('12/30');
  await invoice.getByLabel('CVV').fill('123');
  await invoice.getByRole('button', { name: 'Aprovar pagamento' }).click();
  await expect(invoice.getByText('Pagamento aprovado').first()).toBeVisible();

  await expect(toast(page, 'Pagamento confirmado!')).toBeVisible({ timeout: 90_000 });
  await page.waitForURL(`${SITE_URL}/conta/ingressos`, { timeout: 15_000 });
  await expect(page.getByTestId('ticket-card')).toHaveCount(1);
  await expect(page.getByTestId('ticket-card')).toContainText('Festival de Inverno de Campos do Jordão');
  expect((await planPayments(installmentId)).map((p) => p.status)).toEqual(Array(6).fill('CONFIRMED'));
  // Six confirmations, one payment of the order: paid once, one ticket.
  const paid = await readDoc(`orders/${orderId}`);
  expect(paid.status?.stringValue).toBe('pago');
  const history = (
    paid.status_historico?.arrayValue as {
      values: { mapValue: { fields: Record<string, { stringValue?: string }> } }[];
    }
  ).values;
  expect(history.filter((h) => h.mapValue.fields.para?.stringValue === 'pago')).toHaveLength(1);

  // The admin refunds it in /admin: every installment refunded on the sandbox.
  const admin = await context.newPage();
  await signInToAdmin(admin, DEMO_ADMIN, 30_000);
  await admin.goto(`${ADMIN_URL}/admin/pedidos/${orderId}`);
  await expect(admin.getByRole('region', { name: 'Pagamento' })).toContainText(
    money('Parcelamento6x de R$ 16,20'),
  );
  await admin.getByRole('button', { name: 'Alterar Status' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Alterar Status do Pedido' });
  await dialog.getByRole('radio', { name: 'Reembolsado' }).click();
  await dialog.getByLabel('Motivo').fill('Compra em 6x devolvida (teste)');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await dialog.getByRole('button', { name: 'Reembolsar pedido' }).click();
  await expect(admin.locator('[data-sonner-toast]').first()).toContainText('Status atualizado com sucesso', {
    timeout: 30_000,
  });
  await expect(admin.getByRole('heading', { level: 1 })).toContainText('Reembolsado');
  const refunded = await planPayments(installmentId);
  expect(refunded.map((p) => p.installmentNumber)).toEqual([1, 2, 3, 4, 5, 6]);
  expect(refunded.map((p) => p.status)).toEqual(Array(6).fill('REFUNDED'));
});
