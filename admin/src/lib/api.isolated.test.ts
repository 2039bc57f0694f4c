// The API client sends the ID token and JSON, and turns error bodies and network failures into
// ApiErrors with the server's pt-BR message, and never waits forever.
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('./firebase', () => ({
  auth: { currentUser: { getIdToken: async () => 'token-123' } },
}));

const { api, ApiError, API_TIMEOUT_MESSAGE } = await import('./api');

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('sends the ID token and JSON body to the same-origin path', async () => {
    const fetchMock = respond(200, { ok: true });
    await expect(api('/api/admin/x', { method: 'POST', json: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init.headers);
    expect(url).toBe('/api/admin/x');
    expect(headers.get('Authorization')).toBe('Bearer token-123');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('throws the server pt-BR message with its code', async () => {
    respond(403, { error: { code: 'forbidden', message: 'Acesso negado' } });
    const error = await api('/api/admin/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Acesso negado', code: 'forbidden', status: 403 });
  });

  it('has a generic message when the body is not the error shape', async () => {
    respond(502, 'Bad gateway');
    await expect(api('/api/x')).rejects.toMatchObject({ message: 'Erro inesperado. Tente novamente.' });
  });

  it('gives up with a pt-BR message when no answer comes in time, aborting the request', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        return new Promise<Response>(() => {});
      }),
    );
    await expect(api('/api/admin/x', { timeoutMs: 20 })).rejects.toMatchObject({
      message: API_TIMEOUT_MESSAGE,
      code: 'timeout',
      status: 0,
    });
    expect(signal?.aborted).toBe(true);
  });
});
