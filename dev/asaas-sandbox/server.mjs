// An Asaas-compatible sandbox for local runs and tests (dev only, never deployed).
// This file starts the server and routes a request; the /v3 routes are in api-routes.mjs, the
// invoice and boleto refund pages in page-routes.mjs, the behaviour in api.mjs,
// bank-slip-refund.mjs, pages.mjs, refund-page.mjs and webhooks.mjs.
//   import { startAsaasSandbox } from './dev/asaas-sandbox/server.mjs';
//   const sandbox = await startAsaasSandbox({ port: 0, apiKey, webhookUrl, webhookToken });
//   // client baseUrl: sandbox.apiUrl (= `${sandbox.url}/v3`); invoice pages at `${sandbox.url}/i/{id}`,
//   // a boleto refund's page (its requestUrl) at `${sandbox.url}/estorno-boleto/{id}`
// CLI: node dev/asaas-sandbox/server.mjs [--port 5090] (see README.md for the options).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createSandboxApi, page, SandboxApiError } from './api.mjs';
import { createApiHandler } from './api-routes.mjs';
import { createBankSlipRefunds } from './bank-slip-refund.mjs';
import { createInstallmentApi } from './installments.mjs';
import { boletoPdf } from './boleto.mjs';
import { sendHtml, sendJson } from './http.mjs';
import { createBankSlipRefundHandler, createInvoiceHandler } from './page-routes.mjs';
import { indexPage, messagePage } from './pages.mjs';
import { qrPngBase64 } from './pix.mjs';
import { createStore } from './store.mjs';
import { createWebhookDispatcher, DEFAULT_WEBHOOK_RETRY } from './webhooks.mjs';

export const DEFAULT_SANDBOX_API_KEY = '$aact_hmlg_local_sandbox';
export const DEFAULT_SANDBOX_PORT = 5090;
const HOST = '127.0.0.1';

/**
 * @typedef {object} SandboxOptions
 * @property {number} [port] 0 (default) picks a free port
 * @property {string} [apiKey] the `access_token` the API accepts (default `$aact_hmlg_local_sandbox`)
 * @property {string | null} [webhookUrl] where events are POSTed (none: events are only logged)
 * @property {string | null} [webhookToken] sent as `asaas-access-token`
 * @property {string} [publicUrl] base of invoiceUrl / bankSlipUrl (default: the address it listens on)
 * @property {string | null} [returnUrl] 'Voltar à loja' target; `{externalReference}` and `{id}` are replaced
 * @property {string | null} [stateFile] JSON file that keeps the state across restarts
 * @property {Partial<import('./webhooks.mjs').WebhookRetry>} [webhookRetry]
 * @property {(msg: string) => void} [log]
 */

/**
 * Starts the sandbox on 127.0.0.1.
 * @param {SandboxOptions} [options]
 */
export async function startAsaasSandbox(options = {}) {
  const log = options.log ?? (() => {});
  const apiKey = options.apiKey ?? DEFAULT_SANDBOX_API_KEY;
  const webhook = { url: options.webhookUrl ?? null, token: options.webhookToken ?? null };
  const store = createStore({ stateFile: options.stateFile ?? null, log });
  const { state } = store;
  let publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? '';
  const dispatcher = createWebhookDispatcher({
    store,
    target: () => webhook,
    retry: options.webhookRetry,
    log,
  });
  const api = createSandboxApi({ store, publicUrl: () => publicUrl, emit: dispatcher.emit });
  const plans = createInstallmentApi({
    state,
    api,
    page,
    error: (status, code, description) => new SandboxApiError(status, code, description),
  });
  const slipRefunds = createBankSlipRefunds({ state, api, publicUrl: () => publicUrl });
  /** @type {Map<string, string>} rendered QR PNGs by payment id */
  const qrCache = new Map();

  /** @param {string} id */
  async function qrOf(id) {
    const pix = api.extras(id)?.pix;
    if (!pix) return null;
    let png = qrCache.get(id);
    if (!png) {
      png = await qrPngBase64(pix.payload);
      qrCache.set(id, png);
    }
    return png;
  }

  /** @param {Record<string, any>} p */
  function returnUrlFor(p) {
    const fromPayment = api.extras(p.id)?.successUrl;
    if (fromPayment) return fromPayment;
    if (!options.returnUrl) return null;
    return options.returnUrl
      .replaceAll('{externalReference}', encodeURIComponent(p.externalReference ?? ''))
      .replaceAll('{id}', encodeURIComponent(p.id));
  }

  const handleApi = createApiHandler({ api, apiKey, dispatcher, plans, qrOf, slipRefunds, state, webhook });
  const handleInvoice = createInvoiceHandler({ api, plans, state, qrOf, returnUrlFor });
  const handleBankSlipRefund = createBankSlipRefundHandler({ slipRefunds });

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    const nonce = randomBytes(12).toString('base64');
    try {
      api.sweepOverdue();
      if (url.pathname.startsWith('/v3/')) return await handleApi(req, res, url);
      if (req.method === 'GET' && url.pathname === '/health') return sendJson(res, 200, { ok: true });
      const invoice = /^\/i\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
      if (invoice) return await handleInvoice(req, res, String(invoice[1]), url.searchParams, nonce);
      const refund = /^\/estorno-boleto\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
      if (refund) return await handleBankSlipRefund(req, res, String(refund[1]), nonce);
      const slip = /^\/b\/([A-Za-z0-9_-]+)\.pdf$/.exec(url.pathname);
      if (slip && req.method === 'GET') {
        const p = state.payments[String(slip[1])];
        const extras = p ? api.extras(p.id) : null;
        if (!p || !extras?.boleto) {
          sendHtml(
            res,
            404,
            messagePage({
              title: 'Boleto não encontrado',
              message: 'Confira o link recebido da loja.',
              nonce,
            }),
            nonce,
          );
          return;
        }
        const pdf = await boletoPdf({
          id: p.id,
          invoiceNumber: p.invoiceNumber,
          dueDate: p.dueDate,
          description: p.description,
          valueCentavos: extras.valueCentavos,
          customerName: state.customers[p.customer]?.name ?? p.customer,
          beneficiary: 'GN Ingressos (sandbox)',
          boleto: extras.boleto,
        });
        res.writeHead(200, {
          'Content-Type': 'application/pdf',
          'Content-Length': pdf.length,
          'Content-Disposition': `inline; filename="boleto-${p.invoiceNumber}.pdf"`,
          'Cache-Control': 'no-store',
        });
        res.end(pdf);
        return;
      }
      if (req.method === 'GET' && url.pathname === '/') {
        const payments = Object.values(state.payments).reverse().slice(0, 50);
        const pending = state.webhookLog.filter((e) => !e.delivered && !e.skipped).length;
        sendHtml(
          res,
          200,
          indexPage({
            payments,
            extras: state.extras,
            customers: state.customers,
            pending,
            paused: state.webhookPaused,
            webhookUrl: webhook.url,
            refundsRefused: api.refundsRefused(),
            nonce,
          }),
          nonce,
        );
        return;
      }
      sendHtml(
        res,
        404,
        messagePage({ title: 'Página não encontrada', message: 'Nada aqui.', nonce }),
        nonce,
      );
    } catch (error) {
      if (error instanceof SandboxApiError) {
        sendJson(res, error.status, { errors: [{ code: error.code, description: error.description }] });
        return;
      }
      log(`erro interno em ${req.method} ${url.pathname}: ${/** @type {Error} */ (error).stack}`);
      if (!res.headersSent) {
        sendJson(res, 500, { errors: [{ code: 'internal_error', description: 'Erro interno do sandbox.' }] });
      } else {
        res.destroy();
      }
    }
  }

  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, HOST, () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `http://${HOST}:${address.port}`;
  if (!publicUrl) publicUrl = url;
  dispatcher.start();
  log(`sandbox Asaas em ${url} (API ${url}/v3)`);

  let closed = false;
  return {
    /** root, e.g. http://127.0.0.1:5090 (invoice pages at /i/{id}) */
    url,
    /** the client's baseUrl */
    apiUrl: `${url}/v3`,
    port: address.port,
    apiKey,
    /** the live state: customers, payments, extras, webhookLog, webhookPaused */
    state,
    /** Resolves when no webhook delivery is in progress (all delivered or the queue paused). */
    waitForWebhooks: (timeoutMs = 10_000) => dispatcher.idle(timeoutMs),
    resumeWebhooks: () => dispatcher.resume(),
    /** Changes where later events go (e.g. when the functions emulator port is known only later). */
    /** @param {{ url: string | null, token?: string | null }} target */
    setWebhook(target) {
      webhook.url = target.url;
      if (target.token !== undefined) webhook.token = target.token;
      dispatcher.start();
    },
    async close() {
      if (closed) return;
      closed = true;
      await dispatcher.close();
      await new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
      await store.flush();
    },
  };
}

/** CLI: flags override the environment. */
async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'api-key': { type: 'string' },
      'webhook-url': { type: 'string' },
      'webhook-token': { type: 'string' },
      'public-url': { type: 'string' },
      'return-url': { type: 'string' },
      'state-file': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(
      'node dev/asaas-sandbox/server.mjs [--port N] [--api-key K] [--webhook-url U] [--webhook-token T]\n' +
        '  [--public-url U] [--return-url U] [--state-file F]   (ou variáveis ASAAS_SANDBOX_*, veja README.md)',
    );
    return;
  }
  const env = process.env;
  const sandbox = await startAsaasSandbox({
    port: Number(values.port ?? env.ASAAS_SANDBOX_PORT ?? DEFAULT_SANDBOX_PORT),
    apiKey: values['api-key'] ?? env.ASAAS_SANDBOX_API_KEY ?? DEFAULT_SANDBOX_API_KEY,
    webhookUrl: values['webhook-url'] ?? env.ASAAS_SANDBOX_WEBHOOK_URL ?? null,
    webhookToken: values['webhook-token'] ?? env.ASAAS_SANDBOX_WEBHOOK_TOKEN ?? null,
    publicUrl: values['public-url'] ?? env.ASAAS_SANDBOX_PUBLIC_URL,
    returnUrl: values['return-url'] ?? env.ASAAS_SANDBOX_RETURN_URL ?? null,
    stateFile: values['state-file'] ?? env.ASAAS_SANDBOX_STATE_FILE ?? null,
    log: (msg) => console.log(`[asaas-sandbox] ${msg}`),
  });
  console.log(`[asaas-sandbox] API: ${sandbox.apiUrl}  ·  cobranças: ${sandbox.url}/`);
  const stop = async () => {
    await sandbox.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(`[asaas-sandbox] ${error.message}`);
    process.exit(1);
  });
}

export { DEFAULT_WEBHOOK_RETRY };
