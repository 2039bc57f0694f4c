// The sandbox's /v3 API: the route table (Asaas's endpoints, then our test controls) and its
// dispatch, behind the access_token check.
import { SandboxApiError } from './api.mjs';
import { readBody, safeEqual, sendJson } from './http.mjs';

/**
 * @param {{ api: any, apiKey: string, dispatcher: any, plans: any, qrOf: (id: string) => Promise<string | null>,
 *   slipRefunds: any, state: any, webhook: { url: string | null } }} ctx
 */
export function createApiHandler(ctx) {
  const { api, apiKey, dispatcher, plans, qrOf, slipRefunds, state, webhook } = ctx;
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

  return handleApi;
}
