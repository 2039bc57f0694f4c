// The hosted invoice page at invoiceUrl: what a tester sees and the actions that change status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAsaasClient, type AsaasClient } from '../../functions/src/payments/asaas/index.ts';
import { startAsaasSandbox } from './server.mjs';
import { futureDate, postForm, startWebhookReceiver, VALID_CPF } from './test-helpers.ts';

type Sandbox = Awaited<ReturnType<typeof startAsaasSandbox>>;
type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

const API_KEY = '$aact_hmlg_invoice_test';
let sandbox: Sandbox;
let receiver: Receiver;
let asaas: AsaasClient;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sandbox = await startAsaasSandbox({
    apiKey: API_KEY,
    webhookUrl: receiver.url,
    webhookToken: 't',
    returnUrl: 'http://127.0.0.1:5000/checkout/aguardando/{externalReference}',
  });
  asaas = createAsaasClient({ baseUrl: sandbox.apiUrl, apiKey: API_KEY });
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

/** The one buyer of these tests (created once, found again after). */
const ana = () =>
  asaas.getOrCreateCustomer({ name: 'Ana', cpfCnpj: VALID_CPF, externalReference: 'uid-ana' });

/** POST /payments straight to the API, for a PIX charge of Ana's with a `callback.successUrl`. */
async function pixWithSuccessUrl(successUrl: string) {
  return fetch(`${sandbox.apiUrl}/payments`, {
    method: 'POST',
    headers: { access_token: API_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      customer: (await ana()).id,
      billingType: 'PIX',
      value: 10,
      dueDate: futureDate(),
      callback: { successUrl },
    }),
  });
}

async function pay(
  billingType: 'PIX' | 'BOLETO' | 'CREDIT_CARD' | 'UNDEFINED',
  ref: string,
  description = 'Show de teste',
) {
  const customer = await ana();
  return asaas.createPaymentOnce({
    customer: customer.id,
    billingType,
    valueCentavos: 12790,
    dueDate: futureDate(),
    description,
    externalReference: ref,
  });
}

async function page(url: string) {
  const res = await fetch(url);
  return { status: res.status, headers: res.headers, html: await res.text() };
}

async function eventsOf(id: string) {
  await sandbox.waitForWebhooks();
  return receiver
    .delivered()
    .filter((r) => r.body.payment.id === id)
    .map((r) => r.body.event);
}

const AMOUNT = 'R$\u00a0127,90';

describe('invoice page', () => {
  it('PIX: amount, description, due date, QR image, copy-paste code and the pay button', async () => {
    const p = await pay('PIX', 'order-page-pix');
    const { status, headers, html } = await page(p.invoiceUrl);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain(AMOUNT);
    expect(html).toContain('Show de teste');
    expect(html).toContain('Aguardando pagamento');
    expect(html).toMatch(/<img class="qr" src="data:image\/png;base64,[A-Za-z0-9+/=]+" alt="QR Code PIX/);
    const qr = await asaas.getPixQrCode(p.id);
    expect(html).toContain(`readonly>${qr.payload}</textarea>`);
    expect(html).toContain('<label for="pix-code">PIX copia e cola</label>');
    expect(html).toContain('Pagar (simular PIX)');
    expect(html).not.toContain('cc-number');
  });

  it('PIX: paying changes the status to RECEIVED, fires PAYMENT_RECEIVED and shows the result', async () => {
    const p = await pay('PIX', 'order-pay-pix');
    const res = await postForm(p.invoiceUrl, { action: 'pix' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/i/${p.id}`);
    expect((await asaas.getPayment(p.id)).status).toBe('RECEIVED');
    expect(await eventsOf(p.id)).toEqual(['PAYMENT_CREATED', 'PAYMENT_RECEIVED']);
    const { html } = await page(p.invoiceUrl);
    expect(html).toContain('Pagamento recebido');
    expect(html).toContain(
      'href="http://127.0.0.1:5000/checkout/aguardando/order-pay-pix">Voltar à loja</a>',
    );
    expect(html).not.toContain('Pagar (simular PIX)');
    // a second payment attempt is refused
    expect((await postForm(p.invoiceUrl, { action: 'pix' })).status).toBe(409);
  });

  it('BOLETO: linha digitável, PDF link, pay button', async () => {
    const p = await pay('BOLETO', 'order-page-boleto');
    const { html } = await page(p.invoiceUrl);
    expect(html).toMatch(/<code class="linha">\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}<\/code>/);
    expect(html).toContain(`href="/b/${p.id}.pdf"`);
    expect(html).toContain('Pagar boleto (simular)');
    expect((await postForm(p.invoiceUrl, { action: 'boleto' })).status).toBe(303);
    expect((await asaas.getPayment(p.id)).status).toBe('RECEIVED');
    expect(await eventsOf(p.id)).toEqual(['PAYMENT_CREATED', 'PAYMENT_RECEIVED']);
  });

  it('CREDIT_CARD: the card form is only here, with approve and decline', async () => {
    const p = await pay('CREDIT_CARD', 'order-page-card');
    const { html } = await page(p.invoiceUrl);
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).toContain('autocomplete="cc-csc"');
    expect(html).toContain('<label for="card-number">Número do cartão</label>');
    expect(html).toContain('>Aprovar pagamento</button>');
    expect(html).toContain('formnovalidate>Recusar cartão</button>');
    expect(html).not.toContain('Pagar (simular PIX)');
  });

  it('CREDIT_CARD: decline keeps PENDING, fires CAPTURE_REFUSED and says so; approve then CONFIRMS', async () => {
    const p = await pay('CREDIT_CARD', 'order-card-decline');
    const declined = await postForm(p.invoiceUrl, { action: 'decline', cardNumber: '4111 1111 1111 1111' });
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(`/i/${p.id}?r=recusado`);
    expect((await asaas.getPayment(p.id)).status).toBe('PENDING');
    const { html } = await page(`${p.invoiceUrl}?r=recusado`);
    expect(html).toContain('role="alert">Cartão recusado');
    expect(html).toContain('Voltar à loja');
    expect(html).toContain('Aprovar pagamento');

    const approved = await postForm(p.invoiceUrl, {
      action: 'approve',
      cardNumber: '4111 1111 1111 1111',
      holderName: 'ANA SOUZA',
      expiry: '12/39',
      cvv: '123',
    });
    expect(approved.status).toBe(303);
    const after = await asaas.getPayment(p.id);
    expect(after.status).toBe('CONFIRMED');
    expect(after.netValue).toBe(125.35);
    expect(sandbox.state.payments[p.id]?.creditCard).toEqual({
      creditCardNumber: '1111',
      creditCardBrand: 'VISA',
      creditCardToken: null,
    });
    expect(JSON.stringify(sandbox.state)).not.toContain('4111111111111111');
    expect(await eventsOf(p.id)).toEqual([
      'PAYMENT_CREATED',
      'PAYMENT_CREDIT_CARD_CAPTURE_REFUSED',
      'PAYMENT_CONFIRMED',
    ]);
    expect((await page(p.invoiceUrl)).html).toContain('Pagamento aprovado');
  });

  it('CREDIT_CARD: invalid card data is refused on the page without a status change or echo', async () => {
    const p = await pay('CREDIT_CARD', 'order-card-invalid');
    const res = await postForm(p.invoiceUrl, {
      action: 'approve',
      cardNumber: '4111 1111 1111 1112',
      holderName: 'Ana',
      expiry: '01/20',
      cvv: '12',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('Número do cartão inválido.');
    expect(html).toContain('Validade inválida ou vencida');
    expect(html).toContain('CVV inválido.');
    expect(html).toContain('aria-invalid="true"');
    expect(html).not.toContain('4111 1111 1111 1112');
    expect((await asaas.getPayment(p.id)).status).toBe('PENDING');
  });

  it('UNDEFINED: the tester picks; paying by PIX sets billingType PIX', async () => {
    const p = await pay('UNDEFINED', 'order-undefined');
    const { html } = await page(p.invoiceUrl);
    expect(html).toContain('Escolha como pagar');
    expect(html).toContain('Pagar (simular PIX)');
    expect(html).toContain('Pagar boleto (simular)');
    expect(html).toContain('Aprovar pagamento');
    await postForm(p.invoiceUrl, { action: 'pix' });
    expect(await asaas.getPayment(p.id)).toMatchObject({
      status: 'RECEIVED',
      billingType: 'PIX',
      netValue: 126.91,
    });
  });

  it('refuses an action that does not fit the billing type', async () => {
    const p = await pay('CREDIT_CARD', 'order-wrong-action');
    expect((await postForm(p.invoiceUrl, { action: 'pix' })).status).toBe(400);
    expect((await postForm(p.invoiceUrl, { action: 'constructor' })).status).toBe(400);
    expect((await asaas.getPayment(p.id)).status).toBe('PENDING');
  });

  it('a deleted payment cannot be paid', async () => {
    const p = await pay('PIX', 'order-deleted-page');
    await asaas.deletePayment(p.id);
    expect((await page(p.invoiceUrl)).html).toContain('Esta cobrança foi removida');
    expect((await postForm(p.invoiceUrl, { action: 'pix' })).status).toBe(409);
  });

  it('escapes what the store sent', async () => {
    const p = await pay('PIX', 'order-xss', '<script>alert(1)</script> & "aspas"');
    const { html } = await page(p.invoiceUrl);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;aspas&quot;');
  });

  it('callback.successUrl of the payment wins over the configured return URL', async () => {
    const res = await pixWithSuccessUrl('http://127.0.0.1:5000/obrigado');
    const p = (await res.json()) as { id: string; invoiceUrl: string };
    await postForm(p.invoiceUrl, { action: 'pix' });
    expect((await page(p.invoiceUrl)).html).toContain('href="http://127.0.0.1:5000/obrigado"');
    const bad = await pixWithSuccessUrl('javascript:alert(1)');
    expect(bad.status).toBe(400);
  });

  it('unknown pages are 404; the index lists payments', async () => {
    expect((await page(`${sandbox.url}/i/pay_nothing`)).status).toBe(404);
    expect((await page(`${sandbox.url}/b/pay_nothing.pdf`)).status).toBe(404);
    const index = await page(`${sandbox.url}/`);
    expect(index.status).toBe(200);
    expect(index.html).toContain('Últimas cobranças');
    expect(index.html).toContain('order-page-pix');
  });
});
