// The checkout's refusals as API errors: core's catalogue gives the code and the message, this
// gives each its HTTP kind (a provider failure is a 502 the buyer may retry; the rest are 4xx).
import { CHECKOUT_ERRORS, CHECKOUT_FIGURE_CODES, type CheckoutErrorKey } from '@gn/core/checkout-rules';
import { ApiError, type ApiErrorKind } from '../http/errors.ts';

const KIND: Record<CheckoutErrorKey, ApiErrorKind> = {
  unavailable: 'conflict',
  started: 'conflict',
  closed: 'conflict',
  soldOut: 'conflict',
  meiaSoldOut: 'conflict',
  wheelchairSoldOut: 'conflict',
  optionGone: 'conflict',
  noCustomer: 'conflict',
  customerFailed: 'bad_gateway',
  paymentFailed: 'bad_gateway',
  orderNotFound: 'not_found',
  inProgress: 'conflict',
};

export function checkoutError(key: CheckoutErrorKey): ApiError {
  const { code, message } = CHECKOUT_ERRORS[key];
  return new ApiError(KIND[key], message, code);
}

/** A refusal whose message carries figures (how many are left, the cap, the hours). */
export function checkoutFigureError(
  key: keyof typeof CHECKOUT_FIGURE_CODES,
  message: string,
  kind: ApiErrorKind = 'conflict',
): ApiError {
  return new ApiError(kind, message, CHECKOUT_FIGURE_CODES[key]);
}
