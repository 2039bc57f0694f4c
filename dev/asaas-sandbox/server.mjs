// An Asaas-compatible sandbox for local runs and tests (dev only, never deployed).
// Over 300 lines on purpose: the route table of the whole sandbox (API, invoice pages, boleto PDF,
// test controls) in one place; the behaviour lives in api.mjs, bank-slip-refund.mjs, pages.mjs,
// refund-page.mjs and webhooks.mjs.
//   import { startAsaasSandbox } from './dev/asaas-sandbox/server.mjs';
//   const sandbox = await startAsaasSandbox({ port: 0, apiKey, webhookUrl, webhookToken });
//   // client baseUrl: sandbox.apiUrl (= `${sandbox.url}/v3`); invoice pages at `${sandbox.url}/i/{id}`,
//   // a boleto refund's page (its requestUrl) at `${sandbox.url}/estorno-boleto/{id}`
// CLI: node dev/asaas-sandbox/server.mjs [--port 5090] (see README.md for the options).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createSandboxApi, page, SandboxApiError } from './api.mjs';
import { createBankSlipRefunds, validateBankAccount } from './bank-slip-refund.mjs';
import { createInstallmentApi } from './installments.mjs';
import { boletoPdf } from './boleto.mjs';
import { indexPage, invoicePage, messagePage } from './pages.mjs';
import { qrPngBase64 } from './pix.mjs';
import { bankSlipRefundPage } from './refund-page.mjs';
import { createStore } from './store.mjs';
import { cardBrand, luhnValid } from './util.mjs';
import { createWebhookDispatcher, DEFAULT_WEBHOOK_RETRY } from './webhooks.mjs';

export const DEFAULT_SANDBOX_API_KEY = '$aact_hmlg_local_sandbox';
export const DEFAULT_SANDBOX_PORT = 5090;
const HOST = '127.0.0.1';
const MAX_BODY = 100 * 1024;

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

/** @param {string} a @param {string} b */
function safeEqual(a, b) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** @param {http.IncomingMessage} req @returns {Promise<string>} */
function readBody(req) {
  return new Promise((resolve, reject) => {
    let size = 0;
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new SandboxApiError(413, 'invalid_object', 'Corpo da requisição muito grande.'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** @param {http.ServerResponse} res @param {number} status @param {unknown} body */
function sendJson(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

/** @param {http.ServerResponse} res @param {number} status @param {string} html @param {string} nonce */
function sendHtml(res, status, html, nonce) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  res.end(html);
}

/** MM/AA or MM/AAAA, not in the past. @param {string} text */
function expiryValid(text) {
  const m = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return false;
  const month = Number(m[1]);
  const year = Number(m[2]?.length === 2 ? `20${m[2]}` : m[2]);
  if (month < 1 || month > 12) return false;
  const now = new Date();
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

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

  /** @type {[string, RegExp, (m: RegExpExecArray, q: URLSearchParams, body: () => Promise<unknown>) => unknown][]} */
  const routes = [
    ['POST', /^\/v3\/customers$/, async (_m, _q, body) => api.createCustomer(await body())],
    ['GET', /^\/v3\/customers$/, (_m, q) => api.listCustomers(q)],
    ['GET', /^\/v3\/customers\/([^/]+)$/, (m) => api.getCustomer(String(m[1]))],
    [
      'POST',
      /^\/v3\/customers\/([^/]+)$/,
      async (m, _q, body) => api.updateCustomer(String(m[1]), await body()),
    ],
    ['POST', /^\/v3\/payments$/, async (_m, _q, body) => api.createPayment(await body())],
    ['GET', /^\/v3\/payments$/, (_m, q) => api.listPayments(q)],
    ['GET', /^\/v3\/payments\/([^/]+)$/, (m) => api.getPayment(String(m[1]))],
    ['DELETE', /^\/v3\/payments\/([^/]+)$/, (m) => api.deletePayment(String(m[1]))],
    [
      'GET',
      /^\/v3\/payments\/([^/]+)\/pixQrCode$/,
      async (m) => {
        const { p, pix } = api.pixQrCodeOf(String(m[1]));
        return { encodedImage: await qrOf(p.id), payload: pix.payload, expirationDate: pix.expirationDate };
      },
    ],
    ['GET', /^\/v3\/payments\/([^/]+)\/identificationField$/, (m) => api.identificationField(String(m[1]))],
    [
      'POST',
      /^\/v3\/payments\/([^/]+)\/refund$/,
      async (m, _q, body) => api.refundPayment(String(m[1]), await body()),
    ],
    ['POST', /^\/v3\/payments\/([^/]+)\/bankSlip\/refund$/, (m) => slipRefunds.request(String(m[1]))],
    ['GET', /^\/v3\/installments\/([^/]+)\/payments$/, (m, q) => plans.listPayments(String(m[1]), q)],
    ['DELETE', /^\/v3\/installments\/([^/]+)\/payments$/, (m) => plans.cancelPending(String(m[1]))],
    ['POST', /^\/v3\/installments\/([^/]+)\/refund$/, (m) => plans.refund(String(m[1]))],
    ['POST', /^\/v3\/sandbox\/payment\/([^/]+)\/confirm$/, (m) => plans.sandboxConfirm(String(m[1]))],
    ['POST', /^\/v3\/sandbox\/payment\/([^/]+)\/overdue$/, (m) => api.sandboxOverdue(String(m[1]))],
    // Our additions for tests and the local runner (not in Asaas):
    ['POST', /^\/v3\/sandbox\/refunds\/refuse$/, async (_m, _q, body) => api.setRefundsRefused(await body())],
    [
      'GET',
      /^\/v3\/sandbox\/webhooks$/,
      () => ({ paused: state.webhookPaused, url: webhook.url, data: state.webhookLog }),
    ],
    [
      'POST',
      /^\/v3\/sandbox\/webhooks\/pause$/,
      () => {
        dispatcher.pause();
        return { paused: true };
      },
    ],
    [
      'POST',
      /^\/v3\/sandbox\/webhooks\/resume$/,
      () => {
        dispatcher.resume();
        return { paused: false };
      },
    ],
  ];

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {URL} url */
  async function handleApi(req, res, url) {
    const token = req.headers['access_token'];
    if (typeof token !== 'string' || !safeEqual(token, apiKey)) {
      sendJson(res, 401, {
        errors: [{ code: 'invalid_access_token', description: 'A chave de API informada é inválida.' }],
      });
      return;
    }
    let pathMatched = false;
    for (const [method, pattern, handler] of routes) {
      const m = pattern.exec(url.pathname);
      if (!m) continue;
      pathMatched = true;
      if (method !== req.method) continue;
      const body = async () => {
        const text = await readBody(req);
        if (text.trim() === '') return {};
        try {
          return JSON.parse(text);
        } catch {
          throw new SandboxApiError(400, 'invalid_object', 'O corpo da requisição não é um JSON válido.');
        }
      };
      sendJson(res, 200, await handler(m, url.searchParams, body));
      return;
    }
    if (pathMatched) {
      sendJson(res, 405, { errors: [{ code: 'invalid_action', description: 'Método não permitido.' }] });
    } else {
      sendJson(res, 404, { errors: [{ code: 'not_found', description: 'Recurso não encontrado.' }] });
    }
  }

  /**
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} id
   * @param {URLSearchParams} query @param {string} nonce
   */
  async function handleInvoice(req, res, id, query, nonce) {
    const p = state.payments[id];
    if (!p) {
      sendHtml(
        res,
        404,
        messagePage({ title: 'Cobrança não encontrada', message: 'Confira o link recebido da loja.', nonce }),
        nonce,
      );
      return;
    }
    const extras = api.extras(id);
    const render = async (/** @type {number} */ status, /** @type {any} */ more = {}) =>
      sendHtml(
        res,
        status,
        invoicePage({
          payment: p,
          extras,
          qrBase64: await qrOf(id),
          returnUrl: returnUrlFor(p),
          plan: plans.planOf(p),
          nonce,
          ...more,
        }),
        nonce,
      );

    if (req.method === 'GET') {
      await render(200, { flash: query.get('r') });
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'GET, POST' }).end();
      return;
    }
    const form = new URLSearchParams(await readBody(req));
    const action = form.get('action');
    if (!api.isOpen(p)) {
      sendHtml(
        res,
        409,
        messagePage({
          title: 'Cobrança fechada',
          message: 'Esta cobrança não está mais aberta para pagamento.',
          nonce,
          returnUrl: returnUrlFor(p),
        }),
        nonce,
      );
      return;
    }
    const allowed = {
      pix: p.billingType === 'PIX' || p.billingType === 'UNDEFINED',
      boleto: p.billingType === 'BOLETO' || p.billingType === 'UNDEFINED',
      approve: p.billingType === 'CREDIT_CARD' || p.billingType === 'UNDEFINED',
      decline: p.billingType === 'CREDIT_CARD' || p.billingType === 'UNDEFINED',
    };
    if (
      action === null ||
      !Object.hasOwn(allowed, action) ||
      !allowed[/** @type {keyof typeof allowed} */ (action)]
    ) {
      sendHtml(
        res,
        400,
        messagePage({
          title: 'Ação inválida',
          message: 'Esta forma de pagamento não vale para esta cobrança.',
          nonce,
        }),
        nonce,
      );
      return;
    }
    if (action === 'pix') api.receive(p, 'PIX');
    else if (action === 'boleto') api.receive(p, 'BOLETO');
    else if (action === 'decline') plans.refuseCard(p);
    else {
      // approve: validate like a card form would; only the last 4 digits are kept.
      const number = (form.get('cardNumber') ?? '').replace(/[\s.-]/g, '');
      const holder = (form.get('holderName') ?? '').trim();
      const expiry = form.get('expiry') ?? '';
      const cvv = (form.get('cvv') ?? '').trim();
      const errors = [];
      if (!luhnValid(number)) errors.push('Número do cartão inválido.');
      if (!holder) errors.push('Informe o nome impresso no cartão.');
      if (!expiryValid(expiry)) errors.push('Validade inválida ou vencida (use MM/AA).');
      if (!/^\d{3,4}$/.test(cvv)) errors.push('CVV inválido.');
      if (errors.length > 0) {
        await render(422, { cardForm: { holder, expiry, errors } });
        return;
      }
      plans.approveCard(p, { last4: number.slice(-4), brand: cardBrand(number) });
    }
    res
      .writeHead(303, {
        Location: `/i/${encodeURIComponent(id)}${action === 'decline' ? '?r=recusado' : ''}`,
      })
      .end();
  }

  /**
   * The page at a boleto refund's requestUrl: the form for the bank data, or the refund done.
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} id @param {string} nonce
   */
  async function handleBankSlipRefund(req, res, id, nonce) {
    const request = slipRefunds.requestOf(id);
    if (!request) {
      const message = 'Não há reembolso de boleto pedido para esta cobrança. Confira o link recebido.';
      sendHtml(res, 404, messagePage({ title: 'Reembolso não encontrado', message, nonce }), nonce);
      return;
    }
    if (req.method === 'GET') {
      sendHtml(res, 200, bankSlipRefundPage({ ...request, nonce }), nonce);
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'GET, POST' }).end();
      return;
    }
    if (request.done) {
      const message = 'Os dados já foram recebidos e o reembolso foi concluído.';
      sendHtml(res, 409, messagePage({ title: 'Reembolso já concluído', message, nonce }), nonce);
      return;
    }
    const { values, errors } = validateBankAccount(new URLSearchParams(await readBody(req)));
    if (Object.keys(errors).length > 0) {
      sendHtml(res, 422, bankSlipRefundPage({ ...request, values, errors, nonce }), nonce);
      return;
    }
    slipRefunds.complete(id);
    res.writeHead(303, { Location: `/estorno-boleto/${encodeURIComponent(id)}` }).end();
  }

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
