// Lotes on the server (issue "Box office 2 of 2"), against the live stack: the lote on sale is
// decided when the stock is claimed, so a rush never sells more of the 1º lote than it has and the
// next buyers pay the 2º lote's price; an order keeps the price of the lote it reserved; meia-entrada
// is half the lote's inteira; a lote ends on its date; a cancelled order gives its place back.
import { afterAll, describe, expect, it } from 'vitest';
import {
  BOX_OFFICE_OPTIONS,
  BUYER,
  checkout,
  checkoutBody,
  eventually,
  orderOf,
  seedSale,
  slotsOf,
  unpublishSales,
  type SaleFixture,
} from '../support/checkout-fixtures.ts';
import { adminDb, api, createUser, errorOf, tokenOf } from '../support/functions-api.ts';
import { randomCpf } from '../support/cpf.ts';
import { gated } from '../support/gated.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();
afterAll(unpublishSales);

const freshToken = () => createUser().then(tokenOf);
const DAY = 86_400_000;

/** An event on sale with lotes: `make(tableId)` gives them, priced by the sale's own table. */
async function saleWithLotes(make: (tableId: string) => Record<string, unknown>[], total = 100) {
  const sale = await seedSale({ total, table: { itens: BOX_OFFICE_OPTIONS } });
  await adminDb()
    .doc(`events/${sale.eventId}`)
    .update({ lotes: make(sale.tableId) });
  return sale;
}

const lote = (
  id: string,
  quantidade: number | null,
  inteira: number,
  tableId: string,
  termina_em: Date | null = null,
) => ({
  id,
  nome: `${id.slice(-1)}º lote`,
  quantidade,
  termina_em,
  precos: { [`${tableId}/inteira`]: inteira },
});

function buy(token: string, sale: SaleFixture, items: { item_id: string; qnt: number }[]) {
  return checkout(
    token,
    checkoutBody(sale, {
      items: items.map((i) => ({ event_id: sale.eventId, pricing_table_id: sale.tableId, ...i })),
      buyer: { ...BUYER, cpf: randomCpf() },
    }),
  );
}

async function placesOf(eventId: string, loteId: string) {
  return (await adminDb().collection(`event_stock/${eventId}/lotes/${loteId}/vagas`).get()).docs;
}

describe('lotes', () => {
  it(
    'a rush of 8 on a 1º lote of 5: exactly 5 at its price, the rest at the 2º lote’s',
    { timeout: 180_000 },
    async () => {
      const sale = await saleWithLotes((t) => [lote('lote-1', 5, 8000, t), lote('lote-2', 50, 9500, t)]);
      const tokens = await Promise.all(Array.from({ length: 8 }, freshToken));
      const answers = await gated(
        tokens.map((token) => () => buy(token, sale, [{ item_id: 'inteira', qnt: 1 }])),
        6,
      );
      for (const a of answers) expect(a.status, a.text).toBe(200);
      const orders = await Promise.all(answers.map((a) => orderOf(a.body.orderId)));
      const byLote = (id: string) => orders.filter((o) => (o?.lote as { id: string } | undefined)?.id === id);
      expect(byLote('lote-1')).toHaveLength(5);
      expect(byLote('lote-2')).toHaveLength(3);
      for (const o of byLote('lote-1'))
        expect(o).toMatchObject({ subtotal: 8000, lote: { nome: '1º lote' } });
      for (const o of byLote('lote-2'))
        expect(o).toMatchObject({ subtotal: 9500, lote: { nome: '2º lote' } });
      expect(await placesOf(sale.eventId, 'lote-1')).toHaveLength(5);
      expect(await placesOf(sale.eventId, 'lote-2')).toHaveLength(3);
      expect(await slotsOf(sale.eventId)).toHaveLength(8);
      const stock = (await adminDb().doc(`event_stock/${sale.eventId}`).get()).data()!;
      expect(stock.lotes_vendidos).toEqual({ 'lote-1': 5, 'lote-2': 3 });
    },
  );

  it(
    'asks no more than the lote on sale has left; meia-entrada is half its inteira',
    { timeout: 120_000 },
    async () => {
      const sale = await saleWithLotes((t) => [lote('lote-1', 2, 8000, t), lote('lote-2', null, 9000, t)]);
      const tooMany = await buy(await freshToken(), sale, [{ item_id: 'inteira', qnt: 3 }]);
      expect(tooMany.status).toBe(409);
      expect(errorOf(tooMany)).toEqual({
        code: 'lote_not_enough',
        message: 'Restam apenas 2 ingressos no 1º lote',
      });
      expect(await placesOf(sale.eventId, 'lote-1')).toHaveLength(0);
      expect(await slotsOf(sale.eventId)).toHaveLength(0);

      const two = await buy(await freshToken(), sale, [
        { item_id: 'inteira', qnt: 1 },
        { item_id: 'meia', qnt: 1 },
      ]);
      expect(two.status, two.text).toBe(200);
      const order = (await orderOf(two.body.orderId))!;
      expect(order.items).toMatchObject([
        { item_id: 'inteira', preco: 8000 },
        { item_id: 'meia', preco: 4000 },
      ]);
      // The 1º lote is sold out: the 2º lote (no quantity) sells at its price.
      const next = await buy(await freshToken(), sale, [{ item_id: 'meia', qnt: 1 }]);
      expect(next.status, next.text).toBe(200);
      expect((await orderOf(next.body.orderId))?.items).toMatchObject([{ preco: 4500 }]);
      expect((await orderOf(next.body.orderId))?.lote).toEqual({ id: 'lote-2', nome: '2º lote' });
    },
  );

  it('a lote ends on its date; when every lote ended nothing is sold', async () => {
    const past = new Date(Date.now() - DAY);
    const sale = await saleWithLotes((t) => [
      lote('lote-1', 100, 8000, t, past),
      lote('lote-2', 100, 9000, t),
    ]);
    const answer = await buy(await freshToken(), sale, [{ item_id: 'inteira', qnt: 1 }]);
    expect(answer.status, answer.text).toBe(200);
    expect((await orderOf(answer.body.orderId))?.subtotal).toBe(9000);

    const over = await saleWithLotes((t) => [lote('lote-1', 100, 8000, t, past)]);
    const refused = await buy(await freshToken(), over, [{ item_id: 'inteira', qnt: 1 }]);
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toEqual({
      code: 'lotes_ended',
      message: 'As vendas de todos os lotes deste evento terminaram',
    });
  });

  it('a cancelled order gives its place in the lote back', { timeout: 120_000 }, async () => {
    const sale = await saleWithLotes((t) => [lote('lote-1', 1, 8000, t), lote('lote-2', 10, 9000, t)]);
    const first = await buy(await freshToken(), sale, [{ item_id: 'inteira', qnt: 1 }]);
    expect(first.status, first.text).toBe(200);
    expect(await placesOf(sale.eventId, 'lote-1')).toHaveLength(1);
    const cancel = await api(`/api/admin/orders/${first.body.orderId}/status`, {
      json: { status: 'cancelado', motivo: 'Teste de lote' },
      token: users.adminToken,
    });
    expect(cancel.status, cancel.text).toBe(200);
    expect(await placesOf(sale.eventId, 'lote-1')).toHaveLength(0);
    await eventually(async () => {
      const stock = (await adminDb().doc(`event_stock/${sale.eventId}`).get()).data();
      return stock?.lotes_vendidos?.['lote-1'] === 0;
    });
    const again = await buy(await freshToken(), sale, [{ item_id: 'inteira', qnt: 1 }]);
    expect((await orderOf(again.body.orderId))?.lote).toEqual({ id: 'lote-1', nome: '1º lote' });
  });
});
