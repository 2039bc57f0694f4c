// The sandbox's /v3/payments: create (one payment, or one per installment of a plan), list,
// read, remove, and a payment's PIX QR code and boleto line. Status changes are in
// settlement.mjs and refunds.mjs.
import { randomUUID } from 'node:crypto';
import {
  BILLING_TYPES,
  invalid,
  isObject,
  netCentavos,
  OPEN,
  optionalString,
  page,
  SandboxApiError,
} from './api-common.mjs';
import { makeBoleto } from './boleto.mjs';
import { installmentAmounts } from './installments.mjs';
import { pixPayload } from './pix.mjs';
import { addMonths, isYmd, newPaymentId, spDate, toReais } from './util.mjs';

/** @typedef {ReturnType<typeof import('./payment-access.mjs').createPaymentAccess>} PaymentAccess */

/** @param {Record<string, any>} b */
function billingType(b) {
  if (!BILLING_TYPES.includes(b.billingType)) {
    throw invalid(
      'invalid_billingType',
      'Forma de pagamento inválida. Use PIX, BOLETO, CREDIT_CARD ou UNDEFINED.',
    );
  }
  return /** @type {string} */ (b.billingType);
}

/**
 * A create body checked as Asaas does, in its order: the customer, the value (or the plan's
 * values), the due date, the texts and the return URL.
 * @param {import('./store.mjs').SandboxState} state @param {unknown} body
 */
function checkPaymentBody(state, body) {
  if (!isObject(body)) throw invalid('invalid_object', 'O corpo da requisição deve ser um objeto JSON.');
  const b = /** @type {Record<string, any>} */ (body);
  if (b.creditCard !== undefined || b.creditCardToken !== undefined) {
    throw invalid(
      'invalid_creditCard',
      'Este sandbox não recebe dados de cartão pela API: o comprador paga na página da fatura (invoiceUrl).',
    );
  }
  if (typeof b.customer !== 'string' || !b.customer)
    throw invalid('invalid_customer', 'O campo customer deve ser informado.');
  const customer = state.customers[b.customer];
  if (!customer || customer.deleted) throw invalid('invalid_customer', 'Cliente inexistente.');
  // One value, or an installment plan's values (installments.mjs): one payment each.
  const values = installmentAmounts(b, billingType(b), invalid);
  if (!isYmd(b.dueDate))
    throw invalid('invalid_dueDate', 'Data de vencimento inválida. Use o formato AAAA-MM-DD.');
  if (b.dueDate < spDate())
    throw invalid('invalid_dueDate', 'A data de vencimento não pode ser anterior à data atual.');
  if (!optionalString(b.description, 500)) {
    throw invalid('invalid_description', 'A descrição deve ter no máximo 500 caracteres.');
  }
  if (!optionalString(b.externalReference, 100)) {
    throw invalid('invalid_externalReference', 'A referência externa deve ter no máximo 100 caracteres.');
  }
  return { b, customer, values, successUrl: successUrlOf(b) };
}

/** `callback.successUrl`, when given: an http(s) URL. @param {Record<string, any>} b */
function successUrlOf(b) {
  if (b.callback === undefined) return null;
  const url = isObject(b.callback) ? b.callback.successUrl : undefined;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url) || !URL.canParse(url)) {
    throw invalid('invalid_callback', 'A URL de retorno (callback.successUrl) é inválida.');
  }
  return url;
}

/** The PIX charge of a payment: its key, copy-and-paste payload and expiry. */
function pixCharge(/** @type {string} */ id, /** @type {string} */ pixKey, /** @type {number} */ c, dueDate) {
  return {
    key: pixKey,
    payload: pixPayload({
      key: pixKey,
      valueCentavos: c,
      merchantName: 'GN Ingressos Sandbox',
      merchantCity: 'Sao Paulo',
      txid: id.replace('pay_', 'GN'),
    }),
    expirationDate: `${dueDate} 23:59:59`,
  };
}

/**
 * A new payment's record, PENDING, as Asaas answers it.
 * @param {import('./store.mjs').SandboxState} state @param {Record<string, any>} b
 * @param {Record<string, any>} customer
 * @param {{ id: string, c: number, billing: string, nossoNumero: string | null, dueDate: string,
 *   installment: string | null, installmentNumber: number | null }} o
 */
function paymentRecord(state, b, customer, o) {
  const { id, c, billing } = o;
  return {
    object: 'payment',
    id,
    dateCreated: spDate(),
    customer: customer.id,
    paymentLink: null,
    value: toReais(c),
    netValue: toReais(netCentavos(c, billing)),
    originalValue: null,
    interestValue: null,
    description: typeof b.description === 'string' ? b.description : null,
    billingType: billing,
    status: 'PENDING',
    pixTransaction: null,
    dueDate: o.dueDate,
    originalDueDate: o.dueDate,
    paymentDate: null,
    clientPaymentDate: null,
    confirmedDate: null,
    creditDate: null,
    estimatedCreditDate: null,
    installment: o.installment,
    installmentNumber: o.installmentNumber,
    invoiceNumber: String(state.nextInvoice++).padStart(8, '0'),
    externalReference: typeof b.externalReference === 'string' ? b.externalReference : null,
    nossoNumero: o.nossoNumero,
    deleted: false,
    anticipated: false,
    anticipable: false,
    postalService: false,
    creditCard: null,
    refunds: null,
  };
}

/** @param {PaymentAccess} access */
export function createPaymentApi(access) {
  const { state, view, change, payment, extras } = access;

  /**
   * One payment of a create (a plan makes one per installment, each with its own webhooks).
   * @param {Record<string, any>} b @param {Record<string, any>} customer @param {number} c
   * @param {{ dueDate: string, successUrl: string | null, installment: string | null, installmentNumber: number | null }} o
   */
  function newPayment(b, customer, c, o) {
    const id = newPaymentId();
    const billing = /** @type {string} */ (b.billingType);
    const withPix = billing !== 'CREDIT_CARD';
    const withBoleto = billing === 'BOLETO' || billing === 'UNDEFINED';
    const boleto = withBoleto ? makeBoleto({ valueCentavos: c, dueDate: o.dueDate }) : null;
    const pixKey = randomUUID();
    state.extras[id] = {
      valueCentavos: c,
      refundedCentavos: 0,
      pix: withPix ? pixCharge(id, pixKey, c, o.dueDate) : null,
      boleto,
      successUrl: o.successUrl,
    };
    const nossoNumero = boleto?.nossoNumero ?? null;
    const p = paymentRecord(state, b, customer, { ...o, id, c, billing, nossoNumero });
    state.payments[id] = p;
    change(p, {}, 'PAYMENT_CREATED');
    return p;
  }

  /** @param {unknown} body */
  function createPayment(body) {
    const { b, customer, values, successUrl } = checkPaymentBody(state, body);
    const installment = values.length > 1 ? randomUUID() : null;
    const created = values.map((c, k) =>
      newPayment(b, customer, c, {
        dueDate: k === 0 ? b.dueDate : addMonths(b.dueDate, k),
        successUrl,
        installment,
        installmentNumber: installment ? k + 1 : null,
      }),
    );
    return view(/** @type {Record<string, any>} */ (created[0]));
  }

  /** @param {URLSearchParams} q */
  function listPayments(q) {
    const ref = q.get('externalReference');
    const customer = q.get('customer');
    const status = q.get('status');
    const billing = q.get('billingType');
    const items = Object.values(state.payments)
      .filter((p) => !p.deleted)
      .filter((p) => (ref !== null ? p.externalReference === ref : true))
      .filter((p) => (customer !== null ? p.customer === customer : true))
      .filter((p) => (status !== null ? p.status === status : true))
      .filter((p) => (billing !== null ? p.billingType === billing : true))
      .reverse()
      .map(view);
    return page(items, q);
  }

  /** @param {string} id */
  function pixQrCodeOf(id) {
    const p = payment(id);
    const pix = extras(id).pix;
    if (!pix) throw invalid('invalid_billingType', 'Esta cobrança não aceita PIX.');
    return { p, pix };
  }

  /** @param {string} id */
  function identificationField(id) {
    const p = payment(id);
    const boleto = extras(id).boleto;
    if (!boleto) throw invalid('invalid_billingType', 'Esta cobrança não é um boleto.');
    return {
      identificationField: boleto.identificationField,
      nossoNumero: boleto.nossoNumero,
      barCode: boleto.barCode,
      id: p.id,
    };
  }

  /** @param {string} id */
  function deletePayment(id) {
    const p = payment(id);
    if (p.deleted) throw new SandboxApiError(404, 'not_found', 'Cobrança não encontrada.');
    if (!OPEN.includes(p.status)) {
      throw invalid('invalid_action', 'Só é possível remover cobranças aguardando pagamento ou vencidas.');
    }
    change(p, { deleted: true }, 'PAYMENT_DELETED');
    return { deleted: true, id };
  }

  return {
    createPayment,
    listPayments,
    getPayment: (/** @type {string} */ id) => view(payment(id)),
    pixQrCodeOf,
    identificationField,
    deletePayment,
  };
}
