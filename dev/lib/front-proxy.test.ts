// The local front of a Hosting origin: /api/** to the API process with the headers Hosting adds
// to every answer, the rest to the Hosting emulator untouched, and a clear 502 when the API is down.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiPath, startFrontProxy } from './front-proxy.mjs';

type Upstream = { port: number; seen: { method: string; url: string; body: string; xff?: string }[] };

function upstream(name: string): Promise<Upstream & { server: http.Server }> {
  const seen: Upstream['seen'] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const xff = req.headers['x-forwarded-for'];
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        body,
        xff: typeof xff === 'string' ? xff : undefined,
      });
      res.writeHead(200, { 'content-type': 'text/plain', 'x-frame-options': 'SAMEORIGIN' });
      res.end(`${name} ${req.method} ${req.url}`);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, seen, port: (server.address() as AddressInfo).port }),
    ),
  );
}

let api: Awaited<ReturnType<typeof upstream>>;
let hosting: Awaited<ReturnType<typeof upstream>>;
let front: { close: () => Promise<void> };
let base = '';

beforeAll(async () => {
  [api, hosting] = await Promise.all([upstream('api'), upstream('hosting')]);
  const port = await new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  front = await startFrontProxy({
    port,
    hostingPort: hosting.port,
    apiPort: api.port,
    apiHeaders: { 'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY' },
  });
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await front.close();
  api.server.close();
  hosting.server.close();
});

describe('isApiPath', () => {
  it.each([
    ['/api', true],
    ['/api/health', true],
    ['/api?x=1', true],
    ['/apiary', false],
    ['/eventos/api', false],
    ['/', false],
  ])('%s → %s', (url, expected) => expect(isApiPath(url)).toBe(expected));
});

describe('the front proxy', () => {
  it('sends /api/** with its method, body and X-Forwarded-For to the API, adding the missing headers', async () => {
    const res = await fetch(`${base}/api/checkout?x=1`, {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'x-forwarded-for': '10.1.2.3' },
    });
    expect(await res.text()).toBe('api POST /api/checkout?x=1');
    expect(api.seen.at(-1)).toEqual({
      method: 'POST',
      url: '/api/checkout?x=1',
      body: '{"a":1}',
      xff: '10.1.2.3',
    });
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
    // A header the API set itself is kept.
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('sends every other path to the Hosting emulator, headers untouched', async () => {
    const res = await fetch(`${base}/eventos/show?a=b`);
    expect(await res.text()).toBe('hosting GET /eventos/show?a=b');
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it('answers 502 with a pt-BR JSON message when the API is down', async () => {
    api.server.close();
    api.server.closeAllConnections();
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'Serviço local indisponível. Tente novamente em instantes.' });
  });
});
