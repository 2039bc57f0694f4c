// The API's errors: ApiError (kind → HTTP status, stable code, pt-BR message), and the 404 and
// error handlers that answer every failure as { error: { code, message } }.
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { logger } from 'firebase-functions';

/** The closed set of error kinds; the HTTP status of each lives here only. */
const STATUS_BY_KIND = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  /** the payment provider failed; the buyer may try again */
  bad_gateway: 502,
  /** a service we depend on (the sign-in check) did not answer in time; the caller may try again */
  unavailable: 503,
} as const;

export type ApiErrorKind = keyof typeof STATUS_BY_KIND;

/**
 * An error meant for the client: a stable code plus a pt-BR message shown to the user as is. The
 * kind sets the HTTP status; the code is the kind unless the domain names the case itself
 * ('sold_out', 'unpaid_cap', ...: core's catalogues), which is what clients switch on.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: string;

  constructor(kind: ApiErrorKind, message: string, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code ?? kind;
  }

  get status(): number {
    return STATUS_BY_KIND[this.kind];
  }

  /** Structured facts for the client beside the message (e.g. the list behind a refusal). */
  get details(): Record<string, unknown> | undefined {
    return undefined;
  }
}

/** A refusal of one of core's catalogues ({ code, message }: QUEUE_ERRORS, ...) as its HTTP kind. */
export function refusalError(kind: ApiErrorKind, refusal: { code: string; message: string }): ApiError {
  return new ApiError(kind, refusal.message, refusal.code);
}

export const INVALID_BODY_MESSAGE = 'Corpo da requisição inválido';

/** body-parser's errors (express.json) carry a `type` such as 'entity.parse.failed' and a status. */
interface BodyParserError {
  type: string;
  status: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  if (typeof error !== 'object' || error === null) return false;
  const { type, status } = error as { type?: unknown; status?: unknown };
  return typeof type === 'string' && type.startsWith('entity.') && typeof status === 'number';
}

function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (isBodyParserError(error)) {
    if (error.type === 'entity.parse.failed') return new ApiError('bad_request', INVALID_BODY_MESSAGE);
    if (error.type === 'entity.too.large') {
      return new ApiError('payload_too_large', 'Requisição muito grande');
    }
    if (error.status >= 400 && error.status < 500) return new ApiError('bad_request', INVALID_BODY_MESSAGE);
  }
  return null;
}

function sendError(res: Response, error: ApiError): void {
  const details = error.details;
  res
    .status(error.status)
    .json({ error: { code: error.code, message: error.message, ...(details ? { details } : {}) } });
}

/** Last middleware: every failure becomes `{ error: { code, message } }`; the unexpected is logged. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const apiError = toApiError(error);
  if (apiError && apiError.kind !== 'internal') {
    sendError(res, apiError);
    return;
  }
  // Passed as its own argument so the logger keeps the stack trace.
  logger.error(`Unexpected error on ${req.method} ${req.originalUrl}`, error);
  if (res.headersSent) return;
  sendError(res, new ApiError('internal', 'Erro interno'));
};

export const notFoundHandler: RequestHandler = () => {
  throw new ApiError('not_found', 'Rota não encontrada');
};
