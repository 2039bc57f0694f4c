// The Asaas client's configuration: options and retry defaults, the base URL from the environment,
// and the checks that refuse to send an API key to the wrong host.
import { processEnv, type EnvVars } from '../../config.ts';
// Where the Asaas client talks to. The only Asaas hosts named anywhere in the code are the two
// documented defaults below; the local sandbox (dev/asaas-sandbox) arrives through ASAAS_BASE_URL.
export const ASAAS_PRODUCTION_BASE_URL = 'https://api.asaas.com/v3';
export const ASAAS_SANDBOX_BASE_URL = 'https://api-sandbox.asaas.com/v3';
export const ASAAS_USER_AGENT = 'GN Ingressos/1.0';

export interface AsaasRetryOptions {
  /** attempts in all, the first one included */
  maxAttempts: number;
  /** back-off before the 2nd attempt; doubles each time, with jitter */
  baseDelayMs: number;
  maxDelayMs: number;
  /** no new attempt when it would start later than this after the first one */
  maxTotalMs: number;
  /** per attempt */
  timeoutMs: number;
}

export const DEFAULT_ASAAS_RETRY: Readonly<AsaasRetryOptions> = {
  maxAttempts: 4,
  baseDelayMs: 300,
  maxDelayMs: 5_000,
  maxTotalMs: 20_000,
  timeoutMs: 10_000,
};

export interface AsaasRetryInfo {
  method: string;
  /** without the query string (it may hold a CPF) */
  path: string;
  /** the attempt that failed */
  attempt: number;
  delayMs: number;
  status: number | null;
  reason: 'rate_limited' | 'server_error' | 'network';
}

export interface AsaasClientConfig {
  /** e.g. https://api.asaas.com/v3 (see config.ts) */
  baseUrl: string;
  apiKey: string;
  /** required by Asaas; defaults to 'GN Ingressos/1.0' */
  userAgent?: string;
  fetch?: typeof fetch;
  retry?: Partial<AsaasRetryOptions>;
  /** called before each back-off sleep (for logs and metrics) */
  onRetry?: (info: AsaasRetryInfo) => void;
  /** test seams */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** epoch milliseconds */
  now?: () => number;
}

const PRODUCTION_KEY_PREFIX = '$aact_prod_';
const SANDBOX_KEY_PREFIX = '$aact_hmlg_';

/** A misconfiguration found before any request is made (the key is never part of the message). */
export class AsaasConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AsaasConfigError';
  }
}

function isLoopback(hostname: string): boolean {
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

/**
 * The API base URL, from the environment (functions/.env.<project>, .env.local under the emulator):
 * - `ASAAS_BASE_URL`: an explicit base, e.g. the local sandbox `http://127.0.0.1:5090/v3`;
 * - otherwise `ASAAS_ENVIRONMENT`: `production` (default in production) or `sandbox` (Asaas's own).
 * Under the Functions emulator one of the two must be set, so a local run never falls back to
 * production by omission.
 */
export function resolveAsaasBaseUrl(env: EnvVars = processEnv()): string {
  const explicit = env.ASAAS_BASE_URL?.trim();
  if (explicit) return explicit.replace(/\/+$/, '');
  const environment = env.ASAAS_ENVIRONMENT?.trim().toLowerCase();
  if (environment === 'sandbox') return ASAAS_SANDBOX_BASE_URL;
  if (environment === 'production') return ASAAS_PRODUCTION_BASE_URL;
  if (environment) {
    throw new AsaasConfigError(`ASAAS_ENVIRONMENT inválido: "${environment}" (use production ou sandbox)`);
  }
  if (env.FUNCTIONS_EMULATOR === 'true') {
    throw new AsaasConfigError(
      'ASAAS_BASE_URL não configurada no emulador: aponte para o sandbox local (dev/asaas-sandbox)',
    );
  }
  return ASAAS_PRODUCTION_BASE_URL;
}

/**
 * Refuses to send a key where it does not belong: a production key only to the production host
 * over HTTPS, an Asaas sandbox key never to production, plain HTTP only to loopback.
 */
export function assertSafeAsaasTarget(baseUrl: string, apiKey: string): void {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new AsaasConfigError(`URL da API Asaas inválida: ${baseUrl}`);
  }
  if (!apiKey) throw new AsaasConfigError('Chave da API Asaas ausente');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    throw new AsaasConfigError(`A API Asaas precisa de HTTPS (ou HTTP só em 127.0.0.1): ${url.origin}`);
  }
  const productionHost = new URL(ASAAS_PRODUCTION_BASE_URL).host;
  if (apiKey.startsWith(PRODUCTION_KEY_PREFIX) && url.host !== productionHost) {
    throw new AsaasConfigError(`Chave de produção do Asaas recusada para ${url.origin}`);
  }
  if (apiKey.startsWith(SANDBOX_KEY_PREFIX) && url.host === productionHost) {
    throw new AsaasConfigError('Chave de sandbox do Asaas usada com a URL de produção');
  }
}

/** Client configuration from the environment plus the key (a Secret Manager secret in production). */
export function asaasConfigFromEnv(
  apiKey: string,
  env: EnvVars = processEnv(),
  overrides: Partial<Omit<AsaasClientConfig, 'apiKey'>> = {},
): AsaasClientConfig {
  const baseUrl = overrides.baseUrl ?? resolveAsaasBaseUrl(env);
  assertSafeAsaasTarget(baseUrl, apiKey);
  return { userAgent: ASAAS_USER_AGENT, ...overrides, baseUrl, apiKey };
}
