// Wheelchair spaces with a companion seat (core/src/wheelchair.ts; LBI art. 44, Decreto
// 9.404/2018) on the server, against the live stack: a space is sold as a pair of named tickets
// (the user's, then the companion's) and one place of the event's own pool, which a rush cannot
// pass; the door is told which of the pair each ticket is.
import { afterAll, describe, expect, it } from 'vitest';
import {
  BOX_OFFICE_OPTIONS,
  BUYER,
  checkout,
  checkoutBody,
  eventually,
  orderOf,
  sandbox,
  seedSale,
  slotsOf,
  ticketsOf,
  unpublishSales,
  type SaleFixture,
} from '../support/checkout-fixtures.ts';
import { adminDb, createUser, errorOf, tokenOf, scanAtDoor } from '../support/functions-api.ts';
import { randomCpf } from '../support/cpf.ts';
import { gated } from '../support/gated.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();
afterAll(unpublishSales);

const WHEELCHAIR = {
  id: 'cadeirante',
  label: 'Cadeirante + acompanhante',
  valor_centavos: 6000,
  tipo: 'cadeirante',
};

function wheelchairSale(total: number, spaces: number): Promise<SaleFixture> {
  return seedSale({
    total,
    table: { itens: [...BOX_OFFICE_OPTIONS, WHEELCHAIR] },
    event: { espacos_cadeirante: spaces },
  });
}

const freshToken = () => createUser().then(tokenOf);

const spacesOf = async (eventId: string) =>
  (await adminDb().collection(`event_stock/${eventId}/cadeirante_slots`).get()).docs;

const figures = async (eventId: string) => (await adminDb().doc(`event_stock/${eventId}`).get()).data()!;

/** One pair's checkout: the wheelchair user and the companion, both named. */
function pairBody(sale: SaleFixture, pairs = 1, over: Record<string, unknown> = {}) {
  return checkoutBody(sale, {
    items: [
      { event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: 'cadeirante', qnt: 2 * pairs },
    ],
    titulares: Array.from({ length: 2 * pairs }, (_, n) => ({
      nome: n % 2 === 0 ? `Cadeirante ${n}` : `Acompanhante ${n}`,
      cpf: randomCpf(),
    })),
    buyer: { ...BUYER, cpf: randomCpf() },
    ...over,
  });
}

describe('a wheelchair space', () => {
  it(
    'is two named tickets and one place of the pool; the door is told which of the pair each is',
    { timeout: 120_000 },
    async () => {
      const sale = await wheelchairSale(20, 3);
      const token = await freshToken();
      // Half a pair, or a pair with no names: refused before anything is held.
      const odd = await checkout(
        token,
        pairBody(sale, 1, {
          items: [{ event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: 'cadeirante', qnt: 1 }],
          titulares: [{ nome: 'Ana Lima', cpf: randomCpf() }],
        }),
      );
      expect(odd.status).toBe(400);
      expect(errorOf(odd).code).toBe('wheelchair_pairs');
      const unnamed = await checkout(token, pairBody(sale, 1, { titulares: [] }));
      expect(unnamed.status).toBe(400);
      expect(errorOf(unnamed)).toEqual({
        code: 'holders_required',
        message: 'Ingresso nominal: informe o nome e o CPF dos 2 titulares',
      });
      expect(await slotsOf(sale.eventId)).toHaveLength(0);

      const answer = await checkout(token, pairBody(sale));
      expect(answer.status, answer.text).toBe(200);
      // 2 × R$ 60,00 + 10 % fee
      expect(answer.body.total).toBe(13200);
      expect(await slotsOf(sale.eventId)).toHaveLength(2);
      expect(await spacesOf(sale.eventId)).toHaveLength(1);
      expect(await figures(sale.eventId)).toMatchObject({
        disponivel: 18,
        cadeirante_total: 3,
        cadeirante_disponivel: 2,
      });

      const order = (await orderOf(answer.body.orderId))!;
      const confirm = await sandbox(`/sandbox/payment/${order.asaas_payment_id as string}/confirm`, {
        json: {},
      });
      expect(confirm.status).toBe(200);
      await eventually(async () => (await orderOf(answer.body.orderId))?.status === 'pago', 60_000);
      const tickets = (await ticketsOf(answer.body.orderId)).map((t) => t.data());
      expect(tickets.map((t) => [t.titular, t.tipo_preco, t.lugar_acessivel])).toEqual([
        ['Cadeirante 0', 'cadeirante', 'cadeirante'],
        ['Acompanhante 1', 'cadeirante', 'acompanhante'],
      ]);
      expect((await spacesOf(sale.eventId)).map((s) => s.get('estado'))).toEqual(['vendido']);
      const door = async (code: string) =>
        (
          await scanAtDoor<{ ticket: { lugar_acessivel: string | null } }>(
            { code, eventId: sale.eventId },
            users.adminToken,
          )
        ).body.ticket.lugar_acessivel;
      expect(await door(tickets[0]!.qr_code as string)).toBe('cadeirante');
      expect(await door(tickets[1]!.qr_code as string)).toBe('acompanhante');
    },
  );

  it('is not sold by an event without spaces, and says how many are left', async () => {
    const none = await wheelchairSale(20, 0);
    const refused = await checkout(await freshToken(), pairBody(none));
    expect(errorOf(refused)).toEqual({
      code: 'wheelchair_sold_out',
      message: 'Os espaços para cadeirante deste evento estão esgotados',
    });
    const two = await wheelchairSale(20, 2);
    const three = await checkout(await freshToken(), pairBody(two, 3));
    expect(errorOf(three)).toEqual({
      code: 'wheelchair_not_enough',
      message: 'Restam apenas 2 espaços para cadeirante neste evento',
    });
    expect(await slotsOf(two.eventId)).toHaveLength(0);
    expect(await spacesOf(two.eventId)).toHaveLength(0);
  });

  it('12 pairs at once on 3 spaces sell exactly 3; the others hear why', { timeout: 240_000 }, async () => {
    const sale = await wheelchairSale(100, 3);
    const tokens = await Promise.all(Array.from({ length: 12 }, freshToken));
    const answers = await gated(
      tokens.map((token) => () => checkout(token, pairBody(sale))),
      6,
    );
    const outcomes = answers.map((a) => (a.status === 200 ? 'vendido' : errorOf(a).code));
    expect(outcomes.filter((o) => o === 'vendido')).toHaveLength(3);
    expect(outcomes.filter((o) => o !== 'vendido')).toEqual(Array(9).fill('wheelchair_sold_out'));
    expect(await spacesOf(sale.eventId)).toHaveLength(3);
    expect(await slotsOf(sale.eventId)).toHaveLength(6);
    await eventually(async () => (await figures(sale.eventId)).cadeirante_disponivel === 0);
    // The other options still sell.
    const inteira = await checkout(
      await freshToken(),
      checkoutBody(sale, {
        items: [{ event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: 'inteira', qnt: 1 }],
        buyer: { ...BUYER, cpf: randomCpf() },
      }),
    );
    expect(inteira.status, inteira.text).toBe(200);
  });
});
