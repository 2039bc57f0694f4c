import { describe, expect, it } from 'vitest';
import { ASAAS_MESSAGES, AsaasError } from './errors.ts';
import { asaasErrorResponse, jsonResponse, TEST_API_KEY, testClient } from './fake-fetch.ts';
import type { AsaasPayment } from './types.ts';

const PAYMENT: AsaasPayment = {
  object: 'payment',
  id: 'pay_abc123def456',
  customer: 'cus_000005219613',
  status: 'PENDING',
  value: 127.9,
  netValue: 126.91,
  billingType: 'PIX',
  dueDate: '2026-06-01',
  description: 'Pedido ABCD1234',
  externalReference: 'order-1',
  invoiceUrl: 'https://asaas.test/i/pay_abc123def456',
};

async function rejection(promise: Promise<unknown>): Promise<AsaasError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AsaasError);
    return error as AsaasError;
  }
  throw new Error('expected a rejection');
}

describe('headers and URL', () => {
  it('sends access_token, JSON content type and the User-Agent on every request', async () => {
    const { client, calls } = testClient(() => jsonResponse(200, PAYMENT));
    await client.getPayment(PAYMENT.id);
    await client.refundPayment(PAYMENT.id);
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.headers.get('access_token')).toBe(TEST_API_KEY);
      expect(call.headers.get('content-type')).toBe('application/json');
      expect(call.headers.get('user-agent')).toBe('GN Ingressos/1.0');
      expect(call.redirect).toBe('manual');
      expect(call.url.href).not.toContain('aact');
    }
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.url.href).toBe('https://asaas.test/v3/payments/pay_abc123def456');
  });

  it('uses a configured User-Agent and strips trailing slashes from the base URL', async () => {
    const { client, calls } = testClient(() => jsonResponse(200, PAYMENT), {
      baseUrl: 'https://asaas.test/v3///',
      userAgent: 'Outro/2.0',
    });
    await client.getPayment(PAYMENT.id);
    expect(calls[0]?.url.href).toBe('https://asaas.test/v3/payments/pay_abc123def456');
    expect(calls[0]?.headers.get('user-agent')).toBe('Outro/2.0');
  });

  it('refuses ids that would change the path', async () => {
    const { client, calls } = testClient(() => jsonResponse(200, PAYMENT));
    await expect(client.getPayment('../customers')).rejects.toThrow(RangeError);
    await expect(client.getPixQrCode('pay_1?x=1')).rejects.toThrow(RangeError);
    expect(calls).toHaveLength(0);
  });
});

describe('error mapping', () => {
  it('400 becomes invalid_request with Asaas’s pt-BR descriptions', async () => {
    const { client, calls } = testClient(() =>
      asaasErrorResponse(400, 'invalid_cpfCnpj', 'O CPF/CNPJ informado é inválido.'),
    );
    const error = await rejection(client.createCustomer({ name: 'Ana', cpfCnpj: '111.444.777-35' }));
    expect(error.kind).toBe('invalid_request');
    expect(error.status).toBe(400);
    expect(error.codes).toEqual(['invalid_cpfCnpj']);
    expect(error.message).toBe('Dados de pagamento inválidos: O CPF/CNPJ informado é inválido.');
    expect(error.retryable).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('joins several descriptions and tolerates a body without errors', async () => {
    const { client } = testClient((_req, i) =>
      i === 0
        ? jsonResponse(400, {
            errors: [
              { code: 'invalid_value', description: 'O valor deve ser maior que zero.' },
              { code: 'invalid_dueDate', description: 'Data de vencimento inválida.' },
            ],
          })
        : new Response('<html>Bad Request</html>', { status: 400 }),
    );
    const first = await rejection(client.getPayment('pay_1'));
    expect(first.message).toBe(
      'Dados de pagamento inválidos: O valor deve ser maior que zero. Data de vencimento inválida.',
    );
    const second = await rejection(client.getPayment('pay_1'));
    expect(second.message).toBe('Dados de pagamento inválidos');
    expect(second.codes).toEqual([]);
  });

  it('401, 403 and 404 have their own messages and are not retried', async () => {
    for (const [status, kind, message] of [
      [401, 'unauthorized', ASAAS_MESSAGES.unauthorized],
      [403, 'forbidden', ASAAS_MESSAGES.forbidden],
      [404, 'not_found', 'Cobrança não encontrada no provedor de pagamento'],
    ] as const) {
      const { client, calls } = testClient(() => asaasErrorResponse(status, 'x', 'y'));
      const error = await rejection(client.getPayment('pay_1'));
      expect(error).toMatchObject({ status, kind, message });
      expect(calls).toHaveLength(1);
    }
  });

  it('a missing customer says so', async () => {
    const { client } = testClient(() => asaasErrorResponse(404, 'not_found', 'Não encontrado.'));
    const error = await rejection(client.findCustomerByExternalReference('uid-1'));
    expect(error.message).toBe('Cliente não encontrado no provedor de pagamento');
  });

  it('a redirect is not followed and is an unexpected answer', async () => {
    const { client, calls } = testClient(
      () => new Response(null, { status: 302, headers: { Location: 'https://evil.test/' } }),
    );
    const error = await rejection(client.getPayment('pay_1'));
    expect(error.kind).toBe('unexpected_response');
    expect(calls).toHaveLength(1);
  });

  it('a 200 that is not JSON is an unexpected answer', async () => {
    const { client } = testClient(() => new Response('ok', { status: 200 }));
    const error = await rejection(client.getPayment('pay_1'));
    expect(error).toMatchObject({ kind: 'unexpected_response', message: ASAAS_MESSAGES.unexpected });
  });
});

describe('retries', () => {
  it('retries a 429 after Retry-After, then succeeds', async () => {
    const { client, calls, sleeps } = testClient((_req, i) =>
      i === 0
        ? jsonResponse(
            429,
            { errors: [{ code: 'rate_limit', description: 'Muitas requisições' }] },
            {
              'Retry-After': '2',
            },
          )
        : jsonResponse(200, PAYMENT),
    );
    await expect(client.getPayment(PAYMENT.id)).resolves.toEqual(PAYMENT);
    expect(calls).toHaveLength(2);
    expect(sleeps).toEqual([2000]);
  });

  it('backs off exponentially on 5xx and network errors, with jitter', async () => {
    let n = 0;
    const { client, sleeps } = testClient(
      () => {
        n++;
        if (n === 1) return jsonResponse(502, {});
        if (n === 2) throw new TypeError('fetch failed');
        if (n === 3) return jsonResponse(503, {});
        return jsonResponse(200, PAYMENT);
      },
      { random: () => 1 },
    );
    await expect(client.getPayment(PAYMENT.id)).resolves.toEqual(PAYMENT);
    // base 300 ms doubling; random()=1 takes the whole ceiling.
    expect(sleeps).toEqual([300, 600, 1200]);
  });

  it('jitter keeps each delay between half and all of the ceiling', async () => {
    const { client, sleeps } = testClient(() => jsonResponse(500, {}), {
      random: () => 0,
      retry: { maxAttempts: 4, baseDelayMs: 1000, maxDelayMs: 3000 },
    });
    await rejection(client.getPayment('pay_1'));
    expect(sleeps).toEqual([500, 1000, 1500]);
  });

  it('gives up after maxAttempts with the unavailable message', async () => {
    const retries: number[] = [];
    const { client, calls } = testClient(() => jsonResponse(503, {}), {
      onRetry: (info) => retries.push(info.attempt),
    });
    const error = await rejection(client.getPayment('pay_1'));
    expect(calls).toHaveLength(4);
    expect(retries).toEqual([1, 2, 3]);
    expect(error).toMatchObject({ kind: 'unavailable', status: 503, attempts: 4, ambiguous: false });
    expect(error.message).toBe('Provedor de pagamento indisponível. Tente novamente em instantes.');
  });

  it('network errors end as unavailable with no status', async () => {
    const { client, calls } = testClient(() => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    });
    const error = await rejection(client.getPayment('pay_1'));
    expect(calls).toHaveLength(4);
    expect(error).toMatchObject({ kind: 'unavailable', status: null, message: ASAAS_MESSAGES.unavailable });
    expect(error.cause).toBeInstanceOf(DOMException);
  });

  it('stops early when the total time budget would be exceeded (a long Retry-After)', async () => {
    const { client, calls, sleeps } = testClient(() => jsonResponse(429, {}, { 'Retry-After': '60' }));
    const error = await rejection(client.getPayment('pay_1'));
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(error.retryAfterMs).toBe(60_000);
  });

  it('onRetry never sees the query string (it may hold personal data)', async () => {
    const paths: string[] = [];
    const { client } = testClient(
      (_req, i) => (i === 0 ? jsonResponse(500, {}) : jsonResponse(200, { object: 'list', data: [] })),
      { onRetry: (info) => paths.push(info.path) },
    );
    await client.findCustomerByExternalReference('uid-ana');
    expect(paths).toEqual(['/customers']);
  });

  it('a plain POST is retried on 429 but not on a 5xx or a timeout (it may have happened)', async () => {
    const PIX_CHARGE = {
      customer: 'cus_1',
      billingType: 'PIX',
      valueCentavos: 12790,
      dueDate: '2026-06-01',
      description: 'x',
      externalReference: 'order-1',
    } as const;
    const limited = testClient((_req, i) => (i === 0 ? jsonResponse(429, {}) : jsonResponse(200, PAYMENT)));
    await limited.client.createPayment(PIX_CHARGE);
    expect(limited.calls).toHaveLength(2);

    const failing = testClient(() => jsonResponse(500, {}));
    const error = await rejection(failing.client.createPayment(PIX_CHARGE));
    expect(failing.calls).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'unavailable', ambiguous: true });
  });
});
