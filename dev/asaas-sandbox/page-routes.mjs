// The sandbox's HTML routes: the hosted invoice page (pay by PIX or boleto, approve or refuse a
// card typed as on a real form) and the page at a boleto refund's requestUrl (the bank data).
import { validateBankAccount } from './bank-slip-refund.mjs';
import { readBody, sendHtml } from './http.mjs';
import { invoicePage, messagePage } from './pages.mjs';
import { bankSlipRefundPage } from './refund-page.mjs';
import { cardBrand, luhnValid } from './util.mjs';

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
 * @param {{ api: any, plans: any, state: any, qrOf: (id: string) => Promise<string | null>,
 *   returnUrlFor: (p: Record<string, any>) => string | null }} ctx
 */
export function createInvoiceHandler(ctx) {
  const { api, plans, state, qrOf, returnUrlFor } = ctx;
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

  return handleInvoice;
}

/** @param {{ slipRefunds: any }} ctx */
export function createBankSlipRefundHandler(ctx) {
  const { slipRefunds } = ctx;
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

  return handleBankSlipRefund;
}
