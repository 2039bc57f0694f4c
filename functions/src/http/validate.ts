// Request body validation: the body as a JSON object, checked against a core zod schema and for
// well-formed Unicode; failures are 400s with the schema's pt-BR message.
import { firstErrorMessage, INVALID_DATA_MESSAGE } from '@gn/core/schemas/errors';
import { ApiError, INVALID_BODY_MESSAGE } from './errors.ts';

/** What we need of a zod schema (structural, so the core package's zod version does not matter). */
interface Schema<T> {
  safeParse(
    input: unknown,
    params: { error: () => string },
  ): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
}

// A per-parse error map ranks below the schema's own messages in zod 4: it only replaces zod's
// English defaults ('Invalid input: expected boolean…') for fields the schema left without one.
const FALLBACK = { error: () => INVALID_DATA_MESSAGE };

/**
 * The JSON object of a request body. The Functions framework parses `application/json` itself;
 * other content types reach us as a string or Buffer, which we still accept when it is JSON.
 */
function jsonObject(body: unknown): Record<string, unknown> {
  let value = body;
  if (value === undefined || value === null) return {};
  if (Buffer.isBuffer(value)) value = value.toString('utf8');
  if (typeof value === 'string') {
    if (value.trim() === '') return {};
    try {
      value = JSON.parse(value);
    } catch {
      throw new ApiError('bad_request', INVALID_BODY_MESSAGE);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError('bad_request', INVALID_BODY_MESSAGE);
  }
  return value as Record<string, unknown>;
}

export const MALFORMED_TEXT_MESSAGE = 'Texto com caracteres inválidos';

/**
 * Throws a 400 when any key or string of the body is not well-formed Unicode (a lone surrogate
 * such as '\uD800', which JSON allows, and which a schema's length checks let through): Firestore
 * refuses to store one, which was a 500. Iterative, so that deep nesting cannot overflow the stack.
 */
function assertWellFormed(root: unknown): void {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (!value.isWellFormed()) throw new ApiError('bad_request', MALFORMED_TEXT_MESSAGE);
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) pending.push(key, item);
    }
  }
}

/** Validates a request body against a core schema; 400 with the schema's first pt-BR message. */
export function parseBody<T>(schema: Schema<T>, body: unknown): T {
  const result = schema.safeParse(jsonObject(body), FALLBACK);
  if (!result.success) throw new ApiError('bad_request', firstErrorMessage(result.error));
  // After the schema, so that a field's own message wins ('Identificador inválido'), and on what
  // the schema kept: that is what gets stored.
  assertWellFormed(result.data);
  return result.data;
}
