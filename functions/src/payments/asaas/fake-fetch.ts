// Test helpers: a fake `fetch` that records requests, and a client wired to a fake clock.
import type { AsaasClientConfig } from './config.ts';
import { createAsaasClient, type AsaasClient } from './index.ts';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** parsed JSON body, or undefined */
  body: unknown;
  redirect: RequestInit['redirect'];
}

/** Answers a request, or throws to simulate a network error or a timeout. */
export type FakeHandler = (req: RecordedRequest, index: number) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function asaasErrorResponse(status: number, code: string, description: string): Response {
  return jsonResponse(status, { errors: [{ code, description }] });
}

export function fakeFetch(handler: FakeHandler): { fetch: typeof fetch; calls: RecordedRequest[] } {
  const calls: RecordedRequest[] = [];
  const fetchImpl = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const req: RecordedRequest = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
      redirect: init?.redirect,
    };
    calls.push(req);
    return handler(req, calls.length - 1);
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}

export const TEST_BASE_URL = 'https://asaas.test/v3';
export const TEST_API_KEY = '$aact_hmlg_000test';

/** A client on a fake clock: sleeps return at once and are recorded; random() is 0.5. */
export function testClient(
  handler: FakeHandler,
  overrides: Partial<AsaasClientConfig> = {},
): { client: AsaasClient; calls: RecordedRequest[]; sleeps: number[] } {
  const { fetch, calls } = fakeFetch(handler);
  const sleeps: number[] = [];
  let clock = 1_700_000_000_000;
  const client = createAsaasClient({
    baseUrl: TEST_BASE_URL,
    apiKey: TEST_API_KEY,
    fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    now: () => clock,
    random: () => 0.5,
    ...overrides,
  });
  return { client, calls, sleeps };
}
