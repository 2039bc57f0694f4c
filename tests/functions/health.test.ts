import { beforeAll, describe, expect, it } from 'vitest';
import { api, errorOf, SITE_URL, waitForApi } from '../support/functions-api.ts';

beforeAll(() => waitForApi());

describe('public routes', () => {
  it('GET /api/health → 200 { status: "ok", time }', async () => {
    const answer = await api<{ status: string; time: string }>('/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('ok');
    expect(Math.abs(Date.parse(answer.body.time) - Date.now())).toBeLessThan(60_000);
  });

  it('an unknown route → 404 JSON "Rota não encontrada"', async () => {
    for (const [method, path] of [
      ['GET', '/api/nao-existe'],
      ['POST', '/api/health/x'],
      ['DELETE', '/api/health'],
    ] as const) {
      const answer = await api(path, { method });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(errorOf(answer)).toEqual({ code: 'not_found', message: 'Rota não encontrada' });
    }
  });

  it('API answers are not cached', async () => {
    const res = await fetch(`${SITE_URL}/api/health`);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
