// Payment methods the buyer picks, and how they map onto Asaas billing types.

export const PAYMENT_METHODS = ['card', 'pix', 'boleto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Cartão de crédito',
  pix: 'PIX',
  boleto: 'Boleto',
};

export type AsaasBillingType = 'CREDIT_CARD' | 'PIX' | 'BOLETO' | 'UNDEFINED';

export const BILLING_TYPE_BY_METHOD: Record<PaymentMethod, AsaasBillingType> = {
  card: 'CREDIT_CARD',
  pix: 'PIX',
  boleto: 'BOLETO',
};

/** Shown when the server does not offer the chosen method. */
export const UNSUPPORTED_PAYMENT_METHOD_MESSAGE = 'Método de pagamento não suportado';

/** A method's name inside a sentence ("Reembolso por cartão de crédito"). */
export const PAYMENT_METHOD_IN_TEXT: Record<PaymentMethod, string> = {
  card: 'cartão de crédito',
  pix: 'PIX',
  boleto: 'boleto',
};

/** A stored method value ('card', 'pix', 'boleto'), or null for anything else. */
export function paymentMethodOf(value: unknown): PaymentMethod | null {
  return PAYMENT_METHODS.find((m) => m === value) ?? null;
}

/** The method of an Asaas billing type; null for UNDEFINED (the buyer chooses on Asaas's page). */
export function methodOfBillingType(billingType: unknown): PaymentMethod | null {
  return PAYMENT_METHODS.find((m) => BILLING_TYPE_BY_METHOD[m] === billingType) ?? null;
}

/** 'PIX', 'Cartão de crédito' or 'Boleto' for an Asaas billing type; null when none is set. */
export function billingTypeLabel(billingType: unknown): string | null {
  const method = methodOfBillingType(billingType);
  return method && PAYMENT_METHOD_LABELS[method];
}
