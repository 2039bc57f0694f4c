// The HTTP core of the Asaas client: headers, JSON, error mapping, retries with back-off.
import {
  ASAAS_USER_AGENT,
  assertSafeAsaasTarget,
  DEFAULT_ASAAS_RETRY,
  type AsaasClientConfig,
  type AsaasRetryInfo,
  type AsaasRetryOptions,
} from './config.ts';
import {
  AsaasError,
  type AsaasResource,
  ASAAS_MESSAGES,
  asaasErrorFromResponse,
  asaasNetworkError,
} from './errors.ts';

/**
 * - `idempotent`: retried on 429, 5xx and network errors (GET, DELETE);
 * - `rate-limit-only`: retried only on 429, which Asaas answers before doing anything (POSTs that
 *   are not safe to repeat);
 * - `none`: never retried here (the *Once helpers retry around a fresh lookup).
 */
export type AsaasRetryPolicy = 'idempotent' | 'rate-limit-only' | 'none';

export type AsaasQuery = Record<string, string | number | undefined>;

export interface AsaasRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** starts with '/', relative to baseUrl */
  path: string;
  query?: AsaasQuery;
  body?: unknown;
  retry: AsaasRetryPolicy;
  /** which 404 message to use */
  resource?: AsaasResource;
}

interface Failure {
  status: number | null;
  reason: AsaasRetryInfo['reason'];
  body?: unknown;
  cause?: unknown;
  retryAfterMs: number | null;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** Path segment for an Asaas id; refuses anything that could change the path ('..', '/', '?'). */
export function idSegment(id: string): string {
  if (!ID_PATTERN.test(id)) throw new RangeError('Identificador Asaas inválido');
  return id;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class AsaasHttp {
  readonly retry: Readonly<AsaasRetryOptions>;
  private readonly baseUrl: string;
  private readonly headers: Readonly<Record<string, string>>;
  private readonly fetchImpl: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly onRetry: ((info: AsaasRetryInfo) => void) | undefined;

  constructor(config: AsaasClientConfig) {
    assertSafeAsaasTarget(config.baseUrl, config.apiKey);
    this.baseUrl = config.baseUrl.replace(/\/+$/, '');
    this.headers = {
      access_token: config.apiKey,
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'User-Agent': config.userAgent ?? ASAAS_USER_AGENT,
    };
    this.fetchImpl = config.fetch ?? globalThis.fetch;
    this.retry = { ...DEFAULT_ASAAS_RETRY, ...config.retry };
    this.sleep = config.sleep ?? defaultSleep;
    this.random = config.random ?? Math.random;
    this.now = config.now ?? Date.now;
    this.onRetry = config.onRetry;
  }

  /** Exponential back-off with "equal jitter": between half and all of base·2^(attempt−1), capped. */
  backoffMs(attempt: number): number {
    const ceiling = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (attempt - 1));
    return Math.round(ceiling / 2 + (this.random() * ceiling) / 2);
  }

  private retryAfterMs(response: Response): number | null {
    const header = response.headers.get('retry-after')?.trim();
    if (!header) return null;
    if (/^\d+(\.\d+)?$/.test(header)) return Math.round(Number(header) * 1000);
    const at = Date.parse(header);
    return Number.isNaN(at) ? null : Math.max(0, at - this.now());
  }

  private url(path: string, query: AsaasQuery | undefined): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) params.set(key, String(value));
    }
    const search = params.size > 0 ? `?${params.toString()}` : '';
    return `${this.baseUrl}${path}${search}`;
  }

  async request<T>(req: AsaasRequest): Promise<T> {
    const url = this.url(req.path, req.query);
    const body = req.body === undefined ? undefined : JSON.stringify(req.body);
    const started = this.now();
    let ambiguous = false;

    for (let attempt = 1; ; attempt++) {
      let failure: Failure;
      try {
        const response = await this.fetchImpl(url, {
          method: req.method,
          headers: this.headers,
          body,
          // Never follow a redirect: it would carry the access_token header to another host.
          redirect: 'manual',
          signal: AbortSignal.timeout(this.retry.timeoutMs),
        });
        const text = await response.text();
        if (response.status >= 200 && response.status < 300) {
          const parsed = parseJson(text);
          if (typeof parsed !== 'object' || parsed === null) {
            throw new AsaasError({
              kind: 'unexpected_response',
              message: ASAAS_MESSAGES.unexpected,
              status: response.status,
              attempts: attempt,
              ambiguous,
            });
          }
          return parsed as T;
        }
        const parsedBody = parseJson(text);
        if (response.status !== 429 && response.status < 500) {
          throw asaasErrorFromResponse(response.status, parsedBody, {
            resource: req.resource,
            attempts: attempt,
            ambiguous,
          });
        }
        failure = {
          status: response.status,
          reason: response.status === 429 ? 'rate_limited' : 'server_error',
          body: parsedBody,
          retryAfterMs: this.retryAfterMs(response),
        };
      } catch (error) {
        if (error instanceof AsaasError) throw error;
        failure = { status: null, reason: 'network', cause: error, retryAfterMs: null };
      }

      // A refused 429 did nothing; a 5xx or a lost answer may hide a write that happened.
      if (req.method !== 'GET' && failure.reason !== 'rate_limited') ambiguous = true;
      const mayRetry =
        req.retry === 'idempotent' || (req.retry === 'rate-limit-only' && failure.reason === 'rate_limited');
      const delayMs = failure.retryAfterMs ?? this.backoffMs(attempt);
      const outOfTime = this.now() - started + delayMs > this.retry.maxTotalMs;
      if (!mayRetry || attempt >= this.retry.maxAttempts || outOfTime) {
        throw failure.status === null
          ? asaasNetworkError(failure.cause, { attempts: attempt, ambiguous })
          : asaasErrorFromResponse(failure.status, failure.body, {
              resource: req.resource,
              attempts: attempt,
              ambiguous,
              retryAfterMs: failure.retryAfterMs,
            });
      }
      this.onRetry?.({
        method: req.method,
        path: req.path,
        attempt,
        delayMs,
        status: failure.status,
        reason: failure.reason,
      });
      await this.sleep(delayMs);
    }
  }

  /**
   * Create without ever creating twice: look up (by our externalReference) first, create only when
   * nothing is found, and when the create fails with 'unavailable' (429, 5xx, timeout: it may have
   * happened anyway) look up again before the next try. Asaas has no idempotency key; this is the
   * documented substitute.
   */
  async createOnce<T>(
    find: () => Promise<T | null>,
    create: () => Promise<T>,
    label: { method: 'POST'; path: string },
  ): Promise<T> {
    const started = this.now();
    let lastError: AsaasError | undefined;
    for (let attempt = 1; attempt <= this.retry.maxAttempts; attempt++) {
      const existing = await find();
      if (existing) return existing;
      try {
        return await create();
      } catch (error) {
        if (!(error instanceof AsaasError) || error.kind !== 'unavailable') throw error;
        lastError = error;
        const delayMs = error.retryAfterMs ?? this.backoffMs(attempt);
        if (attempt >= this.retry.maxAttempts || this.now() - started + delayMs > this.retry.maxTotalMs)
          break;
        this.onRetry?.({
          ...label,
          attempt,
          delayMs,
          status: error.status,
          reason: error.status === null ? 'network' : error.status === 429 ? 'rate_limited' : 'server_error',
        });
        await this.sleep(delayMs);
      }
    }
    if (lastError?.ambiguous) {
      // The last create may have gone through although its answer was lost.
      const existing = await find().catch(() => null);
      if (existing) return existing;
    }
    throw (
      lastError ?? new AsaasError({ kind: 'unavailable', message: ASAAS_MESSAGES.unavailable, status: null })
    );
  }
}
