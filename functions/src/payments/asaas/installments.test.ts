import { describe, expect, it } from 'vitest';
import { AsaasError } from './errors.ts';
import { asaasErrorResponse, jsonResponse, testClient } from './fake-fetch.ts';
import type { CreatePaymentInput } from './types.ts';

const INPUT: CreatePaymentInput = {
  customer: 'cus_000005219613',
  billingType: 'CREDIT_CARD',
  valueCentavos: 10000,
  dueDate: '2026-06-01',
  description: 'GN Ingressos · pedido ABCD1234',
  externalReference: 'order-abcd1234',
};

const created = (body: unknown) => jsonResponse(200, { id: 'pay_1', ...(body as object) });

describe('creating an installment plan', () => {
  it('an interest-free plan sends installmentCount and totalValue instead of value', async () => {
    const { client, calls } = testClient((req) => created(req.body));
    await client.createPayment({ ...INPUT, installments: { count: 6 } });
    const body = calls[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ installmentCount: 6, totalValue: 100 });
    expect(body).not.toHaveProperty('value');
    expect(body).not.toHaveProperty('installmentValue');
  });

  it('a plan with interest sends each installment as installmentValue', async () => {
    const { client, calls } = testClient((req) => created(req.body));
    await client.createPayment({
      ...INPUT,
      valueCentavos: 10710,
      installments: { count: 6, valueCentavos: 1785 },
    });
    const body = calls[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ installmentCount: 6, installmentValue: 17.85 });
    expect(body).not.toHaveProperty('value');
    expect(body).not.toHaveProperty('totalValue');
  });

  it('1x is a plain payment; a bad count or a value that does not add up is refused before any call', async () => {
    const { client, calls } = testClient((req) => created(req.body));
    await client.createPayment({ ...INPUT, installments: { count: 1 } });
    expect(calls[0]?.body).toMatchObject({ value: 100 });
    for (const installments of [
      { count: 0 },
      { count: 2.5 },
      { count: 22 },
      { count: 6, valueCentavos: 1700 },
    ]) {
      await expect(client.createPayment({ ...INPUT, installments })).rejects.toThrow(RangeError);
    }
    expect(calls).toHaveLength(1);
  });

  it('createPaymentOnce finds a plan by the order id and answers its first installment', async () => {
    const installment = (n: number) => ({
      id: `pay_${n}`,
      installment: 'ins-1',
      installmentNumber: n,
      externalReference: 'order-abcd1234',
      deleted: false,
    });
    const { client, calls } = testClient(() =>
      jsonResponse(200, {
        object: 'list',
        hasMore: false,
        totalCount: 3,
        limit: 25,
        offset: 0,
        data: [installment(3), installment(1), installment(2)],
      }),
    );
    const payment = await client.createPaymentOnce({ ...INPUT, installments: { count: 3 } });
    expect(payment.id).toBe('pay_1');
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    expect(calls[0]?.url.searchParams.get('limit')).toBe('25');
  });
});

describe('installment plan operations', () => {
  it('lists the payments of a plan in installment order', async () => {
    const { client, calls } = testClient(() =>
      jsonResponse(200, {
        object: 'list',
        hasMore: false,
        totalCount: 2,
        limit: 25,
        offset: 0,
        data: [
          { id: 'pay_b', installmentNumber: 2 },
          { id: 'pay_a', installmentNumber: 1 },
        ],
      }),
    );
    const payments = await client.getInstallmentPayments('ins-1');
    expect(payments.map((p) => p.id)).toEqual(['pay_a', 'pay_b']);
    expect([calls[0]?.method, calls[0]?.url.pathname]).toEqual(['GET', '/v3/installments/ins-1/payments']);
  });

  it('refunds a whole plan with one POST, not repeated after a lost answer', async () => {
    const { client, calls } = testClient(() => jsonResponse(200, { id: 'ins-1', object: 'installment' }));
    await expect(client.refundInstallment('ins-1')).resolves.toMatchObject({ id: 'ins-1' });
    expect([calls[0]?.method, calls[0]?.url.pathname, calls[0]?.body]).toEqual([
      'POST',
      '/v3/installments/ins-1/refund',
      {},
    ]);
    const lost = testClient(() => {
      throw new TypeError('fetch failed');
    });
    await expect(lost.client.refundInstallment('ins-1')).rejects.toMatchObject({ kind: 'unavailable' });
    expect(lost.calls).toHaveLength(1);
  });

  it("cancels a plan's pending installments; a lost answer's retry that finds nothing counts as done", async () => {
    const { client, calls } = testClient((_req, i) => {
      if (i === 0) throw new TypeError('fetch failed');
      return asaasErrorResponse(404, 'not_found', 'Parcelamento não encontrado.');
    });
    await expect(client.cancelInstallmentPayments('ins-1')).resolves.toBeUndefined();
    expect(calls.map((c) => [c.method, c.url.pathname])).toEqual([
      ['DELETE', '/v3/installments/ins-1/payments'],
      ['DELETE', '/v3/installments/ins-1/payments'],
    ]);
    const first404 = testClient(() => asaasErrorResponse(404, 'not_found', 'x'));
    const error = await first404.client.cancelInstallmentPayments('ins-1').catch((e: unknown) => e);
    expect((error as AsaasError).kind).toBe('not_found');
  });

  it('refuses an id that is not a safe path segment', async () => {
    const { client, calls } = testClient(() => jsonResponse(200, {}));
    await expect(client.refundInstallment('../payments')).rejects.toThrow();
    expect(calls).toHaveLength(0);
  });
});
