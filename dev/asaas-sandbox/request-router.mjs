// Routes a request to the sandbox: the /v3 API (api-routes.mjs), /health, the invoice and boleto
// refund pages (page-routes.mjs), a boleto's PDF and the index of recent payments; an API error
// answers its { errors } JSON, anything else a 500.
import { randomBytes } from 'node:crypto';
import { SandboxApiError } from './api.mjs';
import { createApiHandler } from './api-routes.mjs';
import { boletoPdf } from './boleto.mjs';
import { sendHtml, sendJson } from './http.mjs';
import { createBankSlipRefundHandler, createInvoiceHandler } from './page-routes.mjs';
import { indexPage, messagePage } from './pages.mjs';

/** @typedef {ReturnType<typeof import('./sandbox-services.mjs').createSandboxServices>} SandboxServices */

/** @param {http.ServerResponse} res @param {string} title @param {string} message @param {string} nonce */
function sendNotFoundPage(res, title, message, nonce) {
  sendHtml(res, 404, messagePage({ title, message, nonce }), nonce);
}

/**
 * GET /b/{id}.pdf: the boleto of a payment that has one.
 * @param {SandboxServices} s @param {http.ServerResponse} res @param {string} id @param {string} nonce
 */
async function sendBoletoPdf({ api, state }, res, id, nonce) {
  const p = state.payments[id];
  const extras = p ? api.extras(p.id) : null;
  if (!p || !extras?.boleto) {
    sendNotFoundPage(res, 'Boleto não encontrado', 'Confira o link recebido da loja.', nonce);
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
}

/**
 * GET /: the latest 50 payments and the webhook queue.
 * @param {SandboxServices} s @param {http.ServerResponse} res @param {string} nonce
 */
function sendIndex({ api, state, webhook }, res, nonce) {
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
}

/**
 * @param {{ services: SandboxServices, apiKey: string, log: (msg: string) => void }} o
 * @returns {(req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>}
 */
export function createRequestHandler({ services, apiKey, log }) {
  const { api, dispatcher, plans, qrOf, slipRefunds, state, webhook, returnUrlFor } = services;
  const handleApi = createApiHandler({ api, apiKey, dispatcher, plans, qrOf, slipRefunds, state, webhook });
  const handleInvoice = createInvoiceHandler({ api, plans, state, qrOf, returnUrlFor });
  const handleBankSlipRefund = createBankSlipRefundHandler({ slipRefunds });

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {URL} url @param {string} nonce */
  async function route(req, res, url, nonce) {
    if (url.pathname.startsWith('/v3/')) return await handleApi(req, res, url);
    if (req.method === 'GET' && url.pathname === '/health') return sendJson(res, 200, { ok: true });
    const invoice = /^\/i\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
    if (invoice) return await handleInvoice(req, res, String(invoice[1]), url.searchParams, nonce);
    const refund = /^\/estorno-boleto\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
    if (refund) return await handleBankSlipRefund(req, res, String(refund[1]), nonce);
    const slip = /^\/b\/([A-Za-z0-9_-]+)\.pdf$/.exec(url.pathname);
    if (slip && req.method === 'GET') return await sendBoletoPdf(services, res, String(slip[1]), nonce);
    if (req.method === 'GET' && url.pathname === '/') return sendIndex(services, res, nonce);
    sendNotFoundPage(res, 'Página não encontrada', 'Nada aqui.', nonce);
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {URL} url @param {unknown} error */
  function sendError(req, res, url, error) {
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

  return async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    const nonce = randomBytes(12).toString('base64');
    try {
      api.sweepOverdue();
      await route(req, res, url, nonce);
    } catch (error) {
      sendError(req, res, url, error);
    }
  };
}
