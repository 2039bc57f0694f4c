// Calls to the Cloud Functions API on this same origin (Hosting rewrites /api/** to it).
import { fileNameFromDisposition, saveBlob } from '@gn/core/browser/download';
import { auth } from './firebase';

/** An API failure carrying the server's pt-BR message, ready to show in a toast. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type ErrorBody = { error?: { code?: unknown; message?: unknown } };

export type ApiRequest = Omit<RequestInit, 'body' | 'signal'> & {
  /** Sent as JSON with the matching Content-Type. */
  json?: unknown;
  body?: BodyInit;
  /** How long the whole call (token, request, answer) may take: a screen never waits forever. */
  timeoutMs?: number;
};

/** Long enough for a slow upload or export; a screen that needs a quicker answer asks for less. */
const API_TIMEOUT_MS = 60_000;

export const API_TIMEOUT_MESSAGE = 'O servidor demorou a responder. Tente novamente.';

export async function api<T = unknown>(path: `/api/${string}`, request: ApiRequest = {}): Promise<T> {
  const { timeoutMs = API_TIMEOUT_MS, ...rest } = request;
  const deadline = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      deadline.abort();
      reject(new ApiError(API_TIMEOUT_MESSAGE, 'timeout', 0));
    }, timeoutMs);
  });
  try {
    return await Promise.race([call<T>(path, rest, deadline.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

async function call<T>(path: string, request: ApiRequest, signal: AbortSignal): Promise<T> {
  const { json, headers: extraHeaders, ...init } = request;
  const headers = new Headers(extraHeaders);
  const token = await auth.currentUser?.getIdToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  headers.set('Accept', 'application/json');

  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers,
      body: json !== undefined ? JSON.stringify(json) : init.body,
      signal,
    });
  } catch {
    throw new ApiError('Não foi possível falar com o servidor. Verifique sua conexão.', 'network', 0);
  }

  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(body, response.status);
  return body as T;
}

function toApiError(body: unknown, status: number): ApiError {
  const error = (body as ErrorBody | null)?.error;
  const message = typeof error?.message === 'string' ? error.message : 'Erro inesperado. Tente novamente.';
  const code = typeof error?.code === 'string' ? error.code : `http-${status}`;
  return new ApiError(message, code, status);
}

/** GET an API file with the signed-in user's ID token and save it; API errors keep their pt-BR message. */
export async function downloadApiFile(path: `/api/${string}`, fallbackName: string): Promise<string> {
  const token = await auth.currentUser?.getIdToken();
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { message?: string; code?: string };
    } | null;
    throw new ApiError(
      body?.error?.message ?? 'Erro ao baixar o arquivo',
      body?.error?.code ?? `http-${response.status}`,
      response.status,
    );
  }
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName);
  saveBlob(name, await response.blob());
  return name;
}
