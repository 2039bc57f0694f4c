// Payments (cobranças): create once per order, read, PIX QR code, delete, refund.
import { reaisToCentavos } from '@gn/core/money';
import { idSegment, type AsaasHttp } from './client.ts';
import { ASAAS_MESSAGES, AsaasError } from './errors.ts';
import type {
  AsaasBankSlipRefund,
  AsaasDeleteResult,
  AsaasList,
  AsaasPayment,
  AsaasPixQrCode,
  CreatePaymentInput,
} from './types.ts';
import { ASAAS_BILLING_TYPES } from './types.ts';

/**
 * Integer centavos → Asaas's decimal reais, exactly: the decimal text is built from the integer
 * parts ('127.90'), so 12790 → 127.9 and 1 → 0.01 with no binary multiplication involved.
 */
export function centavosToAsaasValue(centavos: number): number {
  if (!Number.isSafeInteger(centavos) || centavos < 0) {
    throw new RangeError(`Valor em centavos inválido: ${centavos}`);
  }
  const reais = Math.floor(centavos / 100);
  const cents = centavos % 100;
  return Number(`${reais}.${String(cents).padStart(2, '0')}`);
}

/** A payment's `value` (decimal reais) → integer centavos. */
export function paymentValueCentavos(payment: Pick<AsaasPayment, 'value'>): number {
  return reaisToCentavos(payment.value);
}

/** Asaas counts as paid: card approved (CONFIRMED) or money received (RECEIVED, RECEIVED_IN_CASH). */
export function isAsaasPaymentPaid(payment: Pick<AsaasPayment, 'status'>): boolean {
  return (
    payment.status === 'CONFIRMED' || payment.status === 'RECEIVED' || payment.status === 'RECEIVED_IN_CASH'
  );
}

const DUE_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** Asaas takes card installment plans of up to 21 (Visa, Mastercard); we offer at most 12. */
const INSTALLMENTS_MAX = 21;

/** The amount fields of a create: `value`, or an installment plan's count and values. */
function amountFields(input: CreatePaymentInput): Record<string, number> {
  const plan = input.installments;
  if (!plan || plan.count === 1) return { value: centavosToAsaasValue(input.valueCentavos) };
  if (!Number.isInteger(plan.count) || plan.count < 2 || plan.count > INSTALLMENTS_MAX) {
    throw new RangeError('Número de parcelas inválido');
  }
  if (plan.valueCentavos === undefined) {
    return { installmentCount: plan.count, totalValue: centavosToAsaasValue(input.valueCentavos) };
  }
  if (plan.valueCentavos * plan.count !== input.valueCentavos) {
    throw new RangeError('Valor da parcela × parcelas deve ser o valor da cobrança');
  }
  return { installmentCount: plan.count, installmentValue: centavosToAsaasValue(plan.valueCentavos) };
}

/** Of an order's payments, the one that stands for it: a plan's first installment. */
function firstOfPlan(payments: AsaasPayment[]): AsaasPayment | null {
  const place = (p: AsaasPayment) => p.installmentNumber ?? 0;
  return [...payments].sort((a, b) => place(a) - place(b))[0] ?? null;
}

export interface AsaasPaymentOperations {
  /** Plain create: retried only on 429 (a 5xx or timeout is not retried: it may have charged). */
  createPayment(input: CreatePaymentInput): Promise<AsaasPayment>;
  /**
   * The live (not deleted) payment whose externalReference is this order id, or null; of an
   * installment plan, its first installment (what the create answered).
   */
  findPaymentByExternalReference(orderId: string): Promise<AsaasPayment | null>;
  /** Looks up by externalReference before each create, so a retry never charges twice. */
  createPaymentOnce(input: CreatePaymentInput): Promise<AsaasPayment>;
  getPayment(id: string): Promise<AsaasPayment>;
  getPixQrCode(id: string): Promise<AsaasPixQrCode>;
  /** Only PENDING or OVERDUE payments can be deleted (Asaas answers 400 otherwise). */
  deletePayment(id: string): Promise<AsaasDeleteResult>;
  /**
   * Full refund, or a partial one of `valueCentavos`. Retried only on 429 (see report on refunds).
   * `description` is kept on the payment's `refunds[]`: it names our refund, to find it after a lost answer.
   */
  refundPayment(id: string, valueCentavos?: number, description?: string): Promise<AsaasPayment>;
  /**
   * A received boleto's refund ("Estornar boleto"): Asaas answers the `requestUrl` to send to the
   * customer, who gives there the bank account for the money; the payment is REFUND_REQUESTED
   * until then and REFUNDED (PAYMENT_REFUNDED) at the end. A boleto is refused by refundPayment.
   * Retried only on 429, like refundPayment: after a lost answer, read the payment's status.
   */
  refundBankSlip(id: string): Promise<AsaasBankSlipRefund>;
}

export function paymentOperations(http: AsaasHttp): AsaasPaymentOperations {
  const body = (input: CreatePaymentInput) => {
    if (!ASAAS_BILLING_TYPES.includes(input.billingType)) throw new RangeError('billingType inválido');
    if (!DUE_DATE.test(input.dueDate)) throw new RangeError('dueDate deve ser YYYY-MM-DD');
    if (!input.externalReference) throw new RangeError('externalReference (id do pedido) é obrigatório');
    if (input.valueCentavos <= 0) throw new RangeError('Valor da cobrança deve ser positivo');
    return {
      customer: input.customer,
      billingType: input.billingType,
      ...amountFields(input),
      dueDate: input.dueDate,
      description: input.description,
      externalReference: input.externalReference,
    };
  };

  const post = async (input: CreatePaymentInput, retry: 'rate-limit-only' | 'none') =>
    http.request<AsaasPayment>({ method: 'POST', path: '/payments', body: body(input), retry });

  const findPaymentByExternalReference = async (orderId: string) => {
    if (!orderId) throw new RangeError('externalReference vazio');
    const list = await http.request<AsaasList<AsaasPayment>>({
      method: 'GET',
      path: '/payments',
      // A plan of up to 21 installments fits one page.
      query: { externalReference: orderId, limit: 25 },
      retry: 'idempotent',
    });
    return firstOfPlan(list.data.filter((p) => p.deleted !== true && p.externalReference === orderId));
  };

  return {
    createPayment: async (input) => post(input, 'rate-limit-only'),
    findPaymentByExternalReference,
    createPaymentOnce: async (input) => {
      body(input); // fails fast on bad input, before any lookup
      return http.createOnce(
        () => findPaymentByExternalReference(input.externalReference),
        () => post(input, 'none'),
        { method: 'POST', path: '/payments' },
      );
    },
    getPayment: async (id) =>
      http.request<AsaasPayment>({ method: 'GET', path: `/payments/${idSegment(id)}`, retry: 'idempotent' }),
    getPixQrCode: async (id) =>
      http.request<AsaasPixQrCode>({
        method: 'GET',
        path: `/payments/${idSegment(id)}/pixQrCode`,
        retry: 'idempotent',
      }),
    deletePayment: async (id) => {
      try {
        return await http.request<AsaasDeleteResult>({
          method: 'DELETE',
          path: `/payments/${idSegment(id)}`,
          retry: 'idempotent',
        });
      } catch (error) {
        // An earlier attempt whose answer was lost deleted it: the retry then finds nothing.
        if (error instanceof AsaasError && error.kind === 'not_found' && error.ambiguous) {
          return { deleted: true, id };
        }
        throw error;
      }
    },
    refundPayment: async (id, valueCentavos, description) =>
      http.request<AsaasPayment>({
        method: 'POST',
        path: `/payments/${idSegment(id)}/refund`,
        body: {
          ...(valueCentavos === undefined ? {} : { value: centavosToAsaasValue(valueCentavos) }),
          ...(description ? { description } : {}),
        },
        retry: 'rate-limit-only',
      }),
    refundBankSlip: async (id) => {
      const answer = await http.request<Partial<AsaasBankSlipRefund>>({
        method: 'POST',
        path: `/payments/${idSegment(id)}/bankSlip/refund`,
        retry: 'rate-limit-only',
      });
      // The link goes to the customer: an answer without one is of no use. The refund was asked
      // for all the same (ambiguous): read the payment before asking again.
      if (typeof answer.requestUrl !== 'string' || !URL.canParse(answer.requestUrl)) {
        throw new AsaasError({
          kind: 'unexpected_response',
          message: ASAAS_MESSAGES.unexpected,
          status: 200,
          ambiguous: true,
        });
      }
      return { requestUrl: answer.requestUrl };
    },
  };
}
