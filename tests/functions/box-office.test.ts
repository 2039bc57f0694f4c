// The box office on the server (issue "Box office 1 of 2"), against the live stack: several
// options in one order, each line priced and kept with its kind; the meia-entrada quota as a pool
// of its own that a rush cannot pass; the limit per CPF across accounts, in parallel too; the
// quota following a lowered total.
import { afterAll, describe, expect, it } from 'vitest';
import {
  BOX_OFFICE_OPTIONS,
  BUYER,
  checkout,
  checkoutBody,
  eventually,
  meiaSlotsOf,
  orderOf,
  sandbox,
  seedSale,
  slotsOf,
  ticketsOf,
  unpublishSales,
  type SaleFixture,
} from '../support/checkout-fixtures.ts';
import { adminDb, api, createUser, errorOf, tokenOf, scanAtDoor } from '../support/functions-api.ts';
import { randomCpf } from '../support/cpf.ts';
import { gated } from '../support/gated.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();
afterAll(unpublishSales);

const line = (sale: SaleFixture, itemId: string, qnt: number) => ({
  event_id: sale.eventId,
  pricing_table_id: sale.tableId,
  item_id: itemId,
  qnt,
});

/** How many times each value occurs. */
function tally(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}

/** A fresh account (each may start only a few orders a minute) with its token. */
const freshToken = () => createUser().then(tokenOf);

async function stockFigures(eventId: string) {
  return (await adminDb().doc(`event_stock/${eventId}`).get()).data()!;
}

function boxOfficeSale(total: number, event: Record<string, unknown> = {}) {
  return seedSale({ total, table: { itens: BOX_OFFICE_OPTIONS }, event });
}

describe('several options in one order', () => {
  it(
    'prices 2 × Inteira + 1 × Meia-entrada, holds a quota slot for the meia and issues three tickets',
    { timeout: 120_000 },
    async () => {
      const sale = await boxOfficeSale(100);
      const token = await freshToken();
      const body = checkoutBody(sale, {
        items: [line(sale, 'inteira', 2), line(sale, 'meia', 1)],
        buyer: { ...BUYER, cpf: randomCpf() },
      });
      const answer = await checkout(token, body);
      expect(answer.status, answer.text).toBe(200);
      // 2 × 100 + 1 × 50 = 250; fee 10 % = 25
      expect(answer.body.total).toBe(27500);
      const order = (await orderOf(answer.body.orderId))!;
      expect(order.items).toMatchObject([
        { item_id: 'inteira', qnt: 2, preco: 10000, tipo_preco: 'inteira', tipo_ingresso: 'Pista - Inteira' },
        { item_id: 'meia', qnt: 1, preco: 5000, tipo_preco: 'meia', tipo_ingresso: 'Pista - Meia-entrada' },
      ]);
      expect(await slotsOf(sale.eventId)).toHaveLength(3);
      expect(await meiaSlotsOf(sale.eventId)).toHaveLength(1);
      // The figures the event page shows: 40 % of 100 is the quota, one of it is held.
      expect(await stockFigures(sale.eventId)).toMatchObject({
        disponivel: 97,
        meia_total: 40,
        meia_disponivel: 39,
      });
      const payment = await (await sandbox(`/payments/${order.asaas_payment_id as string}`)).body!;
      expect(payment.description).toBe(
        `Show ${sale.eventId} — Pista - Inteira × 2, Pista - Meia-entrada × 1 (pedido ${answer.body.orderId.slice(0, 8)})`,
      );

      expect((await sandbox(`/sandbox/payment/${payment.id as string}/confirm`, { json: {} })).status).toBe(
        200,
      );
      // The webhook's delivery: up to a minute on a loaded machine.
      await eventually(async () => (await orderOf(answer.body.orderId))?.status === 'pago', 60_000);
      const tickets = (await ticketsOf(answer.body.orderId)).map((t) => t.data());
      expect(tickets.map((t) => [t.tipo, t.tipo_preco, t.meia_entrada])).toEqual([
        ['Pista - Inteira', 'inteira', false],
        ['Pista - Inteira', 'inteira', false],
        ['Pista - Meia-entrada', 'meia', true],
      ]);
      expect(new Set(tickets.map((t) => t.qr_code)).size).toBe(3);
      // The door is told to check the document of the meia, and only of it.
      const door = async (code: string) =>
        (
          await scanAtDoor<{ ticket: { meia_entrada: boolean } }>(
            { code, eventId: sale.eventId },
            users.adminToken,
          )
        ).body.ticket.meia_entrada;
      expect(await door(tickets[2]!.qr_code as string)).toBe(true);
      expect(await door(tickets[0]!.qr_code as string)).toBe(false);
      expect((await meiaSlotsOf(sale.eventId)).map((s) => s.get('estado'))).toEqual(['vendido']);
    },
  );

  it('a meia for people 60+ is half price outside the quota', async () => {
    const sale = await boxOfficeSale(10);
    const answer = await checkout(
      await freshToken(),
      checkoutBody(sale, { items: [line(sale, 'idoso', 2)], buyer: { ...BUYER, cpf: randomCpf() } }),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(await meiaSlotsOf(sale.eventId)).toHaveLength(0);
    expect(await slotsOf(sale.eventId)).toHaveLength(2);
  });

  it('refuses one option twice, two events in one order and the event limit over all lines (400 / 409)', async () => {
    const sale = await boxOfficeSale(100);
    const other = await boxOfficeSale(100);
    const token = await freshToken();
    const twice = await checkout(
      token,
      checkoutBody(sale, { items: [line(sale, 'inteira', 1), line(sale, 'inteira', 1)] }),
    );
    expect(twice.status).toBe(400);
    expect(errorOf(twice).message).toBe('Cada opção de ingresso aparece uma só vez no pedido');
    const mixed = await checkout(
      token,
      checkoutBody(sale, { items: [line(sale, 'inteira', 1), line(other, 'meia', 1)] }),
    );
    expect(mixed.status).toBe(400);
    expect(errorOf(mixed).message).toBe('Um pedido reúne ingressos de um só evento');
    const seven = await checkout(
      token,
      checkoutBody(sale, { items: [line(sale, 'inteira', 4), line(sale, 'meia', 3)] }),
    );
    expect(seven.status).toBe(409);
    expect(errorOf(seven)).toEqual({ code: 'order_limit', message: 'Limite de 6 ingressos por pedido' });
    expect(await slotsOf(sale.eventId)).toHaveLength(0);
  });
});

describe('named tickets', () => {
  it(
    'asks one holder per ticket before reserving, and issues each ticket in its holder\u2019s name',
    { timeout: 120_000 },
    async () => {
      const sale = await boxOfficeSale(10, { ingresso_nominal: true });
      const token = await freshToken();
      const items = [line(sale, 'inteira', 1), line(sale, 'meia', 1)];
      const none = await checkout(
        token,
        checkoutBody(sale, { items, buyer: { ...BUYER, cpf: randomCpf() } }),
      );
      expect(none.status).toBe(400);
      expect(errorOf(none)).toEqual({
        code: 'holders_required',
        message: 'Ingresso nominal: informe o nome e o CPF dos 2 titulares',
      });
      expect(await slotsOf(sale.eventId)).toHaveLength(0);

      const [ana, bia] = [randomCpf(), randomCpf()];
      const titulares = [
        { nome: 'Ana Lima', cpf: ana },
        { nome: 'Bia Souza', cpf: bia },
      ];
      const answer = await checkout(
        token,
        checkoutBody(sale, { items, titulares, buyer: { ...BUYER, cpf: randomCpf() } }),
      );
      expect(answer.status, answer.text).toBe(200);
      const order = (await orderOf(answer.body.orderId))!;
      expect(order.titulares).toEqual([
        { nome: 'Ana Lima', cpf: ana.replace(/\D/g, '') },
        { nome: 'Bia Souza', cpf: bia.replace(/\D/g, '') },
      ]);
      expect(
        (await sandbox(`/sandbox/payment/${order.asaas_payment_id as string}/confirm`, { json: {} })).status,
      ).toBe(200);
      await eventually(async () => (await orderOf(answer.body.orderId))?.status === 'pago', 60_000);
      const tickets = (await ticketsOf(answer.body.orderId)).map((t) => t.data());
      expect(tickets.map((t) => [t.titular, t.titular_cpf, t.meia_entrada])).toEqual([
        ['Ana Lima', ana.replace(/\D/g, ''), false],
        ['Bia Souza', bia.replace(/\D/g, ''), true],
      ]);
    },
  );

  it('ignores holders sent for an event that does not name its tickets', async () => {
    const sale = await boxOfficeSale(10);
    const answer = await checkout(
      await freshToken(),
      checkoutBody(sale, {
        titulares: [{ nome: 'Ana Lima', cpf: randomCpf() }],
        buyer: { ...BUYER, cpf: randomCpf() },
      }),
    );
    expect(answer.status, answer.text).toBe(200);
    expect((await orderOf(answer.body.orderId))!.titulares).toBeUndefined();
  });
});

describe('the meia-entrada quota', () => {
  it(
    '60 buyers at once on a quota of 20 sell exactly 20 meia; the others hear why',
    { timeout: 240_000 },
    async () => {
      // 40 % of 50 is 20: the quota, while the total alone could take 50.
      const sale = await boxOfficeSale(50);
      const tokens = await Promise.all(Array.from({ length: 60 }, freshToken));
      // All click at once; at most 6 requests in flight (tests/support/gated.ts says why).
      const answers = await gated(
        tokens.map(
          (token) => () =>
            checkout(
              token,
              checkoutBody(sale, { items: [line(sale, 'meia', 1)], buyer: { ...BUYER, cpf: randomCpf() } }),
            ),
        ),
        6,
      );
      const soldOut = JSON.stringify({
        error: { code: 'meia_sold_out', message: 'Meia-entrada esgotada para este evento' },
      });
      expect(tally(answers.map((a) => (a.status === 200 ? 'vendida' : `${a.status} ${a.text}`)))).toEqual({
        vendida: 20,
        [`409 ${soldOut}`]: 40,
      });
      expect(await meiaSlotsOf(sale.eventId)).toHaveLength(20);
      expect(await slotsOf(sale.eventId)).toHaveLength(20);
      expect(await stockFigures(sale.eventId)).toMatchObject({
        disponivel: 30,
        meia_total: 20,
        meia_disponivel: 0,
      });
      // Inteira still sells.
      const inteira = await checkout(
        await freshToken(),
        checkoutBody(sale, { items: [line(sale, 'inteira', 2)], buyer: { ...BUYER, cpf: randomCpf() } }),
      );
      expect(inteira.status, inteira.text).toBe(200);
    },
  );

  it('tells how many meia are left when fewer than asked, holding nothing', async () => {
    const sale = await boxOfficeSale(5); // quota: ceil(2) = 2
    const answer = await checkout(
      await freshToken(),
      checkoutBody(sale, { items: [line(sale, 'meia', 3)], buyer: { ...BUYER, cpf: randomCpf() } }),
    );
    expect(errorOf(answer)).toEqual({
      code: 'meia_not_enough',
      message: 'Restam apenas 2 meias-entradas para este evento',
    });
    expect(await meiaSlotsOf(sale.eventId)).toHaveLength(0);
    expect(await slotsOf(sale.eventId)).toHaveLength(0);
  });

  it('an event may raise its quota above 40 %; lowering the total lowers the quota with it', async () => {
    const sale = await boxOfficeSale(10, { cota_meia_percentual: 50 });
    const buyMeia = (qnt: number) =>
      freshToken().then((token) =>
        checkout(
          token,
          checkoutBody(sale, { items: [line(sale, 'meia', qnt)], buyer: { ...BUYER, cpf: randomCpf() } }),
        ),
      );
    expect((await buyMeia(4)).status).toBe(200);
    expect(await stockFigures(sale.eventId)).toMatchObject({ meia_total: 5, meia_disponivel: 1 });
    // 6 tickets: the quota is 3, and the 4 meia already sold stay sold.
    const lowered = await api(`/api/admin/events/${sale.eventId}/stock`, {
      json: { total: 6 },
      token: users.adminToken,
    });
    expect(lowered.status, lowered.text).toBe(200);
    expect(await stockFigures(sale.eventId)).toMatchObject({
      total: 6,
      disponivel: 2,
      meia_total: 3,
      meia_disponivel: 0,
    });
    const more = await buyMeia(1);
    expect(errorOf(more).code).toBe('meia_sold_out');
  });
});

describe('the limit per CPF', () => {
  it('counts paid and reserved tickets of a CPF across accounts', { timeout: 120_000 }, async () => {
    const sale = await boxOfficeSale(100, { max_por_cpf: 4 });
    const cpf = randomCpf();
    const buyAs = async (qnt: number) =>
      checkout(
        await freshToken(),
        checkoutBody(sale, { items: [line(sale, 'inteira', qnt)], buyer: { ...BUYER, cpf } }),
      );
    const first = await buyAs(3);
    expect(first.status, first.text).toBe(200);
    const paymentId = await eventually(
      async () => (await orderOf(first.body.orderId))?.asaas_payment_id as string,
    );
    expect((await sandbox(`/sandbox/payment/${paymentId}/confirm`, { json: {} })).status).toBe(200);
    await eventually(async () => (await orderOf(first.body.orderId))?.status === 'pago', 60_000);

    const two = await buyAs(2);
    expect(two.status).toBe(409);
    expect(errorOf(two)).toEqual({
      code: 'cpf_limit',
      message: 'Este CPF pode comprar só mais 1 ingresso para este evento',
    });
    expect((await buyAs(1)).status).toBe(200);
    expect(errorOf(await buyAs(1)).message).toBe(
      'Este CPF já atingiu o limite de 4 ingressos para este evento',
    );
    expect(await slotsOf(sale.eventId)).toHaveLength(4);
  });

  it('two accounts with one CPF buying at once never pass the limit', { timeout: 120_000 }, async () => {
    for (let round = 0; round < 3; round++) {
      const sale = await boxOfficeSale(100, { max_por_cpf: 4 });
      const cpf = randomCpf();
      const tokens = await Promise.all([freshToken(), freshToken()]);
      const answers = await Promise.all(
        tokens.map((token) =>
          checkout(
            token,
            checkoutBody(sale, { items: [line(sale, 'inteira', 3)], buyer: { ...BUYER, cpf } }),
          ),
        ),
      );
      expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
      for (const refused of answers.filter((a) => a.status !== 200))
        expect(errorOf(refused).code).toBe('cpf_limit');
      expect((await slotsOf(sale.eventId)).length).toBeLessThanOrEqual(4);
    }
  });
});
