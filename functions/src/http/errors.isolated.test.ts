import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, errorHandler, notFoundHandler } from './errors.ts';

vi.mock('firebase-functions', () => ({ logger: { error: vi.fn(), warn: vi.fn() } }));

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.get('/conflict', () => {
    throw new ApiError('conflict', 'Já existe');
  });
  app.get('/async-limit', async () => {
    await Promise.resolve();
    throw new ApiError('too_many_requests', 'Muitas tentativas');
  });
  app.get('/bug', () => {
    throw new Error('secret internals');
  });
  app.post('/echo', (req, res) => {
    res.json(req.body);
  });
  app.use(notFoundHandler);
  app.use(errorHandler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

async function call(path: string, init?: RequestInit) {
  const res = await fetch(base + path, init);
  return { status: res.status, body: await res.json() };
}

describe('errorHandler', () => {
  it('answers an ApiError with its status and the { error: { code, message } } envelope', async () => {
    expect(await call('/conflict')).toEqual({
      status: 409,
      body: { error: { code: 'conflict', message: 'Já existe' } },
    });
    expect((await call('/async-limit')).status).toBe(429);
  });

  it('hides unexpected errors behind 500 "Erro interno"', async () => {
    expect(await call('/bug')).toEqual({
      status: 500,
      body: { error: { code: 'internal', message: 'Erro interno' } },
    });
  });

  it('maps malformed JSON to 400 "Corpo da requisição inválido"', async () => {
    const answer = await call('/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
    });
    expect(answer).toEqual({
      status: 400,
      body: { error: { code: 'bad_request', message: 'Corpo da requisição inválido' } },
    });
  });

  it('answers an unknown route with 404 "Rota não encontrada"', async () => {
    expect(await call('/nada')).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: 'Rota não encontrada' } },
    });
  });
});

describe('ApiError', () => {
  it.each([
    ['bad_request', 400],
    ['unauthenticated', 401],
    ['forbidden', 403],
    ['not_found', 404],
    ['conflict', 409],
    ['payload_too_large', 413],
    ['unsupported_media_type', 415],
    ['too_many_requests', 429],
    ['internal', 500],
  ] as const)('%s → %i', (code, status) => {
    expect(new ApiError(code, 'x').status).toBe(status);
  });
});
