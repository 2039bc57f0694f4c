// What the sandbox's API modules share: the SandboxApiError every check throws (answered as
// { errors: [{ code, description }] }), body checks, list paging, payment statuses and fake fees.

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
export const invalid = (code, description) => new SandboxApiError(400, code, description);

export const BILLING_TYPES = ['PIX', 'BOLETO', 'CREDIT_CARD', 'UNDEFINED'];
/** Statuses of a payment still waiting for its money. */
export const OPEN = ['PENDING', 'OVERDUE'];
/** Statuses of a payment whose money came. */
export const PAID = ['RECEIVED', 'CONFIRMED', 'RECEIVED_IN_CASH'];

/** Fake fees: 1.99 % for card, R$ 0,99 for PIX and boleto. @param {number} c @param {string} billingType */
export function netCentavos(c, billingType) {
  const fee = billingType === 'CREDIT_CARD' ? Math.round((c * 199) / 10_000) : 99;
  return Math.max(0, c - fee);
}

/** @param {unknown} v */
export const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** @param {unknown} v @param {number} max */
export const optionalString = (v, max) =>
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
