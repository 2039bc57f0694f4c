// Bodies of /api/admin/events/* (path ids: http/params.ts). The stock total uses the event form's
// message ('Estoque deve ser maior ou igual a 0'), so the form and the function agree.
import { ApiError, INVALID_BODY_MESSAGE } from '../../../http/errors.ts';

export const STOCK_MESSAGE = 'Estoque deve ser maior ou igual a 0';
/** A sanity cap: a typo of extra zeros should not become a million tickets. */
export const STOCK_MAX = 1_000_000;

export const STOCK_MAX_MESSAGE = 'Estoque deve ser no máximo 1.000.000';

/** { total: integer 0..STOCK_MAX } → total; 400 with a pt-BR message otherwise. */
export function parseStockBody(body: unknown): number {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError('bad_request', INVALID_BODY_MESSAGE);
  }
  const total = (body as { total?: unknown }).total;
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 0) {
    throw new ApiError('bad_request', STOCK_MESSAGE);
  }
  if (total > STOCK_MAX) throw new ApiError('bad_request', STOCK_MAX_MESSAGE);
  return total;
}

export {
  DELETE_SOLD_MESSAGE,
  EVENT_NOT_FOUND,
  stockConflictMessage,
} from '../../../content/event-messages.ts';
