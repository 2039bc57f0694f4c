import { describe, expect, it } from 'vitest';
import { AsaasError } from './errors.ts';
import { asaasErrorResponse, jsonResponse, type RecordedRequest, testClient } from './fake-fetch.ts';
import { centavosToAsaasValue, isAsaasPaymentPaid, paymentValueCentavos } from './payments.ts';
import type { AsaasPayment, CreatePaymentInput } from './types.ts';

const INPUT: CreatePaymentInput = {
  customer: 'cus_000005219613',
  billingType: 'PIX',
  valueCentavos: 12790,
  dueDate: '2026-06-01',
  description: 'GN Ingressos · pedido ABCD1234',
  externalReference: 'order-abcd1234',
};

function paymentFrom(body: Record<string, unknown>, id = 'pay_000000000001'): AsaasPayment {
  return {
    object: 'payment',
    id,
    customer: String(body.customer),
    status: 'PENDING',
    value: Number(body.value),
    billingType: body.billingType as AsaasPayment['billingType'],
    dueDate: String(body.dueDate),
    description: String(body.description),
    externalReference: String(body.externalReference),
    invoiceUrl: `https://asaas.test/i/${id}`,
    deleted: false,
  };
}

const list = (data: AsaasPayment[]) =>
  jsonResponse(200, { object: 'list', hasMore: false, totalCount: data.length, limit: 10, offset: 0, data });

describe('value conversion at the edge', () => {
  it('turns integer centavos into exact decimal reais', () => {
    expect(centavosToAsaasValue(12790)).toBe(127.9);
    expect(centavosToAsaasValue(1)).toBe(0.01);
    expect(centavosToAsaasValue(10)).toBe(0.1);
    expect(centavosToAsaasValue(100)).toBe(1);
    expect(centavosToAsaasValue(0)).toBe(0);
    expect(centavosToAsaasValue(123456789)).toBe(1234567.89);
    expect(JSON.stringify({ value: centavosToAsaasValue(12790) })).toBe('{"value":127.9}');
  });

  it('round-trips every amount up to R$ 2.000,00 with the core conversion', () => {
    const mismatches: number[] = [];
    for (let c = 0; c <= 200_000; c++) {
      const value = centavosToAsaasValue(c);
      if (String(value) !== String(Number((c / 100).toFixed(2))) || paymentValueCentavos({ value }) !== c) {
        mismatches.push(c);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses fractions, negatives and non-numbers', () => {
    for (const bad of [12.5, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => centavosToAsaasValue(bad)).toThrow(RangeError);
    }
  });

  it('createPayment sends value 127.9 for 12790 centavos, and the whole Asaas body', async () => {
    const { client, calls } = testClient((req) =>
      jsonResponse(200, paymentFrom(req.body as Record<string, unknown>)),
    );
    const payment = await client.createPayment(INPUT);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe('/v3/payments');
    expect(calls[0]?.body).toEqual({
      customer: 'cus_000005219613',
      billingType: 'PIX',
      value: 127.9,
      dueDate: '2026-06-01',
      description: 'GN Ingressos · pedido ABCD1234',
      externalReference: 'order-abcd1234',
    });
    expect(paymentValueCentavos(payment)).toBe(12790);
  });

  it('validates the input before calling Asaas', async () => {
    const { client, calls } = testClient(() => jsonResponse(200, {}));
    await expect(client.createPayment({ ...INPUT, dueDate: '01/06/2026' })).rejects.toThrow(RangeError);
    await expect(client.createPayment({ ...INPUT, valueCentavos: 0 })).rejects.toThrow(RangeError);
    await expect(client.createPaymentOnce({ ...INPUT, externalReference: '' })).rejects.toThrow(RangeError);
    await expect(
      client.createPayment({ ...INPUT, billingType: 'DEBIT' as CreatePaymentInput['billingType'] }),
    ).rejects.toThrow(RangeError);
    expect(calls).toHaveLength(0);
  });
});

describe('createPaymentOnce never charges twice', () => {
  /** A tiny Asaas: payments by externalReference; `onPost` can lose the answer after creating. */
  function miniAsaas(onPost: (created: AsaasPayment, n: number) => Response | 'lose-answer') {
    const payments: AsaasPayment[] = [];
    let posts = 0;
    const handler = (req: RecordedRequest) => {
      if (req.method === 'GET' && req.url.pathname === '/v3/payments') {
        const ref = req.url.searchParams.get('externalReference');
        return list(payments.filter((p) => p.externalReference === ref));
      }
      if (req.method === 'POST' && req.url.pathname === '/v3/payments') {
        posts++;
        const created = paymentFrom(req.body as Record<string, unknown>, `pay_00000000000${posts}`);
        payments.push(created);
        const answer = onPost(created, posts);
        if (answer === 'lose-answer') {
          throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
        }
        return answer;
      }
      return asaasErrorResponse(404, 'not_found', 'Não encontrado.');
    };
    return { handler, payments, posts: () => posts };
  }

  it('returns the existing payment without posting', async () => {
    const asaas = miniAsaas((p) => jsonResponse(200, p));
    const { client, calls } = testClient(asaas.handler);
    const first = await client.createPaymentOnce(INPUT);
    const again = await client.createPaymentOnce(INPUT);
    expect(again.id).toBe(first.id);
    expect(asaas.posts()).toBe(1);
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST', 'GET']);
    expect(calls[0]?.url.searchParams.get('externalReference')).toBe('order-abcd1234');
  });

  it('when the first POST timed out but created the payment, the retry finds it', async () => {
    const asaas = miniAsaas((p, n) => (n === 1 ? 'lose-answer' : jsonResponse(200, p)));
    const { client, calls, sleeps } = testClient(asaas.handler);
    const payment = await client.createPaymentOnce(INPUT);
    expect(asaas.posts()).toBe(1);
    expect(asaas.payments).toHaveLength(1);
    expect(payment.id).toBe(asaas.payments[0]?.id);
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST', 'GET']);
    expect(sleeps).toHaveLength(1);
  });

  it('when a 503 came back without creating, it creates on the next try', async () => {
    let failures = 0;
    const asaas = miniAsaas((p) => {
      if (failures < 2) {
        failures++;
        asaas.payments.pop(); // nothing was created
        return jsonResponse(503, {});
      }
      return jsonResponse(200, p);
    });
    const { client } = testClient(asaas.handler);
    const payment = await client.createPaymentOnce(INPUT);
    expect(asaas.posts()).toBe(3);
    expect(asaas.payments).toEqual([payment]);
  });

  it('looks one last time after the final ambiguous failure', async () => {
    const asaas = miniAsaas(() => 'lose-answer');
    // every POST "times out" yet creates; after the first one the lookup finds it.
    const { client } = testClient(asaas.handler, { retry: { maxAttempts: 1 } });
    const payment = await client.createPaymentOnce(INPUT);
    expect(asaas.posts()).toBe(1);
    expect(payment.externalReference).toBe('order-abcd1234');
  });

  it('a deleted payment of the same order is not reused', async () => {
    const deleted = { ...paymentFrom({ ...INPUT, value: 127.9 }, 'pay_deleted00001'), deleted: true };
    const { client } = testClient((req) =>
      req.method === 'GET'
        ? list([deleted])
        : jsonResponse(200, paymentFrom(req.body as Record<string, unknown>)),
    );
    const payment = await client.createPaymentOnce(INPUT);
    expect(payment.id).not.toBe('pay_deleted00001');
  });

  it('a 400 from the create is final', async () => {
    const asaas = miniAsaas(() => asaasErrorResponse(400, 'invalid_customer', 'Cliente inexistente.'));
    const { client } = testClient(asaas.handler);
    await expect(client.createPaymentOnce(INPUT)).rejects.toMatchObject({
      kind: 'invalid_request',
      message: 'Dados de pagamento inválidos: Cliente inexistente.',
    });
    expect(asaas.posts()).toBe(1);
  });
});

describe('other payment operations', () => {
  it('reads the PIX QR code', async () => {
    const qr = {
      encodedImage: 'iVBORw0KGgo=',
      payload: '00020101021226...',
      expirationDate: '2026-06-01 23:59:59',
    };
    const { client, calls } = testClient(() => jsonResponse(200, qr));
    await expect(client.getPixQrCode('pay_abc')).resolves.toEqual(qr);
    expect(calls[0]?.url.pathname).toBe('/v3/payments/pay_abc/pixQrCode');
  });

  it('refunds in full with an empty body, partially with the value in reais', async () => {
    const { client, calls } = testClient(() => jsonResponse(200, { id: 'pay_abc', status: 'REFUNDED' }));
    await client.refundPayment('pay_abc');
    await client.refundPayment('pay_abc', 1050);
    expect(calls.map((c) => [c.method, c.url.pathname, c.body])).toEqual([
      ['POST', '/v3/payments/pay_abc/refund', {}],
      ['POST', '/v3/payments/pay_abc/refund', { value: 10.5 }],
    ]);
  });

  it('a refund that timed out is not repeated (a partial one could be paid twice)', async () => {
    const { client, calls } = testClient(() => {
      throw new TypeError('fetch failed');
    });
    await expect(client.refundPayment('pay_abc', 1000)).rejects.toMatchObject({
      kind: 'unavailable',
      ambiguous: true,
    });
    expect(calls).toHaveLength(1);
  });

  it('asks for a boleto refund with a bodiless POST and gives the requestUrl', async () => {
    const requestUrl = 'https://sandbox.asaas.com/refundRequest/abc';
    const { client, calls } = testClient(() => jsonResponse(200, { requestUrl }));
    await expect(client.refundBankSlip('pay_abc')).resolves.toEqual({ requestUrl });
    expect(calls.map((c) => [c.method, c.url.pathname, c.body])).toEqual([
      ['POST', '/v3/payments/pay_abc/bankSlip/refund', undefined],
    ]);
    await expect(client.refundBankSlip('../pay_abc')).rejects.toThrow(RangeError);
    expect(calls).toHaveLength(1);
  });

  it('a boleto refund is retried on 429 only, and its 400 is final with Asaas’s reason', async () => {
    const limited = testClient((_req, i) =>
      i === 0
        ? jsonResponse(429, {}, { 'Retry-After': '1' })
        : jsonResponse(200, { requestUrl: 'https://asaas.test/r/1' }),
    );
    await expect(limited.client.refundBankSlip('pay_abc')).resolves.toEqual({
      requestUrl: 'https://asaas.test/r/1',
    });
    expect(limited.calls).toHaveLength(2);
    expect(limited.sleeps).toEqual([1000]);

    const lost = testClient(() => {
      throw new TypeError('fetch failed');
    });
    await expect(lost.client.refundBankSlip('pay_abc')).rejects.toMatchObject({
      kind: 'unavailable',
      ambiguous: true,
    });
    expect(lost.calls).toHaveLength(1);

    const refused = testClient(() =>
      asaasErrorResponse(400, 'invalid_action', 'Saldo insuficiente para realizar o estorno.'),
    );
    const error = (await refused.client.refundBankSlip('pay_abc').catch((e: unknown) => e)) as AsaasError;
    expect(error).toBeInstanceOf(AsaasError);
    expect(error.kind).toBe('invalid_request');
    expect(error.codes).toEqual(['invalid_action']);
    expect(error.message).toContain('Saldo insuficiente para realizar o estorno.');
    expect(refused.calls).toHaveLength(1);
  });

  it('a boleto refund answered without a requestUrl is an unexpected (ambiguous) answer', async () => {
    const { client } = testClient(() => jsonResponse(200, { id: 'pay_abc', status: 'REFUND_REQUESTED' }));
    await expect(client.refundBankSlip('pay_abc')).rejects.toMatchObject({
      kind: 'unexpected_response',
      ambiguous: true,
    });
  });

  it('deletes; a retry that finds nothing after a lost answer counts as deleted', async () => {
    const { client, calls } = testClient((_req, i) => {
      if (i === 0) throw new TypeError('fetch failed');
      return asaasErrorResponse(404, 'not_found', 'Cobrança não encontrada.');
    });
    await expect(client.deletePayment('pay_abc')).resolves.toEqual({ deleted: true, id: 'pay_abc' });
    expect(calls.map((c) => c.method)).toEqual(['DELETE', 'DELETE']);
  });

  it('a 404 on the first delete is a real 404', async () => {
    const { client } = testClient(() => asaasErrorResponse(404, 'not_found', 'x'));
    const error = await client.deletePayment('pay_abc').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AsaasError);
    expect((error as AsaasError).kind).toBe('not_found');
  });

  it('isAsaasPaymentPaid', () => {
    expect(isAsaasPaymentPaid({ status: 'CONFIRMED' })).toBe(true);
    expect(isAsaasPaymentPaid({ status: 'RECEIVED' })).toBe(true);
    expect(isAsaasPaymentPaid({ status: 'PENDING' })).toBe(false);
    expect(isAsaasPaymentPaid({ status: 'REFUNDED' })).toBe(false);
  });
});
