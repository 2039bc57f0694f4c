// How the sandbox's API modules reach a stored payment: by id (404 when unknown), alive (not
// removed), its extras, the view the API answers, and `change`, which applies a patch, saves the
// state and emits the webhook event.
import { invalid, SandboxApiError } from './api-common.mjs';

/**
 * @param {object} o
 * @param {ReturnType<typeof import('./store.mjs').createStore>} o.store
 * @param {() => string} o.publicUrl
 * @param {(event: string, payment: Record<string, any>) => void} o.emit
 */
export function createPaymentAccess(o) {
  const { state } = o.store;
  const changed = () => o.store.changed();

  /** The payment as the API answers it: URLs from the current public address. @param {Record<string, any>} p */
  function view(p) {
    const base = o.publicUrl();
    const withSlip = p.billingType === 'BOLETO' || p.billingType === 'UNDEFINED';
    return { ...p, invoiceUrl: `${base}/i/${p.id}`, bankSlipUrl: withSlip ? `${base}/b/${p.id}.pdf` : null };
  }

  /** @param {Record<string, any>} p @param {Record<string, any>} patch @param {string} event */
  function change(p, patch, event) {
    Object.assign(p, patch);
    changed();
    o.emit(event, view(p));
  }

  /** @param {string} id */
  function payment(id) {
    const p = state.payments[id];
    if (!p) throw new SandboxApiError(404, 'not_found', 'Cobrança não encontrada.');
    return p;
  }

  /** @param {string} id */
  function extras(id) {
    return /** @type {import('./store.mjs').PaymentExtras} */ (state.extras[id]);
  }

  /** @param {string} id */
  function livePayment(id) {
    const p = payment(id);
    if (p.deleted) throw invalid('invalid_action', 'Esta cobrança foi removida.');
    return p;
  }

  return { state, changed, view, change, payment, extras, livePayment };
}
