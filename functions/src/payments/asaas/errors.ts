// Asaas failures as one error type with a pt-BR message that can be shown to the buyer as is.

export type AsaasErrorKind =
  /** 400: Asaas refused the data (its descriptions are pt-BR and safe to show) */
  | 'invalid_request'
  /** 401: our API key is wrong or for another environment (an operations problem) */
  | 'unauthorized'
  /** 403: the account may not do this */
  | 'forbidden'
  /** 404 */
  | 'not_found'
  /** 429, 5xx, timeouts and network errors, after the retries */
  | 'unavailable'
  /** anything else: a redirect, a body that is not the JSON we expect, another status */
  | 'unexpected_response';

export interface AsaasErrorDetail {
  code: string;
  description: string;
}

export type AsaasResource = 'payment' | 'customer';

export const ASAAS_MESSAGES = {
  invalid: 'Dados de pagamento inválidos',
  unauthorized: 'Falha de autenticação com o provedor de pagamento',
  forbidden: 'Operação não permitida pelo provedor de pagamento',
  paymentNotFound: 'Cobrança não encontrada no provedor de pagamento',
  customerNotFound: 'Cliente não encontrado no provedor de pagamento',
  unavailable: 'Provedor de pagamento indisponível. Tente novamente em instantes.',
  unexpected: 'Resposta inesperada do provedor de pagamento',
} as const;

export interface AsaasErrorInit {
  kind: AsaasErrorKind;
  message: string;
  /** HTTP status, or null when no answer arrived (network error, timeout) */
  status: number | null;
  details?: AsaasErrorDetail[];
  /** attempts made, retries included */
  attempts?: number;
  /**
   * The request may have taken effect although we saw a failure (a POST or DELETE that timed out
   * or got a 5xx). Reconcile by reading before acting again.
   */
  ambiguous?: boolean;
  /** from Retry-After, when Asaas sent one */
  retryAfterMs?: number | null;
  cause?: unknown;
}

export class AsaasError extends Error {
  readonly kind: AsaasErrorKind;
  readonly status: number | null;
  readonly details: readonly AsaasErrorDetail[];
  readonly attempts: number;
  readonly ambiguous: boolean;
  readonly retryAfterMs: number | null;

  constructor(init: AsaasErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'AsaasError';
    this.kind = init.kind;
    this.status = init.status;
    this.details = init.details ?? [];
    this.attempts = init.attempts ?? 1;
    this.ambiguous = init.ambiguous ?? false;
    this.retryAfterMs = init.retryAfterMs ?? null;
  }

  /** Asaas's error codes, e.g. ['invalid_cpfCnpj']. */
  get codes(): string[] {
    return this.details.map((d) => d.code);
  }

  /** Worth trying again later (the provider was unavailable); anything else will fail the same way. */
  get retryable(): boolean {
    return this.kind === 'unavailable';
  }
}

export function isAsaasError(error: unknown): error is AsaasError {
  return error instanceof AsaasError;
}

/** `{ errors: [{ code, description }] }`, tolerant of missing or odd fields. */
export function parseAsaasErrorBody(body: unknown): AsaasErrorDetail[] {
  if (typeof body !== 'object' || body === null) return [];
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  const details: AsaasErrorDetail[] = [];
  for (const item of errors) {
    if (typeof item !== 'object' || item === null) continue;
    const { code, description } = item as { code?: unknown; description?: unknown };
    details.push({
      code: typeof code === 'string' ? code : '',
      description: typeof description === 'string' ? description.trim() : '',
    });
  }
  return details;
}

function invalidMessage(details: readonly AsaasErrorDetail[]): string {
  const descriptions = details.map((d) => d.description).filter((d) => d.length > 0);
  return descriptions.length > 0
    ? `${ASAAS_MESSAGES.invalid}: ${descriptions.join(' ')}`
    : ASAAS_MESSAGES.invalid;
}

/** A final (non-retried) HTTP error answer → AsaasError. 429 and 5xx are 'unavailable'. */
export function asaasErrorFromResponse(
  status: number,
  body: unknown,
  options: {
    resource?: AsaasResource;
    attempts?: number;
    ambiguous?: boolean;
    retryAfterMs?: number | null;
  } = {},
): AsaasError {
  const details = parseAsaasErrorBody(body);
  const common = {
    status,
    details,
    attempts: options.attempts ?? 1,
    ambiguous: options.ambiguous ?? false,
    retryAfterMs: options.retryAfterMs ?? null,
  };
  if (status === 400 || status === 422) {
    return new AsaasError({ ...common, kind: 'invalid_request', message: invalidMessage(details) });
  }
  if (status === 401) {
    return new AsaasError({ ...common, kind: 'unauthorized', message: ASAAS_MESSAGES.unauthorized });
  }
  if (status === 403) {
    return new AsaasError({ ...common, kind: 'forbidden', message: ASAAS_MESSAGES.forbidden });
  }
  if (status === 404) {
    const message =
      options.resource === 'customer' ? ASAAS_MESSAGES.customerNotFound : ASAAS_MESSAGES.paymentNotFound;
    return new AsaasError({ ...common, kind: 'not_found', message });
  }
  if (status === 429 || status >= 500) {
    return new AsaasError({ ...common, kind: 'unavailable', message: ASAAS_MESSAGES.unavailable });
  }
  return new AsaasError({ ...common, kind: 'unexpected_response', message: ASAAS_MESSAGES.unexpected });
}

/** No answer at all (network error, timeout), after the retries. */
export function asaasNetworkError(
  cause: unknown,
  options: { attempts?: number; ambiguous?: boolean } = {},
): AsaasError {
  return new AsaasError({
    kind: 'unavailable',
    message: ASAAS_MESSAGES.unavailable,
    status: null,
    attempts: options.attempts ?? 1,
    ambiguous: options.ambiguous ?? false,
    cause,
  });
}
