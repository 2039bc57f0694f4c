// The checkout's reservation gives back everything it claimed when it fails after any claim
// (checkout/reservation.ts): for each fault point (http/fault-injection.ts) a checkout that holds
// every kind of claim (lote places, quota and total slots, the queue admission's use, a coupon's
// use, the per-CPF limit's count) fails there, and afterwards the stock, the lote, the coupon, the
// person's count and the admission are as before: the same request then goes through, although
// each of them had room for exactly this one order.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BOX_OFFICE_OPTIONS,
  BUYER,
  checkout,
  checkoutBody,
  meiaSlotsOf,
  newId,
  seedSale,
  slotsOf,
  unpublishSales,
  type SaleFixture,
} from '../support/checkout-fixtures.ts';
import { randomCpf } from '../support/cpf.ts';
import { adminDb, api, createUser, errorOf, tokenOf } from '../support/functions-api.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();
afterAll(unpublishSales);

/** One after each claim, in the order the checkout takes them (http/fault-injection.ts). */
const FAULT_POINTS = ['after-stock', 'after-claim', 'after-coupon', 'after-recount'] as const;
const LOTE = 'lote-1';

/**
 * An event with room for exactly one order of 1 inteira + 1 meia: a 1º (and only) lote of 2, a
 * limit of 2 tickets per CPF, a coupon of one use, a queue; the quota and the total have more.
 */
async function tightSale() {
  const sale = await seedSale({
    total: 10,
    table: { itens: BOX_OFFICE_OPTIONS },
    event: { max_por_cpf: 2, cota_meia_percentual: 40 },
  });
  await adminDb()
    .doc(`events/${sale.eventId}`)
    .update({
      lotes: [
        {
          id: LOTE,
          nome: '1º lote',
          quantidade: 2,
          termina_em: null,
          precos: { [`${sale.tableId}/inteira`]: 8000 },
        },
      ],
    });
  const codigo = `R${newId('').slice(1)}`.toUpperCase();
  const coupon = await api('/api/admin/coupons', {
    json: { codigo, tipo: 'percentual', percentual: 10, usos_max: 1 },
    token: users.adminToken,
  });
  expect(coupon.status, coupon.text).toBe(201);
  const queue = await api(`/api/admin/queue/${sale.eventId}`, {
    method: 'PATCH',
    json: { ativa: true, taxa_por_minuto: 60 },
    token: users.adminToken,
  });
  expect(queue.status, queue.text).toBe(200);
  return { sale, codigo };
}

/** A buyer the queue admitted (one tick a second after joining, at 60 a minute): their admission. */
async function admittedBuyer(eventId: string) {
  const user = await createUser({ nome: 'Rita Reserva' });
  const token = await tokenOf(user);
  const joined = await api(`/api/queue/${eventId}/join`, { method: 'POST', json: {}, token });
  expect(joined.status, joined.text).toBe(200);
  const last = (await adminDb().doc(`queues/${eventId}`).get()).get('atualizado_em') as Timestamp;
  const tick = await api('/api/internal/queue-tick', {
    method: 'POST',
    json: { eventId, now: new Date(last.toMillis() + 1_000).toISOString() },
    headers: { 'x-gn-internal-token': process.env.GN_INTERNAL_TOKEN ?? '' },
  });
  expect(tick.status, tick.text).toBe(200);
  const place = await api<{ admissao?: string }>(`/api/queue/${eventId}/me`, { token });
  expect(place.body.admissao, place.text).toBeTruthy();
  return { uid: user.uid, token, admissao: place.body.admissao! };
}

/** Everything a checkout of this sale may claim, counted through the admin SDK. */
async function claimsOf(sale: SaleFixture, codigo: string, uid: string) {
  const stock = `event_stock/${sale.eventId}`;
  const [slots, meia, places, uses, admissions, mine] = await Promise.all([
    slotsOf(sale.eventId),
    meiaSlotsOf(sale.eventId),
    adminDb().collection(`${stock}/lotes/${LOTE}/vagas`).get(),
    adminDb().collection(`coupons/${codigo}/usos`).get(),
    adminDb().collection('queue_admission_uses').where('uid', '==', uid).get(),
    // What the per-person limits count (checkout/holder-limits.ts): the slots the account holds.
    adminDb().collection(`${stock}/slots`).where('titular_uid', '==', uid).get(),
  ]);
  return {
    slots: slots.length,
    meiaSlots: meia.length,
    lotePlaces: places.size,
    couponUses: uses.size,
    admissionUses: admissions.size,
    heldByBuyer: mine.size,
  };
}

describe('a checkout that fails after a claim gives back everything it claimed', () => {
  it.each(FAULT_POINTS)(
    'fails at %s: nothing is kept, and the same order then goes through',
    { timeout: 120_000 },
    async (point) => {
      const { sale, codigo } = await tightSale();
      const buyer = await admittedBuyer(sale.eventId);
      const body = checkoutBody(sale, {
        items: [
          { event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: 'inteira', qnt: 1 },
          { event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: 'meia', qnt: 1 },
        ],
        cupom: codigo,
        admissao: buyer.admissao,
        buyer: { ...BUYER, cpf: randomCpf() },
      });
      const before = await claimsOf(sale, codigo, buyer.uid);
      expect(before).toEqual({
        slots: 0,
        meiaSlots: 0,
        lotePlaces: 0,
        couponUses: 0,
        admissionUses: 0,
        heldByBuyer: 0,
      });

      const failed = await api('/api/checkout', {
        token: buyer.token,
        json: body,
        headers: { 'x-gn-fault': point },
      });
      expect(failed.status, failed.text).toBe(500);
      expect(errorOf(failed)).toEqual({ code: 'internal', message: 'Erro interno' });
      expect(await claimsOf(sale, codigo, buyer.uid)).toEqual(before);
      const orders = await adminDb()
        .collection('orders')
        .where('event_ids', 'array-contains', sale.eventId)
        .get();
      expect(orders.size).toBe(0);

      // The lote, the coupon, the CPF's limit and the admission each had room for one order only.
      const retried = await checkout(buyer.token, body);
      expect(retried.status, retried.text).toBe(200);
      expect(await claimsOf(sale, codigo, buyer.uid)).toEqual({
        slots: 2,
        meiaSlots: 1,
        lotePlaces: 2,
        couponUses: 1,
        admissionUses: 1,
        heldByBuyer: 2,
      });
    },
  );
});
