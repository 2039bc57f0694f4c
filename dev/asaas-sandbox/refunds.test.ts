// Refunds on the sandbox: a boleto is refunded through "Estornar boleto" (a requestUrl where the
// customer gives a bank account) and never through /refund; the refuse toggle plays an account
// whose balance does not cover the refund (Asaas keeps its fees).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AsaasError,
  createAsaasClient,
  type AsaasClient,
  type CreatePaymentInput,
} from '../../functions/src/payments/asaas/index.ts';
import { startAsaasSandbox } from './server.mjs';
import { futureDate, postForm, startWebhookReceiver, VALID_CPF } from './test-helpers.ts';

type Sandbox = Awaited<ReturnType<typeof startAsaasSandbox>>;
type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

const API_KEY = '$aact_hmlg_refunds_test';
const REFUSED = 'Saldo insuficiente para realizar o estorno.';
let sandbox: Sandbox;
let receiver: Receiver;
let asaas: AsaasClient;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sandbox = await startAsaasSandbox({ apiKey: API_KEY, webhookUrl: receiver.url, webhookToken: 't' });
  asaas = createAsaasClient({ baseUrl: sandbox.apiUrl, apiKey: API_KEY });
});
// A test that failed half-way must not leave refunds refused for the next ones.
afterEach(async () => {
  await raw('POST', '/sandbox/refunds/refuse', { enabled: false });
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

/** A payment of Bia's (R$ 127,90), paid through the sandbox's confirm unless `paid` is false. */
async function payment(
  billingType: CreatePaymentInput['billingType'],
  ref: string,
  { paid = true, installments }: { paid?: boolean; installments?: number } = {},
) {
  const customer = await asaas.getOrCreateCustomer({
    name: 'Bia Lima',
    cpfCnpj: VALID_CPF,
    externalReference: 'uid-bia',
  });
  const p = await asaas.createPaymentOnce({
    customer: customer.id,
    billingType,
    valueCentavos: 12790,
    dueDate: futureDate(),
    description: `Pedido ${ref}`,
    externalReference: ref,
    ...(installments ? { installments: { count: installments } } : {}),
  });
  if (paid) expect((await raw('POST', `/sandbox/payment/${p.id}/confirm`)).status).toBe(200);
  return p;
}

interface RawBody {
  errors?: { code: string; description: string }[];
  requestUrl?: string;
  enabled?: boolean;
}

async function raw(method: string, path: string, body?: unknown, key: string | null = API_KEY) {
  const res = await fetch(`${sandbox.apiUrl}${path}`, {
    method,
    headers: { ...(key ? { access_token: key } : {}), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as RawBody };
}

async function eventsOf(id: string) {
  await sandbox.waitForWebhooks();
  return receiver
    .delivered()
    .filter((r) => r.body.payment.id === id)
    .map((r) => r.body.event);
}

async function page(url: string) {
  const res = await fetch(url);
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const GOOD_FORM = {
  bank: '001',
  agency: '1234-5',
  account: '12345-6',
  accountType: 'CONTA_CORRENTE',
  cpf: VALID_CPF,
};

const setRefused = (enabled: boolean) => raw('POST', '/sandbox/refunds/refuse', { enabled });

describe('boleto refunds ("Estornar boleto")', () => {
  it('POST /payments/{id}/refund refuses a boleto and points at bankSlip/refund', async () => {
    const p = await payment('BOLETO', 'order-boleto-refund');
    const res = await raw('POST', `/payments/${p.id}/refund`, {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: [
        {
          code: 'invalid_action',
          description: 'Boletos são estornados pelo endpoint /payments/{id}/bankSlip/refund.',
        },
      ],
    });
    const error = (await asaas.refundPayment(p.id).catch((e: unknown) => e)) as AsaasError;
    expect(error).toBeInstanceOf(AsaasError);
    expect(error.codes).toEqual(['invalid_action']);
    expect((await asaas.getPayment(p.id)).status).toBe('RECEIVED');
  });

  it('bankSlip/refund answers the requestUrl, the payment goes REFUND_REQUESTED; again: the same URL', async () => {
    const p = await payment('BOLETO', 'order-boleto-request');
    const { requestUrl } = await asaas.refundBankSlip(p.id);
    expect(requestUrl).toBe(`${sandbox.url}/estorno-boleto/${p.id}`);
    const after = await asaas.getPayment(p.id);
    expect(after.status).toBe('REFUND_REQUESTED');
    expect(after.refunds ?? []).toEqual([]);
    await expect(asaas.refundBankSlip(p.id)).resolves.toEqual({ requestUrl });
    expect((await asaas.getPayment(p.id)).status).toBe('REFUND_REQUESTED');
    // One change, one event: the repeat changes nothing.
    expect(await eventsOf(p.id)).toEqual(['PAYMENT_CREATED', 'PAYMENT_RECEIVED', 'PAYMENT_UPDATED']);
    const lastEvent = receiver.delivered().findLast((r) => r.body.payment.id === p.id);
    expect(lastEvent?.body.payment.status).toBe('REFUND_REQUESTED');
    // The invoice page sends the buyer to the form.
    const invoice = await page(p.invoiceUrl);
    expect(invoice.html).toContain('Estorno solicitado');
    expect(invoice.html).toContain(`href="/estorno-boleto/${p.id}"`);
  });

  it('bankSlip/refund refuses what is not a received boleto, in pt-BR', async () => {
    const pix = await payment('PIX', 'order-slip-pix');
    const unpaid = await payment('BOLETO', 'order-slip-unpaid', { paid: false });
    const cases: [string, string][] = [
      [pix.id, 'Só boletos são estornados por este endpoint: use /payments/{id}/refund.'],
      [unpaid.id, 'Só é possível estornar boletos pagos.'],
    ];
    for (const [id, description] of cases) {
      const res = await raw('POST', `/payments/${id}/bankSlip/refund`);
      expect(res.status, description).toBe(400);
      expect(res.body).toEqual({ errors: [{ code: 'invalid_action', description }] });
    }
    expect((await asaas.getPayment(pix.id)).status).toBe('RECEIVED');
    expect((await asaas.getPayment(unpaid.id)).status).toBe('PENDING');
    expect((await raw('POST', '/payments/pay_nothing00000/bankSlip/refund')).status).toBe(404);
    expect((await raw('POST', `/payments/${unpaid.id}/bankSlip/refund`, undefined, null)).status).toBe(401);
  });

  it('the refund page: the payment and the form, labels tied to inputs, the CSP of the invoice page', async () => {
    const p = await payment('BOLETO', 'order-slip-page');
    const { requestUrl } = await asaas.refundBankSlip(p.id);
    const { status, headers, html } = await page(requestUrl);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(headers.get('content-security-policy')).toContain("default-src 'none'");
    const nonce = /style-src 'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1];
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('R$\u00a0127,90');
    expect(html).toContain('Bia Lima');
    expect(html).toContain(`<form method="post" action="/estorno-boleto/${p.id}">`);
    for (const [id, name] of [
      ['refund-bank', 'bank'],
      ['refund-agency', 'agency'],
      ['refund-account', 'account'],
      ['refund-cpf', 'cpf'],
      ['refund-type-conta_corrente', 'accountType'],
      ['refund-type-conta_poupanca', 'accountType'],
    ]) {
      expect(html).toMatch(new RegExp(`<label for="${id}">[^<]+</label>`));
      expect(html).toMatch(new RegExp(`<input [^>]*id="${id}" name="${name}"`));
    }
    expect(html).toContain('<legend>Tipo de conta</legend>');
    expect(html).not.toContain('role="alert"');
  });

  it('the form refuses bad data with pt-BR messages and keeps what was typed; good data refund it', async () => {
    const p = await payment('BOLETO', 'order-slip-form');
    const { requestUrl } = await asaas.refundBankSlip(p.id);

    const badCpf = await postForm(requestUrl, { ...GOOD_FORM, cpf: '111.444.777-36' });
    expect(badCpf.status).toBe(422);
    const badHtml = await badCpf.text();
    expect(badHtml).toContain('CPF do titular inválido: confira os números digitados.');
    expect(badHtml).toContain('role="alert"');
    expect(badHtml).toMatch(/id="refund-cpf" [^>]*aria-describedby="refund-cpf-hint refund-cpf-error"/);
    expect(badHtml).toMatch(/id="refund-cpf" [^>]*aria-invalid="true"/);
    expect(badHtml).toContain('value="111.444.777-36"');
    expect(badHtml).toContain('value="12345-6"');
    expect(badHtml).toMatch(/value="CONTA_CORRENTE" required checked/);
    expect((await asaas.getPayment(p.id)).status).toBe('REFUND_REQUESTED');

    const empty = await postForm(requestUrl, {});
    expect(empty.status).toBe(422);
    const emptyHtml = await empty.text();
    for (const message of [
      'Informe o código do banco com 3 dígitos (ex.: 001).',
      'Informe a agência com 4 dígitos e, se houver, o dígito (ex.: 1234 ou 1234-5).',
      'Informe o número da conta com o dígito (ex.: 12345-6).',
      'Escolha o tipo de conta: corrente ou poupança.',
      'Informe o CPF do titular da conta.',
    ]) {
      expect(emptyHtml).toContain(message);
    }
    const wrongType = await postForm(requestUrl, { ...GOOD_FORM, accountType: 'constructor', bank: '1' });
    expect(wrongType.status).toBe(422);
    expect((await asaas.getPayment(p.id)).status).toBe('REFUND_REQUESTED');

    const ok = await postForm(requestUrl, { ...GOOD_FORM, accountType: 'CONTA_POUPANCA' });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe(`/estorno-boleto/${p.id}`);
    const refunded = await asaas.getPayment(p.id);
    expect(refunded.status).toBe('REFUNDED');
    expect(refunded.refunds).toEqual([
      {
        dateCreated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        status: 'DONE',
        value: 127.9,
        description: null,
      },
    ]);
    expect(await eventsOf(p.id)).toEqual([
      'PAYMENT_CREATED',
      'PAYMENT_RECEIVED',
      'PAYMENT_UPDATED',
      'PAYMENT_REFUNDED',
    ]);
    const lastEvent = receiver.delivered().findLast((r) => r.body.payment.id === p.id);
    expect(lastEvent?.body.payment.status).toBe('REFUNDED');
    // Nothing typed is kept: the sandbox only needed to check it.
    expect(JSON.stringify(sandbox.state)).not.toContain('12345-6');

    // A second visit shows the done state; another submit is refused; the API says it is done.
    const done = await page(requestUrl);
    expect(done.status).toBe(200);
    expect(done.html).toContain('Dados recebidos. O reembolso foi concluído.');
    expect(done.html).not.toContain('<form');
    expect((await postForm(requestUrl, GOOD_FORM)).status).toBe(409);
    const again = await raw('POST', `/payments/${p.id}/bankSlip/refund`);
    expect(again.status).toBe(400);
    expect(again.body.errors?.[0]?.description).toBe('Este boleto já foi estornado.');
  });

  it('the page is 404 for a payment without a refund request', async () => {
    const p = await payment('BOLETO', 'order-slip-none');
    const res = await page(`${sandbox.url}/estorno-boleto/${p.id}`);
    expect(res.status).toBe(404);
    expect(res.html).toContain('Reembolso não encontrado');
    expect((await postForm(`${sandbox.url}/estorno-boleto/${p.id}`, GOOD_FORM)).status).toBe(404);
    expect((await page(`${sandbox.url}/estorno-boleto/pay_nothing`)).status).toBe(404);
    expect((await asaas.getPayment(p.id)).status).toBe('RECEIVED');
  });
});

describe('refusing refunds (POST /v3/sandbox/refunds/refuse)', () => {
  it('needs the access_token and a boolean', async () => {
    expect((await raw('POST', '/sandbox/refunds/refuse', { enabled: true }, null)).status).toBe(401);
    const bad = await raw('POST', '/sandbox/refunds/refuse', { enabled: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.code).toBe('invalid_object');
    expect((await raw('POST', '/sandbox/refunds/refuse')).status).toBe(400);
  });

  it('while on, PIX, card, plan and boleto refunds answer 400 and change nothing; off restores them', async () => {
    const pix = await payment('PIX', 'order-refuse-pix');
    const card = await payment('CREDIT_CARD', 'order-refuse-card');
    const plan = await payment('CREDIT_CARD', 'order-refuse-plan', { installments: 3 });
    const boleto = await payment('BOLETO', 'order-refuse-boleto');
    const ids = [pix.id, card.id, plan.id, boleto.id];
    await sandbox.waitForWebhooks();
    const before = await Promise.all(ids.map((id) => asaas.getPayment(id)));
    const eventsBefore = await Promise.all(ids.map((id) => eventsOf(id)));
    expect(before.map((p) => p.status)).toEqual(['RECEIVED', 'CONFIRMED', 'CONFIRMED', 'RECEIVED']);

    expect(await setRefused(true)).toEqual({ status: 200, body: { enabled: true } });
    expect((await page(`${sandbox.url}/`)).html).toContain('estornos recusados');
    const attempts = [
      raw('POST', `/payments/${pix.id}/refund`, {}),
      raw('POST', `/payments/${pix.id}/refund`, { value: 10 }),
      raw('POST', `/payments/${card.id}/refund`, {}),
      raw('POST', `/installments/${plan.installment}/refund`, {}),
      raw('POST', `/payments/${boleto.id}/bankSlip/refund`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errors: [{ code: 'invalid_action', description: REFUSED }] });
    }
    const error = (await asaas.refundPayment(pix.id).catch((e: unknown) => e)) as AsaasError;
    expect(error.kind).toBe('invalid_request');
    expect(error.message).toBe(`Dados de pagamento inválidos: ${REFUSED}`);
    // The refund's own checks come first: a boleto through /refund is still told where to go.
    expect((await raw('POST', `/payments/${boleto.id}/refund`, {})).body.errors?.[0]?.description).toBe(
      'Boletos são estornados pelo endpoint /payments/{id}/bankSlip/refund.',
    );
    expect(await Promise.all(ids.map((id) => asaas.getPayment(id)))).toEqual(before);
    const planPayments = await asaas.getInstallmentPayments(String(plan.installment));
    expect(planPayments.map((p) => p.status)).toEqual(['CONFIRMED', 'CONFIRMED', 'CONFIRMED']);
    expect(await Promise.all(ids.map((id) => eventsOf(id)))).toEqual(eventsBefore);

    expect(await setRefused(false)).toEqual({ status: 200, body: { enabled: false } });
    expect((await page(`${sandbox.url}/`)).html).not.toContain('estornos recusados');
    expect((await asaas.refundPayment(pix.id)).status).toBe('REFUNDED');
    expect((await asaas.refundPayment(card.id)).status).toBe('REFUNDED');
    await asaas.refundInstallment(String(plan.installment));
    const refundedPlan = await asaas.getInstallmentPayments(String(plan.installment));
    expect(refundedPlan.map((p) => p.status)).toEqual(['REFUNDED', 'REFUNDED', 'REFUNDED']);
    await expect(asaas.refundBankSlip(boleto.id)).resolves.toEqual({
      requestUrl: `${sandbox.url}/estorno-boleto/${boleto.id}`,
    });
    expect(await eventsOf(pix.id)).toEqual([...(eventsBefore[0] ?? []), 'PAYMENT_REFUNDED']);
    expect(await eventsOf(card.id)).toEqual([...(eventsBefore[1] ?? []), 'PAYMENT_REFUNDED']);
  });

  it('a boleto already REFUND_REQUESTED: its repeat is refused too while on, its form still completes', async () => {
    const p = await payment('BOLETO', 'order-refuse-requested');
    const { requestUrl } = await asaas.refundBankSlip(p.id);
    await setRefused(true);
    const again = await raw('POST', `/payments/${p.id}/bankSlip/refund`);
    expect(again.body.errors?.[0]?.description).toBe(REFUSED);
    expect((await postForm(requestUrl, GOOD_FORM)).status).toBe(303);
    expect((await asaas.getPayment(p.id)).status).toBe('REFUNDED');
  });
});
