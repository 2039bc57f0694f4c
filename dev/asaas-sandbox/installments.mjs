// Installment plans (parcelamentos) of the sandbox, as Asaas runs them: a create with
// `installmentCount` makes one payment per installment sharing an `installment` id (monthly due
// dates, `installmentNumber`, a PAYMENT_CREATED each); a card plan is approved or refused as a
// whole on the invoice page of any installment; the plan is listed, refunded whole and its pending
// installments removed under /installments/{id}.
import { toCentavos, toReais } from './util.mjs';

/** Asaas's minimum installment (R$ 5,00) and its largest card plan. */
export const MIN_INSTALLMENT_CENTAVOS = 500;
export const MAX_INSTALLMENTS = 21;

/**
 * The value of each payment a create asks for: [value], or a plan's installments. With
 * `totalValue` the first n − 1 take the total over n rounded down and the last one the rest (the
 * total is exact); with `installmentValue` every installment is that value.
 * @param {Record<string, any>} b the create's body
 * @param {string} _billingType
 * @param {(code: string, description: string) => Error} invalid
 * @returns {number[]}
 */
export function installmentAmounts(b, _billingType, invalid) {
  if (b.installmentCount === undefined || b.installmentCount === null) {
    const c = toCentavos(b.value);
    if (c === null || c <= 0) {
      throw invalid(
        'invalid_value',
        'O valor da cobrança deve ser um número positivo com no máximo duas casas decimais.',
      );
    }
    return [c];
  }
  const n = b.installmentCount;
  if (!Number.isInteger(n) || n < 2 || n > MAX_INSTALLMENTS) {
    throw invalid(
      'invalid_installmentCount',
      `O número de parcelas deve estar entre 2 e ${MAX_INSTALLMENTS}.`,
    );
  }
  const each = b.installmentValue === undefined ? null : toCentavos(b.installmentValue);
  const total = b.totalValue === undefined ? null : toCentavos(b.totalValue);
  if ((each === null) === (total === null) || b.value !== undefined) {
    throw invalid(
      'invalid_value',
      'Em uma cobrança parcelada informe installmentValue ou totalValue (com no máximo duas casas decimais), não value.',
    );
  }
  const values =
    each !== null
      ? Array.from({ length: n }, () => each)
      : Array.from({ length: n }, (_, k) => {
          const base = Math.floor(/** @type {number} */ (total) / n);
          return k === n - 1 ? /** @type {number} */ (total) - base * (n - 1) : base;
        });
  if (values.some((v) => v < MIN_INSTALLMENT_CENTAVOS)) {
    throw invalid('invalid_installmentValue', 'O valor de cada parcela deve ser de pelo menos R$ 5,00.');
  }
  return values;
}

/**
 * @param {object} o
 * @param {import('./store.mjs').SandboxState} o.state
 * @param {ReturnType<typeof import('./api.mjs').createSandboxApi>} o.api
 * @param {typeof import('./api.mjs').page} o.page
 * @param {(status: number, code: string, description: string) => Error} o.error
 */
export function createInstallmentApi(o) {
  const { state, api } = o;

  /** The plan's payments in installment order (deleted ones too). @param {string} id */
  function paymentsOf(id) {
    return Object.values(state.payments)
      .filter((p) => p.installment === id)
      .sort((a, b) => a.installmentNumber - b.installmentNumber);
  }

  /** @param {string} id */
  function plan(id) {
    const payments = paymentsOf(id);
    if (payments.length === 0) throw o.error(404, 'not_found', 'Parcelamento não encontrado.');
    return payments;
  }

  /** A plan whose payments were all removed is deleted with them, as on Asaas. @param {string} id */
  function livePlan(id) {
    const payments = plan(id);
    if (payments.every((p) => p.deleted)) throw o.error(404, 'not_found', 'Parcelamento não encontrado.');
    return payments;
  }

  /** The plan a payment belongs to, for the invoice page, or null. @param {Record<string, any>} p */
  function planOf(p) {
    if (!p.installment) return null;
    const payments = paymentsOf(p.installment);
    const values = payments.map((x) => api.extras(x.id).valueCentavos);
    return { count: payments.length, values, total: values.reduce((a, b) => a + b, 0) };
  }

  /** The installment object the refund answers. @param {string} id */
  function view(id) {
    const payments = plan(id);
    const first = /** @type {Record<string, any>} */ (payments[0]);
    const values = payments.map((p) => api.extras(p.id).valueCentavos);
    return {
      object: 'installment',
      id,
      value: toReais(values[0] ?? 0),
      installmentCount: payments.length,
      billingType: first.billingType,
      customer: first.customer,
      description: first.description,
      deleted: payments.every((p) => p.deleted),
    };
  }

  /** GET /installments/{id}/payments @param {string} id @param {URLSearchParams} q */
  function listPayments(id, q) {
    return o.page(
      livePlan(id)
        .filter((p) => !p.deleted)
        .map((p) => api.view(p)),
      q,
    );
  }

  /**
   * POST /installments/{id}/refund: every confirmed or received installment, a PAYMENT_REFUNDED
   * each; refused whole (nothing changes) while the sandbox refuses refunds.
   * @param {string} id
   */
  function refund(id) {
    const paid = plan(id).filter((p) => !p.deleted && ['CONFIRMED', 'RECEIVED'].includes(p.status));
    if (paid.length === 0) {
      throw o.error(400, 'invalid_action', 'Só é possível estornar parcelamentos recebidos ou confirmados.');
    }
    // Checked for the whole plan first, so that a refusal leaves every installment as it was.
    if (paid.some((p) => p.billingType === 'BOLETO')) {
      throw o.error(
        400,
        'invalid_action',
        'Boletos são estornados pelo endpoint /payments/{id}/bankSlip/refund.',
      );
    }
    api.assertRefundAllowed();
    for (const p of paid) api.refundPayment(p.id, {});
    return view(id);
  }

  /** DELETE /installments/{id}/payments: removes every pending or overdue installment. @param {string} id */
  function cancelPending(id) {
    const open = livePlan(id).filter((p) => api.isOpen(p));
    for (const p of open) api.deletePayment(p.id);
    return { installment: id, deletedPayments: open.map((p) => p.id) };
  }

  /**
   * A card plan is approved or refused whole: the issuer takes the total at once and Asaas
   * confirms every installment together (a PAYMENT_CONFIRMED each).
   * @param {Record<string, any>} p @param {(one: Record<string, any>) => void} act
   */
  function wholePlan(p, act) {
    const targets = p.installment ? paymentsOf(p.installment).filter((x) => api.isOpen(x)) : [p];
    for (const one of targets) act(one);
  }

  return {
    planOf,
    listPayments,
    refund,
    cancelPending,
    /** @param {Record<string, any>} p @param {{ last4: string, brand: string }} card */
    approveCard: (p, card) => wholePlan(p, (one) => api.approveCard(one, card)),
    /** @param {Record<string, any>} p */
    refuseCard: (p) => wholePlan(p, (one) => api.refuseCard(one)),
    /** The sandbox's confirm: a card installment confirms its whole plan. @param {string} id */
    sandboxConfirm: (id) => {
      const p = api.payment(id);
      if (p.installment && p.billingType === 'CREDIT_CARD' && api.isOpen(p)) {
        wholePlan(p, (one) => api.sandboxConfirm(one.id));
        return api.view(p);
      }
      return api.sandboxConfirm(id);
    },
  };
}
