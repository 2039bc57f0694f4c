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
