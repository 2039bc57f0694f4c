// The Asaas API v3 behaviour of the sandbox: customers, payments, statuses and their events.
// Over 300 lines on purpose: one file per protocol surface, as the real API is documented (the
// status machine of a payment reads best in one place); formats live in boleto.mjs / pix.mjs.
// Errors are thrown as SandboxApiError and answered as { errors: [{ code, description }] }.
import { randomUUID } from 'node:crypto';
import { makeBoleto } from './boleto.mjs';
import { installmentAmounts } from './installments.mjs';
import { pixPayload } from './pix.mjs';
import {
  addDays,
  addMonths,
  isValidCpfCnpj,
  isYmd,
  newPaymentId,
  spDate,
  toCentavos,
  toReais,
  formatBRL,
} from './util.mjs';

export class SandboxApiError extends Error {
  /** @param {number} status @param {string} code @param {string} description */
  constructor(status, code, description) {
    super(description);
    this.status = status;
    this.code = code;
    this.description = description;
  }
}

/** @param {string} code @param {string} description */
const invalid = (code, description) => new SandboxApiError(400, code, description);

export const BILLING_TYPES = ['PIX', 'BOLETO', 'CREDIT_CARD', 'UNDEFINED'];
const OPEN = ['PENDING', 'OVERDUE'];
const PAID = ['RECEIVED', 'CONFIRMED', 'RECEIVED_IN_CASH'];
/** What Asaas answers a refund its balance does not cover (it keeps its fees). */
export const REFUND_REFUSED = 'Saldo insuficiente para realizar o estorno.';

/** Fake fees: 1.99 % for card, R$ 0,99 for PIX and boleto. @param {number} c @param {string} billingType */
export function netCentavos(c, billingType) {
  const fee = billingType === 'CREDIT_CARD' ? Math.round((c * 199) / 10_000) : 99;
  return Math.max(0, c - fee);
}

/** @param {unknown} v */
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** @param {unknown} v @param {number} max */
const optionalString = (v, max) =>
  v === undefined || v === null || (typeof v === 'string' && v.length <= max);

/**
 * @template T
 * @param {T[]} items newest first
 * @param {URLSearchParams} query
 */
export function page(items, query) {
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 10);
  if (!Number.isInteger(offset) || offset < 0)
    throw invalid('invalid_offset', 'O parâmetro offset é inválido.');
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw invalid('invalid_limit', 'O parâmetro limit deve estar entre 1 e 100.');
  }
  const data = items.slice(offset, offset + limit);
  return {
    object: 'list',
    hasMore: offset + data.length < items.length,
    totalCount: items.length,
    limit,
    offset,
    data,
  };
}

/**
 * @param {object} o
 * @param {ReturnType<typeof import('./store.mjs').createStore>} o.store
 * @param {() => string} o.publicUrl
 * @param {(event: string, payment: Record<string, any>) => void} o.emit
 */
export function createSandboxApi(o) {
  const { state } = o.store;
  const changed = () => o.store.changed();
  /**
   * Test controls kept in memory only (not in the state file: a restart turns them off).
   * `refundsRefused`: every refund answers 400 "Saldo insuficiente" (POST /v3/sandbox/refunds/refuse).
   */
  const controls = { refundsRefused: false };

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

  // ---- customers ----

  /**
   * The customer fields of a create or update body, validated as Asaas does.
   * @param {unknown} body
   */
  function customerFields(body) {
    if (!isObject(body)) throw invalid('invalid_object', 'O corpo da requisição deve ser um objeto JSON.');
    const b = /** @type {Record<string, unknown>} */ (body);
    const name = typeof b.name === 'string' ? b.name.trim() : '';
    if (!name) throw invalid('invalid_name', 'O campo nome deve ser informado.');
    if (name.length > 255) throw invalid('invalid_name', 'O nome deve ter no máximo 255 caracteres.');
    const cpfCnpj = typeof b.cpfCnpj === 'string' ? b.cpfCnpj.replace(/\D/g, '') : '';
    if (!cpfCnpj) throw invalid('invalid_cpfCnpj', 'O campo CPF/CNPJ deve ser informado.');
    if (!isValidCpfCnpj(cpfCnpj)) throw invalid('invalid_cpfCnpj', 'O CPF/CNPJ informado é inválido.');
    if (
      !optionalString(b.email, 255) ||
      (typeof b.email === 'string' && b.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(b.email))
    ) {
      throw invalid('invalid_email', 'O email informado é inválido.');
    }
    const mobilePhone = typeof b.mobilePhone === 'string' ? b.mobilePhone.replace(/\D/g, '') : null;
    if (mobilePhone !== null && mobilePhone !== '' && !/^\d{10,11}$/.test(mobilePhone)) {
      throw invalid('invalid_mobilePhone', 'O celular informado é inválido.');
    }
    if (!optionalString(b.externalReference, 100)) {
      throw invalid('invalid_externalReference', 'A referência externa deve ter no máximo 100 caracteres.');
    }
    return {
      name,
      email: typeof b.email === 'string' && b.email ? b.email : null,
      mobilePhone: mobilePhone || null,
      cpfCnpj,
      personType: cpfCnpj.length === 11 ? 'FISICA' : 'JURIDICA',
      externalReference: typeof b.externalReference === 'string' ? b.externalReference : null,
    };
  }

  /** @param {unknown} body */
  function createCustomer(body) {
    const fields = customerFields(body);
    const id = `cus_${String(state.nextCustomer++).padStart(12, '0')}`;
    const customer = {
      object: 'customer',
      id,
      dateCreated: spDate(),
      phone: null,
      deleted: false,
      notificationDisabled: false,
      ...fields,
    };
    state.customers[id] = customer;
    changed();
    return customer;
  }

  /**
   * POST /v3/customers/{id}: the given fields replace the stored ones (a field left out of the
   * body keeps its value, as on Asaas).
   * @param {string} id
   * @param {unknown} body
   */
  function updateCustomer(id, body) {
    const current = getCustomer(id);
    const fields = customerFields({ ...current, ...(isObject(body) ? body : {}) });
    state.customers[id] = { ...current, ...fields };
    changed();
    return state.customers[id];
  }

  /** @param {URLSearchParams} q */
  function listCustomers(q) {
    const cpf = q.get('cpfCnpj')?.replace(/\D/g, '');
    const ref = q.get('externalReference');
    const email = q.get('email');
    const items = Object.values(state.customers)
      .filter((c) => !c.deleted)
      .filter((c) => (cpf ? c.cpfCnpj === cpf : true))
      .filter((c) => (ref !== null ? c.externalReference === ref : true))
      .filter((c) => (email !== null ? c.email === email : true))
      .reverse();
    return page(items, q);
  }

  /** @param {string} id */
  function getCustomer(id) {
    const c = state.customers[id];
    if (!c) throw new SandboxApiError(404, 'not_found', 'Cliente não encontrado.');
    return c;
  }

  // ---- payments ----

  /** @param {unknown} body */
  function createPayment(body) {
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
    let successUrl = null;
    if (b.callback !== undefined) {
      const url = isObject(b.callback) ? b.callback.successUrl : undefined;
      if (typeof url !== 'string' || !/^https?:\/\//.test(url) || !URL.canParse(url)) {
        throw invalid('invalid_callback', 'A URL de retorno (callback.successUrl) é inválida.');
      }
      successUrl = url;
    }

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
   * One payment of a create (a plan makes one per installment, each with its own webhooks).
   * @param {Record<string, any>} b @param {Record<string, any>} customer @param {number} c
   * @param {{ dueDate: string, successUrl: string | null, installment: string | null, installmentNumber: number | null }} o
   */
  function newPayment(b, customer, c, o) {
    const id = newPaymentId();
    const billingType = /** @type {string} */ (b.billingType);
    const withPix = billingType !== 'CREDIT_CARD';
    const withBoleto = billingType === 'BOLETO' || billingType === 'UNDEFINED';
    const boleto = withBoleto ? makeBoleto({ valueCentavos: c, dueDate: o.dueDate }) : null;
    const pixKey = randomUUID();
    state.extras[id] = {
      valueCentavos: c,
      refundedCentavos: 0,
      pix: withPix
        ? {
            key: pixKey,
            payload: pixPayload({
              key: pixKey,
              valueCentavos: c,
              merchantName: 'GN Ingressos Sandbox',
              merchantCity: 'Sao Paulo',
              txid: id.replace('pay_', 'GN'),
            }),
            expirationDate: `${o.dueDate} 23:59:59`,
          }
        : null,
      boleto,
      successUrl: o.successUrl,
    };
    const p = {
      object: 'payment',
      id,
      dateCreated: spDate(),
      customer: customer.id,
      paymentLink: null,
      value: toReais(c),
      netValue: toReais(netCentavos(c, billingType)),
      originalValue: null,
      interestValue: null,
      description: typeof b.description === 'string' ? b.description : null,
      billingType,
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
      nossoNumero: boleto?.nossoNumero ?? null,
      deleted: false,
      anticipated: false,
      anticipable: false,
      postalService: false,
      creditCard: null,
      refunds: null,
    };
    state.payments[id] = p;
    change(p, {}, 'PAYMENT_CREATED');
    return p;
  }

  /** @param {URLSearchParams} q */
  function listPayments(q) {
    const ref = q.get('externalReference');
    const customer = q.get('customer');
    const status = q.get('status');
    const billingType = q.get('billingType');
    const items = Object.values(state.payments)
      .filter((p) => !p.deleted)
      .filter((p) => (ref !== null ? p.externalReference === ref : true))
      .filter((p) => (customer !== null ? p.customer === customer : true))
      .filter((p) => (status !== null ? p.status === status : true))
      .filter((p) => (billingType !== null ? p.billingType === billingType : true))
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

  /** @param {Record<string, any>} p @param {string} billingType */
  function receive(p, billingType) {
    const today = spDate();
    const c = extras(p.id).valueCentavos;
    change(
      p,
      {
        status: 'RECEIVED',
        billingType,
        netValue: toReais(netCentavos(c, billingType)),
        confirmedDate: today,
        paymentDate: today,
        clientPaymentDate: today,
        creditDate: today,
        estimatedCreditDate: today,
      },
      'PAYMENT_RECEIVED',
    );
  }

  /** @param {Record<string, any>} p @param {{ last4: string, brand: string }} card */
  function approveCard(p, card) {
    const today = spDate();
    const c = extras(p.id).valueCentavos;
    change(
      p,
      {
        status: 'CONFIRMED',
        billingType: 'CREDIT_CARD',
        netValue: toReais(netCentavos(c, 'CREDIT_CARD')),
        confirmedDate: today,
        clientPaymentDate: today,
        estimatedCreditDate: addDays(today, 30),
        creditCard: { creditCardNumber: card.last4, creditCardBrand: card.brand, creditCardToken: null },
      },
      'PAYMENT_CONFIRMED',
    );
  }

  /** @param {Record<string, any>} p */
  function refuseCard(p) {
    change(p, {}, 'PAYMENT_CREDIT_CARD_CAPTURE_REFUSED');
  }

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

  /**
   * Asaas sandbox's "confirm": PIX, boleto (and UNDEFINED) → RECEIVED; card → CONFIRMED; a card
   * already CONFIRMED → RECEIVED (its settlement, which Asaas does about 30 days later).
   * @param {string} id
   */
  function sandboxConfirm(id) {
    const p = livePayment(id);
    if (OPEN.includes(p.status)) {
      if (p.billingType === 'CREDIT_CARD') approveCard(p, { last4: '1111', brand: 'VISA' });
      else receive(p, p.billingType);
    } else if (p.status === 'CONFIRMED' && p.billingType === 'CREDIT_CARD') {
      change(p, { status: 'RECEIVED', paymentDate: spDate(), creditDate: spDate() }, 'PAYMENT_RECEIVED');
    } else {
      throw invalid('invalid_action', 'Só é possível confirmar cobranças aguardando pagamento ou vencidas.');
    }
    return view(p);
  }

  /** @param {string} id */
  function sandboxOverdue(id) {
    const p = livePayment(id);
    if (p.status !== 'PENDING')
      throw invalid('invalid_action', 'Só cobranças aguardando pagamento podem vencer.');
    change(p, { status: 'OVERDUE' }, 'PAYMENT_OVERDUE');
    return view(p);
  }

  /** Like Asaas's daily job: PENDING payments past their due date become OVERDUE. */
  function sweepOverdue() {
    const today = spDate();
    for (const p of Object.values(state.payments)) {
      if (!p.deleted && p.status === 'PENDING' && p.dueDate < today)
        change(p, { status: 'OVERDUE' }, 'PAYMENT_OVERDUE');
    }
  }

  return {
    view,
    change,
    sweepOverdue,
    payment,
    livePayment,
    extras,
    createCustomer,
    updateCustomer,
    listCustomers,
    getCustomer,
    createPayment,
    listPayments,
    getPayment: (/** @type {string} */ id) => view(payment(id)),
    pixQrCodeOf,
    identificationField,
    deletePayment,
    refundPayment,
    assertRefundAllowed,
    setRefundsRefused,
    refundsRefused: () => controls.refundsRefused,
    settleRefund,
    receive,
    approveCard,
    refuseCard,
    sandboxConfirm,
    sandboxOverdue,
    isOpen: (/** @type {Record<string, any>} */ p) => !p.deleted && OPEN.includes(p.status),
  };
}
