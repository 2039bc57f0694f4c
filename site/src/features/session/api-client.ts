// Calls to our /api with the signed-in user's ID token. Every failure becomes an ApiCallError
// holding the HTTP status (0 when no answer came back) and the server's pt-BR message.
import { getIdToken } from './session';

export class ApiCallError extends Error {
  constructor(
    /** HTTP status; 0 = no answer (offline, connection dropped), so the outcome is unknown. */
    readonly status: number,
    message: string,
    readonly code: string | null = null,
    /** the structured part of the answer's error, when the API sent one (a refusal's list) */
    readonly details: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/** Thrown when there is no signed-in user to call with. */
export const NOT_SIGNED_IN = 401;

async function send(path: string, init: RequestInit): Promise<Response> {
  const token = await getIdToken();
  if (!token)
    throw new ApiCallError(NOT_SIGNED_IN, 'Sua sessão expirou. Entre novamente.', 'unauthenticated');
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers });
  } catch (cause) {
    console.error(`Falha de rede em ${path}`, cause);
    throw new ApiCallError(0, 'Sem conexão com o servidor.');
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}

/** The `{ error: { code, message } }` answer as an ApiCallError (a generic message if unreadable). */
async function errorFrom(response: Response): Promise<ApiCallError> {
  let code: string | null = null;
  let message = '';
  let details: Record<string, unknown> | null = null;
  try {
    const body = (await response.json()) as {
      error?: { code?: unknown; message?: unknown; details?: unknown };
    };
    if (typeof body.error?.code === 'string') code = body.error.code;
    if (typeof body.error?.message === 'string') message = body.error.message;
    if (typeof body.error?.details === 'object' && body.error.details !== null)
      details = body.error.details as Record<string, unknown>;
  } catch {
    /* not JSON (a proxy's error page) */
  }
  return new ApiCallError(response.status, message || `Erro ${response.status}`, code, details);
}

export async function postJson<T>(path: string, body: unknown = {}): Promise<T> {
  const response = await send(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/** GET a file (a ticket's PDF) with the user's ID token: its bytes and the name the API gives it. */
export async function getFile(
  path: string,
  accept: string,
): Promise<{ blob: Blob; disposition: string | null }> {
  const response = await send(path, { headers: { Accept: accept } });
  return { blob: await response.blob(), disposition: response.headers.get('content-disposition') };
}

export async function getJson<T>(path: string): Promise<T> {
  const response = await send(path, { headers: { Accept: 'application/json' } });
  return (await response.json()) as T;
}

export async function deleteJson<T>(path: string): Promise<T> {
  const response = await send(path, { method: 'DELETE', headers: { Accept: 'application/json' } });
  return (await response.json()) as T;
}
