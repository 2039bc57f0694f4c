// The box office's refusals as API errors: core's catalogue (schemas/door-sale.ts) gives the code
// and the pt-BR message, this gives each its HTTP kind.
import { DOOR_SALE_ERRORS, type DoorSaleErrorKey } from '@gn/core/schemas/door-sale';
import { ApiError, type ApiErrorKind } from '../http/errors.ts';

const KIND: Record<DoorSaleErrorKey, ApiErrorKind> = {
  noOpenRegister: 'conflict',
  alreadyOpen: 'conflict',
  registerClosed: 'conflict',
  registerNotFound: 'not_found',
  otherEvent: 'conflict',
  eventUnavailable: 'conflict',
  eventEnded: 'conflict',
  cashShort: 'bad_request',
  withdrawalTooLarge: 'conflict',
  pendingSales: 'conflict',
  orderNotFound: 'not_found',
  notPending: 'conflict',
  notPaid: 'conflict',
  noSeller: 'conflict',
};

/** `message`: a message with figures in place of the catalogue's (same code). */
export function doorSaleError(key: DoorSaleErrorKey, message?: string): ApiError {
  const { code, message: fixed } = DOOR_SALE_ERRORS[key];
  return new ApiError(KIND[key], message ?? fixed, code);
}
