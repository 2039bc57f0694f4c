// The Asaas client (functions/src/payments/asaas) against the sandbox: same paths, shapes, errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  AsaasError,
  createAsaasClient,
  paymentValueCentavos,
  type AsaasClient,
} from '../../functions/src/payments/asaas/index.ts';
import { startAsaasSandbox } from './server.mjs';
import { crc16 } from './pix.mjs';
import { futureDate, OTHER_CPF, startWebhookReceiver, VALID_CPF } from './test-helpers.ts';

type Sandbox = Awaited<ReturnType<typeof startAsaasSandbox>>;
type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

let sandbox: Sandbox;
let receiver: Receiver;
let asaas: AsaasClient;
const API_KEY = '$aact_hmlg_test_key';
const DUE = futureDate();

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sandbox = await startAsaasSandbox({ apiKey: API_KEY, webhookUrl: receiver.url, webhookToken: 'tok-123' });
  asaas = createAsaasClient({ baseUrl: sandbox.apiUrl, apiKey: API_KEY });
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

async function newPayment(
  billingType: 'PIX' | 'BOLETO' | 'CREDIT_CARD' | 'UNDEFINED',
  ref: string,
  valueCentavos = 12790,
) {
  const customer = await asaas.getOrCreateCustomer({
    name: 'Ana Souza',
    cpfCnpj: VALID_CPF,
    externalReference: 'uid-ana',
  });
  return asaas.createPaymentOnce({
    customer: customer.id,
    billingType,
    valueCentavos,
    dueDate: DUE,
    description: `Pedido ${ref}`,
    externalReference: ref,
  });
}

/** What the raw calls below read from an answer. */
interface RawBody {
  errors?: { code: string; description: string }[];
  status?: string;
  data?: { id: string }[];
}

async function rawApi(method: string, path: string, body?: unknown, key = API_KEY) {
  const res = await fetch(`${sandbox.apiUrl}${path}`, {
    method,
    headers: { access_token: key, 'Content-Type': 'application/json', 'User-Agent': 'test' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as RawBody };
}

describe('authentication', () => {
  it('refuses a wrong or missing access_token with 401 {errors}', async () => {
    const wrong = await rawApi('GET', '/payments', undefined, 'nope');
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors?.[0]?.code).toBe('invalid_access_token');
    const res = await fetch(`${sandbox.apiUrl}/payments`);
    expect(res.status).toBe(401);
    const other = createAsaasClient({ baseUrl: sandbox.apiUrl, apiKey: 'wrong' });
    const error = await other.getPayment('pay_x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AsaasError);
    expect((error as AsaasError).message).toBe('Falha de autenticação com o provedor de pagamento');
  });
});

describe('customers', () => {
  it('creates once, finds by externalReference, updates in place', async () => {
    const first = await asaas.getOrCreateCustomer({
      name: 'Bia Lima',
      cpfCnpj: OTHER_CPF,
      externalReference: 'uid-bia',
      email: 'bia@example.com',
    });
    expect(first.id).toMatch(/^cus_\d{12}$/);
    const again = await asaas.getOrCreateCustomer({
      name: 'Bia Lima',
      cpfCnpj: OTHER_CPF,
      externalReference: 'uid-bia',
    });
    expect(again.id).toBe(first.id);
    expect((await asaas.findCustomerByExternalReference('uid-bia'))?.id).toBe(first.id);
    expect(await asaas.findCustomerByExternalReference('uid-nobody')).toBeNull();
    const updated = await asaas.updateCustomer(first.id, { name: 'Bia Lima Souza', cpfCnpj: OTHER_CPF });
    expect(updated).toMatchObject({ id: first.id, name: 'Bia Lima Souza', email: 'bia@example.com' });
    expect((await asaas.findCustomerByExternalReference('uid-bia'))?.name).toBe('Bia Lima Souza');
  });

  it('lists with the Asaas list shape and paging', async () => {
    const { status, body } = await rawApi(
      'GET',
      `/customers?cpfCnpj=${OTHER_CPF.replace(/\D/g, '')}&limit=1`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ object: 'list', hasMore: false, totalCount: 1, limit: 1, offset: 0 });
    expect(body.data).toHaveLength(1);
  });

  it('rejects an invalid CPF with an Asaas-style pt-BR error', async () => {
    const error = await asaas
      .createCustomer({ name: 'X', cpfCnpj: '111.444.777-36' })
      .catch((e: unknown) => e as AsaasError);
    expect(error).toBeInstanceOf(AsaasError);
    expect((error as AsaasError).codes).toEqual(['invalid_cpfCnpj']);
    expect((error as AsaasError).message).toBe(
      'Dados de pagamento inválidos: O CPF/CNPJ informado é inválido.',
    );
  });
});

describe('payments', () => {
  it('creates a PIX payment with the Asaas fields, once per order', async () => {
    const p = await newPayment('PIX', 'order-pix-1');
    expect(p.id).toMatch(/^pay_[a-z0-9]{12}$/);
    expect(p).toMatchObject({
      status: 'PENDING',
      value: 127.9,
      netValue: 126.91,
      billingType: 'PIX',
      dueDate: DUE,
      externalReference: 'order-pix-1',
      invoiceUrl: `${sandbox.url}/i/${p.id}`,
      bankSlipUrl: null,
      deleted: false,
    });
    expect(p.invoiceNumber).toMatch(/^\d{8}$/);
    expect(p.dateCreated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(paymentValueCentavos(p)).toBe(12790);
    const again = await newPayment('PIX', 'order-pix-1');
    expect(again.id).toBe(p.id);
    expect((await asaas.findPaymentByExternalReference('order-pix-1'))?.id).toBe(p.id);
    expect((await asaas.getPayment(p.id)).status).toBe('PENDING');
  });

  it('card fee is 1.99 %, boleto has a PDF link', async () => {
    const card = await newPayment('CREDIT_CARD', 'order-card-fee', 10000);
    expect(card.netValue).toBe(98.01);
    const boleto = await newPayment('BOLETO', 'order-boleto-1');
    expect(boleto.bankSlipUrl).toBe(`${sandbox.url}/b/${boleto.id}.pdf`);
    const pdf = await fetch(String(boleto.bankSlipUrl));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('gives the PIX QR code: a PNG and a BR Code with a valid CRC', async () => {
    const p = await newPayment('PIX', 'order-pix-qr');
    const qr = await asaas.getPixQrCode(p.id);
    expect(qr.expirationDate).toBe(`${DUE} 23:59:59`);
    expect(qr.payload.startsWith('000201')).toBe(true);
    expect(qr.payload).toContain('br.gov.bcb.pix');
    expect(qr.payload).toContain('5406127.90');
    expect(crc16(qr.payload.slice(0, -4))).toBe(qr.payload.slice(-4));
    const meta = await sharp(Buffer.from(qr.encodedImage, 'base64')).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBeGreaterThanOrEqual(200);
  });

  it('validates like Asaas: 400 with pt-BR descriptions', async () => {
    const customer = await asaas.getOrCreateCustomer({
      name: 'Ana Souza',
      cpfCnpj: VALID_CPF,
      externalReference: 'uid-ana',
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ customer: 'cus_999999999999', billingType: 'PIX', value: 10, dueDate: DUE }, 'invalid_customer'],
      [{ customer: customer.id, billingType: 'DEBIT', value: 10, dueDate: DUE }, 'invalid_billingType'],
      [{ customer: customer.id, billingType: 'PIX', value: 0, dueDate: DUE }, 'invalid_value'],
      [{ customer: customer.id, billingType: 'PIX', value: 10.123, dueDate: DUE }, 'invalid_value'],
      [{ customer: customer.id, billingType: 'PIX', value: 10, dueDate: '2020-01-01' }, 'invalid_dueDate'],
      [{ customer: customer.id, billingType: 'PIX', value: 10, dueDate: '2030-02-30' }, 'invalid_dueDate'],
      [
        {
          customer: customer.id,
          billingType: 'CREDIT_CARD',
          value: 10,
          dueDate: DUE,
          creditCard: { number: '4111111111111111' },
        },
        'invalid_creditCard',
      ],
    ];
    for (const [body, code] of cases) {
      const res = await rawApi('POST', '/payments', body);
      expect(res.status, code).toBe(400);
      expect(res.body.errors?.[0]?.code).toBe(code);
      expect(res.body.errors?.[0]?.description).toMatch(/[a-zà-ú]/);
    }
    const bad = await fetch(`${sandbox.apiUrl}/payments`, {
      method: 'POST',
      headers: { access_token: API_KEY, 'Content-Type': 'application/json' },
      body: '{nope',
    });
    expect(bad.status).toBe(400);
  });

  it('a missing payment is a 404 with the pt-BR message', async () => {
    const error = (await asaas.getPayment('pay_doesnotexist').catch((e: unknown) => e)) as AsaasError;
    expect(error.kind).toBe('not_found');
    expect(error.message).toBe('Cobrança não encontrada no provedor de pagamento');
  });

  it('deletes only PENDING or OVERDUE payments; deleted ones leave the lists', async () => {
    const p = await newPayment('PIX', 'order-delete-1');
    await expect(asaas.deletePayment(p.id)).resolves.toEqual({ deleted: true, id: p.id });
    expect(await asaas.findPaymentByExternalReference('order-delete-1')).toBeNull();
    expect((await asaas.getPayment(p.id)).deleted).toBe(true);
    expect((await rawApi('DELETE', `/payments/${p.id}`)).status).toBe(404);

    const paid = await newPayment('PIX', 'order-delete-2');
    await rawApi('POST', `/sandbox/payment/${paid.id}/confirm`);
    const error = (await asaas.deletePayment(paid.id).catch((e: unknown) => e)) as AsaasError;
    expect(error.kind).toBe('invalid_request');
    expect(error.codes).toEqual(['invalid_action']);
  });

  it('refunds partially then fully', async () => {
    const p = await newPayment('PIX', 'order-refund-1', 10000);
    await rawApi('POST', `/sandbox/payment/${p.id}/confirm`);
    const partial = await asaas.refundPayment(p.id, 2550);
    expect(partial.status).toBe('RECEIVED');
    const tooMuch = (await asaas.refundPayment(p.id, 8000).catch((e: unknown) => e)) as AsaasError;
    expect(tooMuch.codes).toEqual(['invalid_value']);
    expect(tooMuch.message).toContain('R$');
    const full = await asaas.refundPayment(p.id);
    expect(full.status).toBe('REFUNDED');
    const again = (await asaas.refundPayment(p.id).catch((e: unknown) => e)) as AsaasError;
    expect(again.kind).toBe('invalid_request');
    await sandbox.waitForWebhooks();
    const events = receiver
      .delivered()
      .filter((r) => r.body.payment.id === p.id)
      .map((r) => r.body.event);
    expect(events).toEqual([
      'PAYMENT_CREATED',
      'PAYMENT_RECEIVED',
      'PAYMENT_PARTIALLY_REFUNDED',
      'PAYMENT_REFUNDED',
    ]);
  });

  it('sandbox confirm: PIX → RECEIVED, card → CONFIRMED then RECEIVED; overdue: PENDING → OVERDUE', async () => {
    const pix = await newPayment('PIX', 'order-confirm-pix');
    expect((await rawApi('POST', `/sandbox/payment/${pix.id}/confirm`)).body.status).toBe('RECEIVED');
    expect((await rawApi('POST', `/sandbox/payment/${pix.id}/confirm`)).status).toBe(400);

    const card = await newPayment('CREDIT_CARD', 'order-confirm-card');
    expect((await rawApi('POST', `/sandbox/payment/${card.id}/confirm`)).body.status).toBe('CONFIRMED');
    expect((await rawApi('POST', `/sandbox/payment/${card.id}/confirm`)).body.status).toBe('RECEIVED');

    const late = await newPayment('BOLETO', 'order-overdue');
    const overdue = await rawApi('POST', `/sandbox/payment/${late.id}/overdue`);
    expect(overdue.body.status).toBe('OVERDUE');
    expect((await rawApi('POST', `/sandbox/payment/${late.id}/overdue`)).status).toBe(400);
    const listed = await rawApi('GET', '/payments?status=OVERDUE');
    expect(listed.body.data?.map((p) => p.id)).toContain(late.id);
    // an overdue payment can still be deleted
    await expect(asaas.deletePayment(late.id)).resolves.toMatchObject({ deleted: true });

    await sandbox.waitForWebhooks();
    const eventsOf = (id: string) =>
      receiver
        .delivered()
        .filter((r) => r.body.payment.id === id)
        .map((r) => r.body.event);
    expect(eventsOf(pix.id)).toEqual(['PAYMENT_CREATED', 'PAYMENT_RECEIVED']);
    expect(eventsOf(card.id)).toEqual(['PAYMENT_CREATED', 'PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED']);
    expect(eventsOf(late.id)).toEqual(['PAYMENT_CREATED', 'PAYMENT_OVERDUE', 'PAYMENT_DELETED']);
  });

  it('a PENDING payment past its due date turns OVERDUE (like Asaas’s daily job)', async () => {
    const p = await newPayment('BOLETO', 'order-auto-overdue');
    const stored = sandbox.state.payments[p.id] as { dueDate: string };
    stored.dueDate = '2020-01-01'; // as if days had passed
    expect((await asaas.getPayment(p.id)).status).toBe('OVERDUE');
    await sandbox.waitForWebhooks();
    const events = receiver
      .delivered()
      .filter((r) => r.body.payment.id === p.id)
      .map((r) => r.body.event);
    expect(events).toEqual(['PAYMENT_CREATED', 'PAYMENT_OVERDUE']);
  });

  it('webhooks carry the token header and the Asaas body shape', async () => {
    const p = await newPayment('PIX', 'order-webhook-shape');
    await sandbox.waitForWebhooks();
    const call = receiver.delivered().find((r) => r.body.payment.id === p.id);
    expect(call?.headers['asaas-access-token']).toBe('tok-123');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body.id).toMatch(/^evt_[0-9a-f]{32}$/);
    expect(call?.body.dateCreated).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(call?.body.payment).toMatchObject({ id: p.id, status: 'PENDING', invoiceUrl: p.invoiceUrl });
  });

  it('unknown routes and methods answer in the errors shape', async () => {
    expect((await rawApi('GET', '/nothing')).status).toBe(404);
    const wrongMethod = await rawApi('PUT', '/payments');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body.errors).toHaveLength(1);
  });
});
