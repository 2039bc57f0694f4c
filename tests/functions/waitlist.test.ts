// The waiting list of a sold-out event, against the live stack: joining (only when sold out, once
// per person), freed places offered in arrival order and held (a rush of other buyers cannot take
// them), the offer bought at checkout from the held places, a lapsed offer passing to the next
// person, and the admin's pause.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkout,
  checkoutBody,
  orderOf,
  seedSale,
  slotsOf,
  unpublishSales,
  type SaleFixture,
} from '../support/checkout-fixtures.ts';
import { adminDb, api, createUser, errorOf, tokenOf } from '../support/functions-api.ts';
import { randomCpf } from '../support/cpf.ts';
import { waitForMessages } from '../support/mail-catcher.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();
afterAll(unpublishSales);

const join = (eventId: string, quantidade: number, token?: string) =>
  api<{ posicao: number; aguardando: number }>('/api/me/waitlist', { json: { eventId, quantidade }, token });
const entry = async (eventId: string, uid: string) =>
  (await adminDb().doc(`waitlist/${eventId}__${uid}`).get()).data();
const sweep = () =>
  api('/api/internal/sweep-reservations', {
    method: 'POST',
    headers: { 'x-gn-internal-token': process.env.GN_INTERNAL_TOKEN ?? '' },
  });

async function person(nome: string) {
  const user = await createUser({ nome });
  return { user, token: await tokenOf(user) };
}

/** An unpaid PIX order of one ticket for a fresh buyer (it holds one place). */
function reserve(sale: SaleFixture, token: string) {
  return checkout(token, checkoutBody(sale, { buyer: buyerOf() }));
}

/** A buyer with a CPF of their own (the caps on unpaid tickets count per CPF). */
function buyerOf() {
  return { nome: 'Pessoa Teste', email: 'pessoa@example.com', cpf: randomCpf(), telefone: '(11) 98765-4321' };
}

/** The admin releases an unpaid order (as the sweeper or a refused card would). */
async function release(orderId: string) {
  const answer = await api(`/api/admin/orders/${orderId}/status`, {
    json: { status: 'cancelado', motivo: 'Liberar a reserva (teste)' },
    token: users.adminToken,
  });
  expect(answer.status, answer.text).toBe(200);
}

describe('the waiting list', () => {
  it('joins only a sold-out event, once; freed places go to the first in line, held against a rush, and bought at checkout', async () => {
    const sale = await seedSale({ total: 2 });
    const a = await person('Ana Primeira');
    const c = await person('Carla Espera');
    const d = await person('Davi Espera');

    expect((await join(sale.eventId, 1)).status).toBe(401);
    const early = await join(sale.eventId, 1, c.token);
    expect(early.status).toBe(409);
    expect(errorOf(early).code).toBe('waitlist_not_sold_out');

    const first = await reserve(sale, a.token);
    expect(first.status, first.text).toBe(200);
    const second = await reserve(sale, (await person('Bia Segunda')).token);
    expect(second.status, second.text).toBe(200);

    expect((await join(sale.eventId, 21, c.token)).status).toBe(400);
    const joined = await join(sale.eventId, 1, c.token);
    expect(joined.status, joined.text).toBe(200);
    expect(joined.body).toEqual({ posicao: 1, aguardando: 1 });
    expect((await join(sale.eventId, 2, d.token)).body).toEqual({ posicao: 2, aguardando: 2 });
    const again = await join(sale.eventId, 1, c.token);
    expect(errorOf(again).code).toBe('waitlist_already_in');
    expect((await adminDb().doc(`event_stock/${sale.eventId}`).get()).get('fila_espera')).toBe(2);

    // A place frees: Carla, first in line, gets it held for her and an e-mail.
    await release(first.body.orderId);
    const offered = await entry(sale.eventId, c.user.uid);
    expect(offered).toMatchObject({ estado: 'convidado', oferta: { quantidade: 1 } });
    const held = (await slotsOf(sale.eventId)).filter((s) => s.get('claim_id') === offered!.oferta.claim_id);
    expect(held).toHaveLength(1);
    const [mail] = await waitForMessages((m) => m.to.includes(c.user.email));
    expect(mail?.subject).toBe(`Ingressos liberados para você — Show ${sale.eventId}`);
    expect(mail?.text).toContain('Chegou a sua vez na lista de espera');

    // A rush of other buyers cannot take the held place (nor jump Davi, still waiting).
    const rush = await Promise.all(
      Array.from({ length: 12 }, async () => reserve(sale, (await person('Apressado')).token)),
    );
    expect(rush.map((r) => r.status)).toEqual(Array(12).fill(409));
    expect(new Set(rush.map((r) => errorOf(r).code))).toEqual(new Set(['waitlist_reserved']));
    expect(
      (await slotsOf(sale.eventId)).filter((s) => s.get('claim_id') === offered!.oferta.claim_id),
    ).toHaveLength(1);

    // Carla buys from her offer: more than held is refused, one ticket takes the held place.
    const tooMany = await checkout(
      c.token,
      checkoutBody(sale, { items: [{ ...itemOf(sale), qnt: 2 }], buyer: buyerOf() }),
    );
    expect(errorOf(tooMany).code).toBe('waitlist_offer_too_small');
    const bought = await checkout(c.token, checkoutBody(sale, { buyer: buyerOf() }));
    expect(bought.status, bought.text).toBe(200);
    const slots = await slotsOf(sale.eventId);
    expect(slots.map((s) => s.get('order_id')).sort()).toEqual(
      [bought.body.orderId, second.body.orderId].sort(),
    );
    expect(await entry(sale.eventId, c.user.uid)).toMatchObject({
      estado: 'comprou',
      order_id: bought.body.orderId,
    });

    // The next place goes to Davi (he asked for 2, 1 is free); unused, it lapses and is free again.
    await release(second.body.orderId);
    expect(await entry(sale.eventId, d.user.uid)).toMatchObject({
      estado: 'convidado',
      oferta: { quantidade: 1 },
    });
    await adminDb()
      .doc(`waitlist/${sale.eventId}__${d.user.uid}`)
      .update({ 'oferta.expira_em': Timestamp.fromDate(new Date(Date.now() - 1000)) });
    expect((await sweep()).status).toBe(200);
    expect((await entry(sale.eventId, d.user.uid))?.estado).toBe('expirado');
    expect((await adminDb().doc(`event_stock/${sale.eventId}`).get()).get('fila_espera')).toBe(0);
    // Nobody waits any more: the place is on open sale.
    const open = await reserve(sale, (await person('Eva Depois')).token);
    expect(open.status, open.text).toBe(200);
    expect((await orderOf(open.body.orderId))?.status).toBe('aguardando_pagamento');
    // A whole sale's story (16 accounts, a rush of 12, a checkout, a sweep) took 25 s of the
    // default 30 s on a quiet machine: 14 s of it the rush's cold emulator workers, 6 s the offer
    // e-mail behind the emulator's one-at-a-time triggers. Its own budget, like order-emails'.
  }, 60_000);

  it('the admin pauses a list: freed places go back to the open sale; only an admin may', async () => {
    const sale = await seedSale({ total: 1 });
    const a = await person('Ana');
    const first = await reserve(sale, a.token);
    expect(first.status).toBe(200);
    const w = await person('Wagner Espera');
    expect((await join(sale.eventId, 1, w.token)).status).toBe(200);

    const path = `/api/admin/waitlist/${sale.eventId}`;
    expect((await api(path, { method: 'PATCH', json: { pausada: true }, token: w.token })).status).toBe(403);
    expect(
      (await api(path, { method: 'PATCH', json: { reserva_minutos: 2 }, token: users.adminToken })).status,
    ).toBe(400);
    const paused = await api(path, { method: 'PATCH', json: { pausada: true }, token: users.adminToken });
    expect(paused.status, paused.text).toBe(200);

    await release(first.body.orderId);
    expect((await entry(sale.eventId, w.user.uid))?.estado).toBe('aguardando');
    const open = await reserve(sale, (await person('Livre')).token);
    expect(open.status, open.text).toBe(200);
  });
});

function itemOf(sale: SaleFixture) {
  return { event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: sale.itemId };
}
