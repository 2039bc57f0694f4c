// POST /api/webhooks/site-build: the site builder's report of a build's end. Only the holder of
// BUILD_REPORT_TOKEN may report, bad bodies get a pt-BR 400, and only the latest build's report
// changes site_builds/state (a late or replayed one is answered but ignored).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_BUILD_REPORT_TOKEN } from '../../dev/lib/rebuild-server.mjs';
import { adminDb, api, errorOf, waitForApi } from '../support/functions-api.ts';

beforeAll(() => waitForApi());

const state = () => adminDb().doc('site_builds/state');
const report = (json: unknown, token: string | null = LOCAL_BUILD_REPORT_TOKEN) =>
  api<{ recorded: boolean }>('/api/webhooks/site-build', {
    json,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('the site builder reports a build', () => {
  it('is refused without the token or with another one (401), before the body is read', async () => {
    for (const token of [null, 'gn-local-internal-token', `${LOCAL_BUILD_REPORT_TOKEN}x`]) {
      const answer = await report({ buildId: 'b-1', ok: true }, token);
      expect(answer.status).toBe(401);
      expect(errorOf(answer).message).toBe('Token do relatório de build inválido');
    }
  });

  it('refuses a malformed report with a pt-BR 400', async () => {
    const answer = await report({ buildId: '../x', ok: 'sim' });
    expect(answer.status).toBe(400);
    expect(errorOf(answer).message).toMatch(
      /Identificador do build inválido|Informe se o build terminou bem/,
    );
  });

  it('records the latest build as published, its failure with the error, and ignores older builds', async () => {
    const latest = `b-${randomUUID()}`;
    await state().set({ build_id: latest, estado: 'publicando', pending: false }, { merge: true });

    const stale = await report({ buildId: `b-${randomUUID()}`, ok: false, erro: 'velho' });
    expect(stale.status).toBe(200);
    expect(stale.body.recorded).toBe(false);
    expect((await state().get()).get('estado')).toBe('publicando');

    const failed = await report({ buildId: latest, ok: false, erro: 'astro build: falhou' });
    expect(failed.body.recorded).toBe(true);
    expect((await state().get()).data()).toMatchObject({
      estado: 'falhou',
      last_error: 'astro build: falhou',
    });

    const ok = await report({ buildId: latest, ok: true });
    expect(ok.body.recorded).toBe(true);
    const after = (await state().get()).data()!;
    expect(after).toMatchObject({ estado: 'publicado', last_error: null });
    expect(Date.now() - after.last_published_at.toMillis()).toBeLessThan(60_000);
  });
});
