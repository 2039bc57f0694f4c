// Webhook delivery: token header, only 200 counts, retries with growing intervals, order per
// payment, pause after consecutive failures, resume, and undelivered events surviving a restart.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAsaasClient } from '../../functions/src/payments/asaas/index.ts';
import { startAsaasSandbox } from './server.mjs';
import { futureDate, startWebhookReceiver, VALID_CPF } from './test-helpers.ts';

type Sandbox = Awaited<ReturnType<typeof startAsaasSandbox>>;
type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

const API_KEY = '$aact_hmlg_webhook_test';
const FAST = { initialDelayMs: 20, maxDelayMs: 80, timeoutMs: 2000 };
const cleanup: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function setup(
  respond?: Parameters<typeof startWebhookReceiver>[0],
  options: Record<string, unknown> = {},
) {
  const receiver: Receiver = await startWebhookReceiver(respond);
  cleanup.push(receiver.close);
  const sandbox: Sandbox = await startAsaasSandbox({
    apiKey: API_KEY,
    webhookUrl: receiver.url,
    webhookToken: 'segredo-do-webhook',
    webhookRetry: FAST,
    ...options,
  });
  cleanup.push(sandbox.close);
  const asaas = createAsaasClient({ baseUrl: sandbox.apiUrl, apiKey: API_KEY });
  const pay = async (ref: string) => {
    const customer = await asaas.getOrCreateCustomer({
      name: 'Ana',
      cpfCnpj: VALID_CPF,
      externalReference: 'uid-ana',
    });
    return asaas.createPaymentOnce({
      customer: customer.id,
      billingType: 'PIX',
      valueCentavos: 5000,
      dueDate: futureDate(),
      description: 'Teste',
      externalReference: ref,
    });
  };
  const confirm = (id: string) =>
    fetch(`${sandbox.apiUrl}/sandbox/payment/${id}/confirm`, {
      method: 'POST',
      headers: { access_token: API_KEY },
    });
  return { receiver, sandbox, asaas, pay, confirm };
}

describe('webhook delivery', () => {
  it('retries until answered 200, with growing intervals, keeping the order of a payment', async () => {
    const { receiver, sandbox, pay, confirm } = await setup((n) => (n < 2 ? 500 : 200));
    const p = await pay('order-1');
    await confirm(p.id);
    await sandbox.waitForWebhooks();

    expect(receiver.received.map((r) => [r.body.event, r.answeredWith])).toEqual([
      ['PAYMENT_CREATED', 500],
      ['PAYMENT_CREATED', 500],
      ['PAYMENT_CREATED', 200],
      ['PAYMENT_RECEIVED', 200],
    ]);
    for (const r of receiver.received) expect(r.headers['asaas-access-token']).toBe('segredo-do-webhook');
    // the same event (same id) is re-sent
    expect(new Set(receiver.received.slice(0, 3).map((r) => r.body.id)).size).toBe(1);

    const [created, received] = sandbox.state.webhookLog;
    expect(created).toMatchObject({ event: 'PAYMENT_CREATED', delivered: true });
    expect(created?.attempts.map((a) => a.status)).toEqual([500, 500, 200]);
    const times = created!.attempts.map((a) => Date.parse(a.at));
    const gaps = [times[1]! - times[0]!, times[2]! - times[1]!];
    expect(gaps[0]).toBeGreaterThanOrEqual(15);
    expect(gaps[1]).toBeGreaterThanOrEqual(35);
    expect(received).toMatchObject({ event: 'PAYMENT_RECEIVED', delivered: true });
    expect(received?.body.payment.status).toBe('RECEIVED');
  });

  it('only 200 counts: a 201 or 204 is retried', async () => {
    const { receiver, sandbox, pay } = await setup((n) => [201, 204, 200][n] ?? 200);
    await pay('order-201');
    await sandbox.waitForWebhooks();
    expect(receiver.received.map((r) => r.answeredWith)).toEqual([201, 204, 200]);
  });

  it('a failing payment does not hold back the events of another', async () => {
    let blockedId = '';
    const { receiver, sandbox, pay } = await setup(
      (_n, body) => (body.payment.id === blockedId ? 500 : 200),
      {
        webhookRetry: { ...FAST, initialDelayMs: 200, maxDelayMs: 200 },
      },
    );
    const blocked = await pay('order-blocked');
    blockedId = blocked.id;
    const other = await pay('order-free');
    await expect
      .poll(() => receiver.delivered().some((r) => r.body.payment.id === other.id), { timeout: 5000 })
      .toBe(true);
    expect(receiver.delivered().some((r) => r.body.payment.id === blocked.id)).toBe(false);
    blockedId = 'none';
    await sandbox.waitForWebhooks();
    expect(receiver.delivered().some((r) => r.body.payment.id === blocked.id)).toBe(true);
  });

  it('pauses after N consecutive failures, keeps the events, delivers them after resume', async () => {
    let up = false;
    const { receiver, sandbox, pay } = await setup(() => (up ? 200 : 503), {
      webhookRetry: { ...FAST, maxConsecutiveFailures: 3 },
    });
    await pay('order-paused');
    await sandbox.waitForWebhooks();
    expect(sandbox.state.webhookPaused).toBe(true);
    expect(receiver.received).toHaveLength(3);
    expect(sandbox.state.webhookLog[0]?.delivered).toBe(false);

    // visible over HTTP for tests driving a separate process
    const listing = await fetch(`${sandbox.apiUrl}/sandbox/webhooks`, { headers: { access_token: API_KEY } });
    expect(await listing.json()).toMatchObject({ paused: true });

    up = true;
    const resumed = await fetch(`${sandbox.apiUrl}/sandbox/webhooks/resume`, {
      method: 'POST',
      headers: { access_token: API_KEY },
    });
    expect(resumed.status).toBe(200);
    await sandbox.waitForWebhooks();
    expect(sandbox.state.webhookPaused).toBe(false);
    expect(sandbox.state.webhookLog[0]?.delivered).toBe(true);
    expect(receiver.delivered()).toHaveLength(1);
  });

  it('an unreachable webhook URL counts as a failure and is retried', async () => {
    const { sandbox, pay } = await setup(undefined, {
      webhookUrl: 'http://127.0.0.1:9/nada',
      webhookRetry: { ...FAST, maxConsecutiveFailures: 2 },
    });
    await pay('order-unreachable');
    await sandbox.waitForWebhooks();
    const [entry] = sandbox.state.webhookLog;
    expect(entry?.attempts).toHaveLength(2);
    expect(entry?.attempts[0]?.status).toBeNull();
    expect(entry?.attempts[0]?.error).toBeTruthy();
  });

  it('without a webhook URL, events are only logged', async () => {
    const sandbox = await startAsaasSandbox({ apiKey: API_KEY });
    cleanup.push(sandbox.close);
    const asaas = createAsaasClient({ baseUrl: sandbox.apiUrl, apiKey: API_KEY });
    const c = await asaas.createCustomer({ name: 'Ana', cpfCnpj: VALID_CPF });
    await asaas.createPayment({
      customer: c.id,
      billingType: 'BOLETO',
      valueCentavos: 1000,
      dueDate: futureDate(),
      description: 'x',
      externalReference: 'o',
    });
    await sandbox.waitForWebhooks();
    expect(sandbox.state.webhookLog[0]).toMatchObject({
      event: 'PAYMENT_CREATED',
      skipped: true,
      delivered: false,
    });
  });
});

describe('persistence', () => {
  it('a restart keeps customers, payments and undelivered webhooks', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'asaas-sandbox-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const stateFile = path.join(dir, 'state.json');

    const down = await setup(() => 500, { stateFile, webhookRetry: { ...FAST, maxConsecutiveFailures: 2 } });
    const p = await down.pay('order-persisted');
    await down.sandbox.waitForWebhooks();
    await down.sandbox.close();
    const saved = JSON.parse(readFileSync(stateFile, 'utf8'));
    expect(Object.keys(saved.payments)).toEqual([p.id]);
    expect(saved.webhookPaused).toBe(true);

    const up = await setup(() => 200, { stateFile });
    // a paused queue stays paused across restarts, like Asaas; resume delivers the kept event
    up.sandbox.resumeWebhooks();
    await up.sandbox.waitForWebhooks();
    expect(up.receiver.delivered().map((r) => r.body.payment.id)).toEqual([p.id]);
    expect((await up.asaas.getPayment(p.id)).invoiceUrl).toBe(`${up.sandbox.url}/i/${p.id}`);
    expect(await up.asaas.findCustomerByExternalReference('uid-ana')).not.toBeNull();
    // ids keep counting from where they were
    const next = await up.pay('order-after-restart');
    expect(next.invoiceNumber).toBe('00000002');
  });

  it('an unreadable state file is set aside, not lost', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'asaas-sandbox-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const stateFile = path.join(dir, 'state.json');
    const { writeFileSync, readdirSync } = await import('node:fs');
    writeFileSync(stateFile, '{ broken');
    const logs: string[] = [];
    const sandbox = await startAsaasSandbox({ apiKey: API_KEY, stateFile, log: (m) => logs.push(m) });
    cleanup.push(sandbox.close);
    expect(Object.keys(sandbox.state.payments)).toEqual([]);
    expect(readdirSync(dir).some((f) => f.startsWith('state.json.corrompido-'))).toBe(true);
    expect(logs.join('\n')).toContain('estado ilegível');
  });
});
