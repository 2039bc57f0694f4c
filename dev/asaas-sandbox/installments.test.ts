// Installment plans on the sandbox, through the functions' Asaas client: one payment per
// installment with its own webhooks, a card plan approved whole on any installment's invoice page,
// the plan listed, refunded whole and its pending installments removed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AsaasError,
  createAsaasClient,
  paymentValueCentavos,
  type AsaasClient,
  type CreatePaymentInput,
} from '../../functions/src/payments/asaas/index.ts';
import { startAsaasSandbox } from './server.mjs';
import { futureDate, postForm, startWebhookReceiver, VALID_CPF } from './test-helpers.ts';

type Sandbox = Awaited<ReturnType<typeof startAsaasSandbox>>;
type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

const API_KEY = '$aact_hmlg_installments_test';
const DUE = '2031-01-31';
let sandbox: Sandbox;
let receiver: Receiver;
let asaas: AsaasClient;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sandbox = await startAsaasSandbox({ apiKey: API_KEY, webhookUrl: receiver.url, webhookToken: 't' });
  asaas = createAsaasClient({ baseUrl: sandbox.apiUrl, apiKey: API_KEY });
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

async function plan(ref: string, more: Partial<CreatePaymentInput> = {}) {
  const customer = await asaas.getOrCreateCustomer({
    name: 'Ana',
    cpfCnpj: VALID_CPF,
    externalReference: 'u',
  });
  return asaas.createPaymentOnce({
    customer: customer.id,
    billingType: 'CREDIT_CARD',
    valueCentavos: 10000,
    dueDate: DUE,
    description: `Pedido ${ref}`,
    externalReference: ref,
    installments: { count: 6 },
    ...more,
  });
}

/** The events delivered for the payments of a plan, in delivery order. */
async function planEvents(installmentId: string) {
  await sandbox.waitForWebhooks();
  return receiver
    .delivered()
    .filter((r) => r.body.payment.installment === installmentId)
    .map((r) => [r.body.event, r.body.payment.installmentNumber]);
}

const card = { cardNumber: '4111 1111 1111 1111', holderName: 'ANA', expiry: '12/39', cvv: '123' };

describe('creating a plan', () => {
  it('makes one payment per installment, monthly, the total split as Asaas does, each announced', async () => {
    const first = await plan('order-plan-1');
    expect(first.installment).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.installmentNumber).toBe(1);
    const payments = await asaas.getInstallmentPayments(first.installment!);
    expect(payments.map((p) => p.installmentNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(payments.map((p) => paymentValueCentavos(p))).toEqual([1666, 1666, 1666, 1666, 1666, 1670]);
    // The 31st of a month without one falls on its last day.
    expect(payments.map((p) => p.dueDate)).toEqual([
      '2031-01-31',
      '2031-02-28',
      '2031-03-31',
      '2031-04-30',
      '2031-05-31',
      '2031-06-30',
    ]);
    expect(new Set(payments.map((p) => p.id)).size).toBe(6);
    expect(payments.every((p) => p.externalReference === 'order-plan-1' && p.status === 'PENDING')).toBe(
      true,
    );
    const created = (await planEvents(first.installment!)).filter(([e]) => e === 'PAYMENT_CREATED');
    expect(created.map(([, n]) => n)).toEqual([1, 2, 3, 4, 5, 6]);
    // The order's retry finds the plan's first installment, and creates nothing.
    expect((await plan('order-plan-1')).id).toBe(first.id);
    expect(await asaas.getInstallmentPayments(first.installment!)).toHaveLength(6);
  });

  it('with installmentValue every installment is that value', async () => {
    const first = await plan('order-plan-interest', {
      valueCentavos: 10710,
      installments: { count: 6, valueCentavos: 1785 },
    });
    const values = (await asaas.getInstallmentPayments(first.installment!)).map(paymentValueCentavos);
    expect(values).toEqual([1785, 1785, 1785, 1785, 1785, 1785]);
  });

  it('refuses a count outside 2–21, value with a count, both amounts, and installments under R$ 5,00', async () => {
    const customer = await asaas.getOrCreateCustomer({
      name: 'Ana',
      cpfCnpj: VALID_CPF,
      externalReference: 'u',
    });
    const base = { customer: customer.id, billingType: 'CREDIT_CARD', dueDate: futureDate() };
    const post = async (body: Record<string, unknown>) => {
      const res = await fetch(`${sandbox.apiUrl}/payments`, {
        method: 'POST',
        headers: { access_token: API_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...base, ...body }),
      });
      return [res.status, ((await res.json()) as { errors: { code: string }[] }).errors?.[0]?.code];
    };
    expect(await post({ installmentCount: 1, totalValue: 100 })).toEqual([400, 'invalid_installmentCount']);
    expect(await post({ installmentCount: 22, totalValue: 100 })).toEqual([400, 'invalid_installmentCount']);
    expect(await post({ installmentCount: 2, value: 100, totalValue: 100 })).toEqual([400, 'invalid_value']);
    expect(await post({ installmentCount: 2, installmentValue: 50, totalValue: 100 })).toEqual([
      400,
      'invalid_value',
    ]);
    expect(await post({ installmentCount: 3, totalValue: 14.99 })).toEqual([400, 'invalid_installmentValue']);
    expect(await post({ installmentCount: 3, totalValue: 15 })).toEqual([200, undefined]);
  });
});

describe('paying, refunding and cancelling a plan', () => {
  it("approving the card on any installment's page confirms the whole plan; the page shows the plan", async () => {
    const first = await plan('order-plan-pay');
    const third = (await asaas.getInstallmentPayments(first.installment!))[2]!;
    const html = await (await fetch(third.invoiceUrl)).text();
    expect(html).toContain('6x de R$\u00a016,66 (total R$\u00a0100,00) · parcela 3 de 6');
    expect((await postForm(third.invoiceUrl, { action: 'approve', ...card })).status).toBe(303);
    const payments = await asaas.getInstallmentPayments(first.installment!);
    expect(payments.map((p) => p.status)).toEqual(Array(6).fill('CONFIRMED'));
    const confirmed = (await planEvents(first.installment!)).filter(([e]) => e === 'PAYMENT_CONFIRMED');
    expect(confirmed.map(([, n]) => n).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a refund covers every installment, one PAYMENT_REFUNDED each; a second one is refused', async () => {
    const first = await plan('order-plan-refund');
    await fetch(`${sandbox.apiUrl}/sandbox/payment/${first.id}/confirm`, {
      method: 'POST',
      headers: { access_token: API_KEY },
    });
    expect(
      (await asaas.getInstallmentPayments(first.installment!)).every((p) => p.status === 'CONFIRMED'),
    ).toBe(true);
    await expect(asaas.refundInstallment(first.installment!)).resolves.toMatchObject({
      id: first.installment,
      installmentCount: 6,
    });
    const payments = await asaas.getInstallmentPayments(first.installment!);
    expect(payments.map((p) => p.status)).toEqual(Array(6).fill('REFUNDED'));
    const refunded = (await planEvents(first.installment!)).filter(([e]) => e === 'PAYMENT_REFUNDED');
    expect(refunded).toHaveLength(6);
    const again = await asaas.refundInstallment(first.installment!).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(AsaasError);
    expect((again as AsaasError).kind).toBe('invalid_request');
  });

  it('cancelling removes every pending installment (PAYMENT_DELETED each); then the plan is gone', async () => {
    const first = await plan('order-plan-cancel');
    await asaas.cancelInstallmentPayments(first.installment!);
    expect(await asaas.getInstallmentPayments(first.installment!).catch((e: unknown) => e)).toMatchObject({
      kind: 'not_found',
    });
    expect((await asaas.getPayment(first.id)).deleted).toBe(true);
    const deleted = (await planEvents(first.installment!)).filter(([e]) => e === 'PAYMENT_DELETED');
    expect(deleted).toHaveLength(6);
    expect(await asaas.cancelInstallmentPayments(first.installment!).catch((e: unknown) => e)).toMatchObject({
      kind: 'not_found',
    });
  });
});
