// The sandbox's parts, wired once per server: the state store, the webhook dispatcher, the API
// (payments, installment plans, boleto refunds), the PIX QR images and the 'Voltar à loja' URL.
import { createSandboxApi, page, SandboxApiError } from './api.mjs';
import { createBankSlipRefunds } from './bank-slip-refund.mjs';
import { createInstallmentApi } from './installments.mjs';
import { qrPngBase64 } from './pix.mjs';
import { createStore } from './store.mjs';
import { createWebhookDispatcher } from './webhooks.mjs';

/**
 * @param {import('./server.mjs').SandboxOptions} options
 * @param {(msg: string) => void} log
 * @param {() => string} publicUrl base of invoiceUrl / bankSlipUrl (known once the server listens)
 */
export function createSandboxServices(options, log, publicUrl) {
  const webhook = { url: options.webhookUrl ?? null, token: options.webhookToken ?? null };
  const store = createStore({ stateFile: options.stateFile ?? null, log });
  const { state } = store;
  const dispatcher = createWebhookDispatcher({
    store,
    target: () => webhook,
    retry: options.webhookRetry,
    log,
  });
  const api = createSandboxApi({ store, publicUrl, emit: dispatcher.emit });
  const plans = createInstallmentApi({
    state,
    api,
    page,
    error: (status, code, description) => new SandboxApiError(status, code, description),
  });
  const slipRefunds = createBankSlipRefunds({ state, api, publicUrl });
  const qrOf = createQrCache(api);

  /** @param {Record<string, any>} p */
  function returnUrlFor(p) {
    const fromPayment = api.extras(p.id)?.successUrl;
    if (fromPayment) return fromPayment;
    if (!options.returnUrl) return null;
    return options.returnUrl
      .replaceAll('{externalReference}', encodeURIComponent(p.externalReference ?? ''))
      .replaceAll('{id}', encodeURIComponent(p.id));
  }

  return { store, state, webhook, dispatcher, api, plans, slipRefunds, qrOf, returnUrlFor };
}

/**
 * A payment's PIX QR code as a base64 PNG (null without PIX), rendered once.
 * @param {ReturnType<typeof createSandboxApi>} api
 */
function createQrCache(api) {
  /** @type {Map<string, string>} rendered QR PNGs by payment id */
  const qrCache = new Map();

  /** @param {string} id */
  return async function qrOf(id) {
    const pix = api.extras(id)?.pix;
    if (!pix) return null;
    let png = qrCache.get(id);
    if (!png) {
      png = await qrPngBase64(pix.payload);
      qrCache.set(id, png);
    }
    return png;
  };
}
