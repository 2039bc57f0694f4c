// Shapes of the Asaas API v3 as we use it (see shared/reference/asaas-api.md). Money inside our code
// is integer centavos; Asaas's `value` fields are decimal reais and only live in these types.
import type { AsaasBillingType } from '@gn/core/payment';

export type { AsaasBillingType };

export const ASAAS_BILLING_TYPES = [
  'PIX',
  'BOLETO',
  'CREDIT_CARD',
  'UNDEFINED',
] as const satisfies readonly AsaasBillingType[];

export const ASAAS_PAYMENT_STATUSES = [
  'PENDING',
  'RECEIVED',
  'CONFIRMED',
  'OVERDUE',
  'REFUNDED',
  'RECEIVED_IN_CASH',
  'REFUND_REQUESTED',
  'REFUND_IN_PROGRESS',
  'CHARGEBACK_REQUESTED',
  'CHARGEBACK_DISPUTE',
  'AWAITING_CHARGEBACK_REVERSAL',
  'DUNNING_REQUESTED',
  'DUNNING_RECEIVED',
  'AWAITING_RISK_ANALYSIS',
] as const;
export type AsaasPaymentStatus = (typeof ASAAS_PAYMENT_STATUSES)[number];

export const ASAAS_PAYMENT_EVENTS = [
  'PAYMENT_CREATED',
  'PAYMENT_UPDATED',
  'PAYMENT_CONFIRMED',
  'PAYMENT_RECEIVED',
  'PAYMENT_OVERDUE',
  'PAYMENT_DELETED',
  'PAYMENT_RESTORED',
  'PAYMENT_REFUNDED',
  'PAYMENT_PARTIALLY_REFUNDED',
  'PAYMENT_CREDIT_CARD_CAPTURE_REFUSED',
  'PAYMENT_REPROVED_BY_RISK_ANALYSIS',
  'PAYMENT_CHARGEBACK_REQUESTED',
] as const;
export type AsaasPaymentEvent = (typeof ASAAS_PAYMENT_EVENTS)[number];

/** `GET` list answers. */
export interface AsaasList<T> {
  object: 'list';
  hasMore: boolean;
  totalCount: number;
  limit: number;
  offset: number;
  data: T[];
}

export interface AsaasCustomer {
  object?: 'customer';
  id: string;
  name: string;
  /** digits only */
  cpfCnpj: string;
  email?: string | null;
  mobilePhone?: string | null;
  externalReference?: string | null;
  deleted?: boolean;
  dateCreated?: string;
}

export interface AsaasPayment {
  object?: 'payment';
  id: string;
  /** the cus_ id */
  customer: string;
  status: AsaasPaymentStatus;
  /** decimal reais: convert with paymentValueCentavos() */
  value: number;
  netValue?: number;
  billingType: AsaasBillingType;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  description?: string | null;
  /** our order id */
  externalReference?: string | null;
  /** Asaas's hosted payment page: the only place a card number is typed */
  invoiceUrl: string;
  invoiceNumber?: string | null;
  /** boleto PDF (BOLETO only) */
  bankSlipUrl?: string | null;
  dateCreated?: string;
  deleted?: boolean;
  confirmedDate?: string | null;
  paymentDate?: string | null;
  clientPaymentDate?: string | null;
  /** refunds made so far (read it to reconcile a refund whose answer was lost) */
  refunds?: AsaasRefund[] | null;
  /** the installment plan this payment belongs to (a UUID), or null for a single payment */
  installment?: string | null;
  /** 1-based place of this payment in its plan */
  installmentNumber?: number | null;
}

/** An installment plan (parcelamento) as the refund route answers it. */
export interface AsaasInstallment {
  object?: 'installment';
  id: string;
  /** decimal reais: the value of each installment */
  value?: number;
  installmentCount?: number;
  billingType?: AsaasBillingType;
  deleted?: boolean;
}

export interface AsaasRefund {
  dateCreated: string;
  status: string;
  /** decimal reais */
  value: number;
  description?: string | null;
}

/**
 * POST /payments/{id}/bankSlip/refund ("Estornar boleto"): the link where the customer who paid
 * gives the bank account for the money back. The payment goes REFUND_REQUESTED, then
 * REFUND_IN_PROGRESS once the data arrive, then REFUNDED (PAYMENT_REFUNDED).
 */
export interface AsaasBankSlipRefund {
  requestUrl: string;
}

export interface AsaasPixQrCode {
  /** base64 PNG, without the data: prefix */
  encodedImage: string;
  /** the PIX copy-paste code */
  payload: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  expirationDate: string;
}

export interface AsaasDeleteResult {
  deleted: boolean;
  id: string;
}

/** A webhook call's body. `event` may be one we do not know yet: treat unknown ones as no-ops. */
export interface AsaasWebhookEvent {
  id: string;
  event: AsaasPaymentEvent | (string & {});
  /** 'YYYY-MM-DD HH:mm:ss' */
  dateCreated: string;
  payment: AsaasPayment;
}

export interface CreateCustomerInput {
  name: string;
  /** masked or bare; sent as digits */
  cpfCnpj: string;
  email?: string;
  mobilePhone?: string;
  /** our uid */
  externalReference?: string;
}

export interface CreatePaymentInput {
  /** the cus_ id */
  customer: string;
  billingType: AsaasBillingType;
  /** integer centavos; sent to Asaas as decimal reais */
  valueCentavos: number;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  description: string;
  /** our order id: makes the create safe to retry */
  externalReference: string;
  /**
   * Card installments: `count` > 1 sends `installmentCount` instead of `value`, with
   * `totalValue` = valueCentavos (Asaas splits it: an interest-free plan) or, when given,
   * `installmentValue` = each installment (a plan with interest, whose total is value × count).
   */
  installments?: { count: number; valueCentavos?: number };
}
