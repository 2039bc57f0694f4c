// Refunds in the sandbox: POST /v3/payments/{id}/refund (card and PIX, whole or partial), the
// record of a refund that went through, and the test control that makes every refund fail with
// Asaas's "saldo insuficiente". Boletos are refunded through bank-slip-refund.mjs.
import { invalid, isObject, PAID } from './api-common.mjs';
import { formatBRL, spDate, toCentavos, toReais } from './util.mjs';

/** What Asaas answers a refund its balance does not cover (it keeps its fees). */
export const REFUND_REFUSED = 'Saldo insuficiente para realizar o estorno.';

/** @param {ReturnType<typeof import('./payment-access.mjs').createPaymentAccess>} access */
export function createRefunds(access) {
  const { change, extras, livePayment, view } = access;
  /**
   * Test controls kept in memory only (not in the state file: a restart turns them off).
   * `refundsRefused`: every refund answers 400 "Saldo insuficiente" (POST /v3/sandbox/refunds/refuse).
   */
  const controls = { refundsRefused: false };

  /**
   * Throws Asaas's "saldo insuficiente" while the sandbox is told to refuse refunds; called after
   * a refund's own checks, before anything changes.
   */
  function assertRefundAllowed() {
    if (controls.refundsRefused) throw invalid('invalid_action', REFUND_REFUSED);
  }

  /** POST /v3/sandbox/refunds/refuse `{ enabled: boolean }`. @param {unknown} body */
  function setRefundsRefused(body) {
    const enabled = isObject(body) ? /** @type {Record<string, unknown>} */ (body).enabled : undefined;
    if (typeof enabled !== 'boolean') {
      throw invalid('invalid_object', 'Informe { "enabled": true } ou { "enabled": false }.');
    }
    controls.refundsRefused = enabled;
    return { enabled };
  }

  /**
   * Records a refund of `c` centavos that went through: the refunds entry, then REFUNDED +
   * PAYMENT_REFUNDED once the whole value is back, else PAYMENT_PARTIALLY_REFUNDED.
   * @param {Record<string, any>} p @param {number} c @param {string | null} description
   */
  function settleRefund(p, c, description) {
    const ex = extras(p.id);
    ex.refundedCentavos += c;
    const refunds = [
      ...(p.refunds ?? []),
      { dateCreated: spDate(), status: 'DONE', value: toReais(c), description },
    ];
    if (ex.refundedCentavos === ex.valueCentavos) {
      change(p, { status: 'REFUNDED', refunds }, 'PAYMENT_REFUNDED');
    } else {
      change(p, { refunds }, 'PAYMENT_PARTIALLY_REFUNDED');
    }
  }

  /** @param {string} id @param {unknown} body */
  function refundPayment(id, body) {
    const p = livePayment(id);
    if (p.billingType === 'BOLETO') {
      throw invalid('invalid_action', 'Boletos são estornados pelo endpoint /payments/{id}/bankSlip/refund.');
    }
    if (!PAID.includes(p.status)) {
      throw invalid('invalid_action', 'Só é possível estornar cobranças recebidas ou confirmadas.');
    }
    const b = isObject(body) ? /** @type {Record<string, unknown>} */ (body) : {};
    const ex = extras(id);
    const remaining = ex.valueCentavos - ex.refundedCentavos;
    const c = b.value === undefined || b.value === null ? remaining : toCentavos(b.value);
    if (c === null || c <= 0 || c > remaining) {
      throw invalid(
        'invalid_value',
        `O valor do estorno deve ser maior que zero e no máximo ${formatBRL(remaining)}.`,
      );
    }
    assertRefundAllowed();
    settleRefund(p, c, typeof b.description === 'string' ? b.description : null);
    return view(p);
  }

  return {
    refundPayment,
    assertRefundAllowed,
    setRefundsRefused,
    refundsRefused: () => controls.refundsRefused,
    settleRefund,
  };
}
