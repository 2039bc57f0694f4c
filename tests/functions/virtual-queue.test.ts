// The virtual queue of a high-demand event, against the live stack: the admin turns it on (and
// only an admin may); buyers join in arrival order and keep their place on re-joining; the
// checkout refuses anyone without a valid admission (none, forged, someone else's); ticks admit
// exactly the rate, in order, nobody while paused; the admitted buyer buys with their admission;
// the shared figures are public and cacheable; the internal tick needs its token.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { QUEUE_MESSAGES } from '../../core/src/virtual-queue.ts';
import { BUYER, checkout, checkoutBody, seedSale, unpublishSales } from '../support/checkout-fixtures.ts';
import { randomCpf } from '../support/cpf.ts';
import { adminDb, api, auditEntries, createUser, errorOf, tokenOf } from '../support/functions-api.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();
afterAll(unpublishSales);

type Place = {
  estado: string;
  na_frente?: number;
  exato?: boolean;
  admitidos?: number;
  admissao?: string;
  expira_em?: string;
};

const settings = (eventId: string, body: unknown, token?: string) =>
  api<{ ativa: boolean; pausada: boolean; taxa_por_minuto: number; na_fila: number; admitidos: number }>(
    `/api/admin/queue/${eventId}`,
    { method: 'PATCH', json: body, token },
  );
const join = (eventId: string, token?: string) =>
  api<Place>(`/api/queue/${eventId}/join`, { method: 'POST', json: {}, token });
const place = (eventId: string, token: string) => api<Place>(`/api/queue/${eventId}/me`, { token });
/** One tick at `msAfterLast` after the queue's last tick or change (exact admissions). */
async function tick(eventId: string, msAfterLast: number) {
  const last = (await adminDb().doc(`queues/${eventId}`).get()).get('atualizado_em') as Timestamp;
  const now = new Date(last.toMillis() + msAfterLast).toISOString();
  const answer = await api<{ admitidos: Record<string, number> }>('/api/internal/queue-tick', {
    method: 'POST',
    json: { eventId, now },
    headers: { 'x-gn-internal-token': process.env.GN_INTERNAL_TOKEN ?? '' },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.admitidos[eventId];
}

async function buyer(nome: string) {
  const user = await createUser({ nome });
  return { user, token: await tokenOf(user) };
}

describe('the virtual queue', () => {
  it('only an admin turns it on; bad settings get the pt-BR reason; the change is audited', async () => {
    const sale = await seedSale({ total: 10 });
    expect((await settings(sale.eventId, { ativa: true })).status).toBe(401);
    expect((await settings(sale.eventId, { ativa: true }, users.customerToken)).status).toBe(403);
    const bad = await settings(sale.eventId, { taxa_por_minuto: 0 }, users.adminToken);
    expect(bad.status).toBe(400);
    expect(errorOf(bad).message).toBe(QUEUE_MESSAGES.rate);
    expect((await settings('nao-existe', { ativa: true }, users.adminToken)).status).toBe(404);

    const on = await settings(sale.eventId, { ativa: true, taxa_por_minuto: 60 }, users.adminToken);
    expect(on.status, on.text).toBe(200);
    expect(on.body).toMatchObject({
      ativa: true,
      pausada: false,
      taxa_por_minuto: 60,
      na_fila: 0,
      admitidos: 0,
    });
    expect((await adminDb().doc(`event_stock/${sale.eventId}`).get()).get('fila_virtual')).toBe(true);
    const [entry] = await auditEntries('update', `queues/${sale.eventId}`);
    expect(entry?.changes).toMatchObject({ ativa: { before: null, after: true } });

    const figures = await api(`/api/queue/${sale.eventId}`);
    expect(figures.status).toBe(200);
    expect(figures.body).toEqual({ ativa: true, pausada: false, taxa_por_minuto: 60, admitidos: 0 });
    expect(figures.contentType).toMatch(/json/);
  });

  it('admits in arrival order at the rate; the checkout takes only a valid admission of its own buyer', async () => {
    const sale = await seedSale({ total: 10 });
    expect(
      (await settings(sale.eventId, { ativa: true, taxa_por_minuto: 60 }, users.adminToken)).status,
    ).toBe(200);
    const [ana, bia, caio] = [await buyer('Ana Fila'), await buyer('Bia Fila'), await buyer('Caio Fila')];

    expect((await join(sale.eventId)).status).toBe(401);
    const first = await join(sale.eventId, ana.token);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ estado: 'aguardando', na_frente: 0, exato: true });
    expect((await join(sale.eventId, bia.token)).body).toMatchObject({ estado: 'aguardando', na_frente: 1 });
    expect((await join(sale.eventId, caio.token)).body).toMatchObject({ estado: 'aguardando', na_frente: 2 });
    // A reload, a second tab, a script: joining again keeps the same place.
    const arrived = (await adminDb().doc(`queue_entries/${sale.eventId}__${bia.user.uid}`).get()).get(
      'entrou_em',
    );
    expect((await join(sale.eventId, bia.token)).body).toMatchObject({ na_frente: 1 });
    expect(
      (await adminDb().doc(`queue_entries/${sale.eventId}__${bia.user.uid}`).get()).get('entrou_em'),
    ).toEqual(arrived);

    // Nobody buys without an admission, nor with a made-up one.
    const refused = await checkout(ana.token, checkoutBody(sale));
    expect(refused.status).toBe(403);
    expect(errorOf(refused)).toEqual({
      code: 'queue_admission_required',
      message: QUEUE_MESSAGES.admissionRequired,
    });
    const forged = await checkout(ana.token, checkoutBody(sale, { admissao: 'GNQ1.x.y.9999999999999.z' }));
    expect(forged.status).toBe(403);

    // 60 a minute: one second lets exactly one in, the first to arrive.
    expect(await tick(sale.eventId, 1_000)).toBe(1);
    const admitted = await place(sale.eventId, ana.token);
    expect(admitted.body.estado).toBe('admitido');
    expect(Date.parse(admitted.body.expira_em!) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await place(sale.eventId, bia.token)).body).toMatchObject({ estado: 'aguardando', na_frente: 0 });
    expect((await place(sale.eventId, caio.token)).body).toMatchObject({
      estado: 'aguardando',
      na_frente: 1,
    });

    // Ana's admission is hers: Bia cannot buy with it; Ana can.
    const token = admitted.body.admissao!;
    expect((await checkout(bia.token, checkoutBody(sale, { admissao: token }))).status).toBe(403);
    const bought = await checkout(ana.token, checkoutBody(sale, { admissao: token }));
    expect(bought.status, bought.text).toBe(200);
    expect(
      (await adminDb().doc(`queue_entries/${sale.eventId}__${ana.user.uid}`).get()).get('order_id'),
    ).toBe(bought.body.orderId);

    // Paused: nobody gets in, however long; resumed, the rate counts from then.
    expect((await settings(sale.eventId, { pausada: true }, users.adminToken)).status).toBe(200);
    expect(await tick(sale.eventId, 30_000)).toBe(0);
    expect((await place(sale.eventId, bia.token)).body.estado).toBe('aguardando');
    expect(
      (await settings(sale.eventId, { pausada: false, taxa_por_minuto: 120 }, users.adminToken)).status,
    ).toBe(200);
    expect(await tick(sale.eventId, 1_000)).toBe(2);
    expect((await place(sale.eventId, bia.token)).body.estado).toBe('admitido');
    expect((await place(sale.eventId, caio.token)).body.estado).toBe('admitido');
    const figures = await api<{ admitidos: number }>(`/api/queue/${sale.eventId}`);
    expect(figures.body.admitidos).toBe(3);

    // An event without a queue needs no admission.
    const open = await seedSale({ total: 5 });
    expect((await checkout(ana.token, checkoutBody(open))).status).toBe(200);
    expect((await join(open.eventId, ana.token)).status).toBe(409);
  });

  it(
    'an admission buys one order: sent several times at once, one order; never again after it, also after re-joining',
    { timeout: 90_000 },
    async () => {
      const sale = await seedSale({ total: 30 });
      expect(
        (await settings(sale.eventId, { ativa: true, taxa_por_minuto: 180 }, users.adminToken)).status,
      ).toBe(200);
      const buyers = [await buyer('Duda Fila'), await buyer('Edu Fila'), await buyer('Fabi Fila')];
      for (const b of buyers) expect((await join(sale.eventId, b.token)).status).toBe(200);
      // 180 a minute: one second lets all three in.
      expect(await tick(sale.eventId, 1_000)).toBe(3);

      for (const b of buyers) {
        const admissao = (await place(sale.eventId, b.token)).body.admissao!;
        const body = (over: Record<string, unknown> = {}) =>
          checkoutBody(sale, { admissao, buyer: { ...BUYER, cpf: randomCpf() }, ...over });
        // A checkout that fails once the admission is spent (a fault injected after the claims)
        // gives it back with the stock.
        const failed = await api('/api/checkout', {
          token: b.token,
          json: body(),
          headers: { 'x-gn-fault': 'after-claim' },
        });
        expect(failed.status).toBe(500);
        expect(
          (await adminDb().collection('queue_admission_uses').where('uid', '==', b.user.uid).get()).size,
        ).toBe(0);

        // Four orders at once with one admission (with the failed one, the five new orders a minute
        // an account may start): exactly one is made.
        const bodies = Array.from({ length: 4 }, () => body());
        const rush = await Promise.all(bodies.map((each) => checkout(b.token, each)));
        const made = rush.filter((answer) => answer.status === 200);
        expect(
          made.map((answer) => answer.status),
          rush.map((a) => a.text).join('\n'),
        ).toEqual([200]);
        for (const answer of rush.filter((a) => a.status !== 200)) {
          expect(answer.status, answer.text).toBe(403);
          expect(errorOf(answer)).toEqual({
            code: 'queue_admission_required',
            message: QUEUE_MESSAGES.admissionUsed,
          });
        }
        const orders = await adminDb().collection('orders').where('user_id', '==', b.user.uid).get();
        expect(orders.size).toBe(1);

        // Asked again with the first order's key, it answers that order; any other order is refused.
        const retried = await checkout(b.token, bodies[rush.indexOf(made[0]!)]);
        expect(retried.status, retried.text).toBe(200);
        expect(retried.body.orderId).toBe(made[0]!.body.orderId);
        expect((await checkout(b.token, body())).status).toBe(403);
        expect((await join(sale.eventId, b.token)).status).toBe(200);
        const afterRejoin = await checkout(b.token, body());
        expect(afterRejoin.status).toBe(403);
        expect(errorOf(afterRejoin).message).toBe(QUEUE_MESSAGES.admissionUsed);
      }
    },
  );

  it('the internal tick answers only its token', async () => {
    const answer = await api('/api/internal/queue-tick', {
      method: 'POST',
      json: {},
      headers: { 'x-gn-internal-token': 'errado' },
    });
    expect(answer.status).toBe(401);
  });
});
