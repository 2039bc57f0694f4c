// "Estornar boleto" as Asaas runs it: a boleto has no card or PIX key to send the money back to,
// so POST /payments/{id}/bankSlip/refund answers a `requestUrl`, a page where the customer who
// paid gives a bank account; the payment stays REFUND_REQUESTED until then. Asaas then goes
// through REFUND_IN_PROGRESS (documents checked, transfer made) to REFUNDED; the sandbox's page
// (refund-page.mjs) completes the refund as soon as valid data arrive: REFUNDED + PAYMENT_REFUNDED.
import { SandboxApiError } from './api.mjs';
import { isValidCpfCnpj, spDateTime } from './util.mjs';

/** @param {string} description */
const invalidAction = (description) => new SandboxApiError(400, 'invalid_action', description);

/** Asaas's names for the two account types. */
export const ACCOUNT_TYPES = /** @type {const} */ ({
  CONTA_CORRENTE: 'Conta corrente',
  CONTA_POUPANCA: 'Conta poupança',
});

/**
 * @typedef {{ bank: string, agency: string, account: string, accountType: string, cpf: string }} BankAccountForm
 * @typedef {Partial<Record<keyof BankAccountForm, string>>} BankAccountErrors
 */

/**
 * The refund page's form, checked field by field (messages in pt-BR, one per field).
 * @param {URLSearchParams} form
 * @returns {{ values: BankAccountForm, errors: BankAccountErrors }}
 */
export function validateBankAccount(form) {
  const get = (/** @type {string} */ name) => (form.get(name) ?? '').trim();
  const values = {
    bank: get('bank'),
    agency: get('agency'),
    account: get('account'),
    accountType: get('accountType'),
    cpf: get('cpf'),
  };
  /** @type {BankAccountErrors} */
  const errors = {};
  if (!/^\d{3}$/.test(values.bank)) {
    errors.bank = 'Informe o código do banco com 3 dígitos (ex.: 001).';
  }
  if (!/^\d{4}(-?[\dXx])?$/.test(values.agency.replace(/\s/g, ''))) {
    errors.agency = 'Informe a agência com 4 dígitos e, se houver, o dígito (ex.: 1234 ou 1234-5).';
  }
  if (!/^\d{1,12}-?[\dXx]$/.test(values.account.replace(/[\s.]/g, ''))) {
    errors.account = 'Informe o número da conta com o dígito (ex.: 12345-6).';
  }
  if (!Object.hasOwn(ACCOUNT_TYPES, values.accountType)) {
    errors.accountType = 'Escolha o tipo de conta: corrente ou poupança.';
  }
  const cpf = values.cpf.replace(/[.\s-]/g, '');
  if (!cpf) {
    errors.cpf = 'Informe o CPF do titular da conta.';
  } else if (!/^\d{11}$/.test(cpf) || !isValidCpfCnpj(cpf)) {
    errors.cpf = 'CPF do titular inválido: confira os números digitados.';
  }
  return { values, errors };
}

/**
 * @param {object} o
 * @param {import('./store.mjs').SandboxState} o.state
 * @param {ReturnType<typeof import('./api.mjs').createSandboxApi>} o.api
 * @param {() => string} o.publicUrl
 */
export function createBankSlipRefunds(o) {
  const { state, api } = o;

  /** POST /v3/payments/{id}/bankSlip/refund; again while requested: the same URL. @param {string} id */
  function request(id) {
    const p = api.livePayment(id);
    if (p.billingType !== 'BOLETO') {
      throw invalidAction('Só boletos são estornados por este endpoint: use /payments/{id}/refund.');
    }
    const ex = api.extras(id);
    const again = p.status === 'REFUND_REQUESTED' && Boolean(ex.bankSlipRefund);
    if (!again && p.status === 'REFUNDED') throw invalidAction('Este boleto já foi estornado.');
    if (!again && p.status !== 'RECEIVED') {
      throw invalidAction('Só é possível estornar boletos pagos.');
    }
    api.assertRefundAllowed();
    if (!again) {
      ex.bankSlipRefund = { requestedAt: spDateTime(), completedAt: null };
      api.change(p, { status: 'REFUND_REQUESTED' }, 'PAYMENT_UPDATED');
    }
    return { requestUrl: `${o.publicUrl()}/estorno-boleto/${p.id}` };
  }

  /**
   * What the page at the requestUrl shows: the payment, its value and payer, and whether the
   * bank data already came; null when no refund was requested for it.
   * @param {string} id
   */
  function requestOf(id) {
    const p = Object.hasOwn(state.payments, id) ? state.payments[id] : undefined;
    const ex = p ? api.extras(id) : undefined;
    if (!p || !ex?.bankSlipRefund) return null;
    return {
      payment: p,
      valueCentavos: ex.valueCentavos,
      customerName: String(state.customers[p.customer]?.name ?? p.customer),
      done: p.status === 'REFUNDED',
    };
  }

  /** The customer's bank data arrived (validated by the page): the whole value goes back. @param {string} id */
  function complete(id) {
    const p = /** @type {Record<string, any>} */ (state.payments[id]);
    const ex = api.extras(id);
    if (p.status !== 'REFUND_REQUESTED' || !ex.bankSlipRefund) {
      throw invalidAction('Não há estorno de boleto aguardando os dados bancários.');
    }
    ex.bankSlipRefund.completedAt = spDateTime();
    api.settleRefund(p, ex.valueCentavos - ex.refundedCentavos, null);
  }

  return { request, requestOf, complete };
}
