// The Asaas API v3 behaviour of the sandbox: createSandboxApi composes its resources, each in its
// own module: customers.mjs, payments.mjs (create, list, PIX QR code, boleto line, remove),
// settlement.mjs (received, card, confirm, overdue) and refunds.mjs, on the stored payments of
// payment-access.mjs. Formats live in boleto.mjs / pix.mjs; errors are thrown as SandboxApiError
// (api-common.mjs) and answered as { errors: [{ code, description }] }.
import { OPEN } from './api-common.mjs';
import { createCustomerApi } from './customers.mjs';
import { createPaymentAccess } from './payment-access.mjs';
import { createPaymentApi } from './payments.mjs';
import { createRefunds } from './refunds.mjs';
import { createSettlement } from './settlement.mjs';

export { BILLING_TYPES, netCentavos, page, SandboxApiError } from './api-common.mjs';
export { REFUND_REFUSED } from './refunds.mjs';

/**
 * @param {object} o
 * @param {ReturnType<typeof import('./store.mjs').createStore>} o.store
 * @param {() => string} o.publicUrl
 * @param {(event: string, payment: Record<string, any>) => void} o.emit
 */
export function createSandboxApi(o) {
  const access = createPaymentAccess(o);
  const { view, change, payment, livePayment, extras } = access;
  const settlement = createSettlement(access);
  return {
    view,
    change,
    sweepOverdue: settlement.sweepOverdue,
    payment,
    livePayment,
    extras,
    ...createCustomerApi(access),
    ...createPaymentApi(access),
    ...createRefunds(access),
    receive: settlement.receive,
    approveCard: settlement.approveCard,
    refuseCard: settlement.refuseCard,
    sandboxConfirm: settlement.sandboxConfirm,
    sandboxOverdue: settlement.sandboxOverdue,
    isOpen: (/** @type {Record<string, any>} */ p) => !p.deleted && OPEN.includes(p.status),
  };
}
