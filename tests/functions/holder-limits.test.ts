// The event's limit per CPF counts people, not the CPF typed at checkout (issue 26, item 4),
// against the live stack: (a) an account may not hold more than one person may, whatever CPFs it
// types; (b) a transfer checks the recipient's CPF (and the account of the e-mail) in its
// transaction, and the ticket then counts for the recipient; (c) on a named-ticket event each
// ticket counts for its holder's CPF, across orders and inside one. Each also in parallel, a few
// rounds: the held total never passes the limit and one of the racing requests gets through.
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkout,
  checkoutBody,
  eventually,
  orderOf,
  sandbox,
  seedSale,
  slotsOf,
  unpublishSales,
  type SaleFixture,
} from '../support/checkout-fixtures.ts';
import {
  adminAuth,
  adminDb,
  api,
  createUser,
  errorOf,
  tokenOf,
  type ApiAnswer,
  type TestUser,
} from '../support/functions-api.ts';
import { randomCpf } from '../support/cpf.ts';

afterAll(unpublishSales);

const ROUNDS = 3;
const digits = (cpf: string) => cpf.replace(/\D/g, '');

/** A fresh account with a verified e-mail (transferring requires one) and its fresh ID token. */
async function person(): Promise<{ user: TestUser; token: string }> {
  const user = await createUser();
  await adminAuth().updateUser(user.uid, { emailVerified: true });
  return { user, token: await tokenOf(user) };
}

/** Free tickets (paid at once) or R$ 100 ones, bought as `buyerCpf`, with named holders if given. */
function buy(
  token: string,
  sale: SaleFixture,
  qnt: number,
  buyerCpf: string,
  options: { item?: string; titulares?: string[] } = {},
) {
  const { item = 'cortesia', titulares } = options;
  return checkout(
    token,
    checkoutBody(sale, {
      items: [{ event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: item, qnt }],
      buyer: {
        nome: 'Maria da Silva',
        email: 'maria@example.com',
        cpf: buyerCpf,
        telefone: '(11) 98765-4321',
      },
      ...(titulares ? { titulares: titulares.map((cpf, n) => ({ nome: `Titular ${n + 1}`, cpf })) } : {}),
    }),
  );
}

const transfer = (token: string, ticketId: string, to: { nome: string; cpf: string; email: string }) =>
  api(`/api/me/tickets/${ticketId}/transfer`, { json: to, token });

/** The event's slots held by an account (what the limits count). */
async function slotsOfAccount(eventId: string, uid: string) {
  return (await slotsOf(eventId)).filter((s) => s.get('titular_uid') === uid);
}

/** Tickets of the event issued or transferred to this CPF as their holder. */
async function ticketsNaming(eventId: string, cpf: string) {
  const snap = await adminDb().collection('tickets').where('event_id', '==', eventId).get();
  return snap.docs.filter((t) => t.get('titular_cpf') === digits(cpf) && t.get('status') === 'ativo');
}

function codes(answers: ApiAnswer[]) {
  return answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${errorOf(a).code}`);
}

describe('(a) one account, several CPFs typed', () => {
  it(
    'an account holding the limit with CPF X may not buy more typing CPF Y',
    { timeout: 120_000 },
    async () => {
      const sale = await seedSale({ event: { max_por_cpf: 2 } });
      const { token } = await person();
      const [x, y] = [randomCpf(), randomCpf()];
      const first = await buy(token, sale, 2, x, { item: 'inteira' });
      expect(first.status, first.text).toBe(200);
      const paymentId = await eventually(
        async () => (await orderOf(first.body.orderId))?.asaas_payment_id as string,
      );
      expect((await sandbox(`/sandbox/payment/${paymentId}/confirm`, { json: {} })).status).toBe(200);
      await eventually(async () => (await orderOf(first.body.orderId))?.status === 'pago', 60_000);

      const two = await buy(token, sale, 2, y);
      expect(two.status).toBe(409);
      expect(errorOf(two)).toEqual({
        code: 'account_limit',
        message: 'Sua conta já atingiu o limite de 2 ingressos por pessoa para este evento',
      });
      expect(errorOf(await buy(token, sale, 1, y)).code).toBe('account_limit');
      expect(await slotsOf(sale.eventId)).toHaveLength(2);
      // Another person may still buy with CPF Y.
      expect((await buy((await person()).token, sale, 2, y)).status).toBe(200);
    },
  );

  it(
    'one ticket more than the limit, each typing another CPF, asked at once',
    { timeout: 180_000 },
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const sale = await seedSale({ event: { max_por_cpf: 2 } });
        const { user, token } = await person();
        const answers = await Promise.all(Array.from({ length: 3 }, () => buy(token, sale, 1, randomCpf())));
        const sold = answers.filter((a) => a.status === 200).length;
        expect(sold, codes(answers).join(', ')).toBeGreaterThanOrEqual(1);
        expect(sold).toBeLessThanOrEqual(2);
        for (const code of codes(answers)) expect(code).toBe('409 account_limit');
        expect((await slotsOfAccount(sale.eventId, user.uid)).length).toBeLessThanOrEqual(2);
      }
    },
  );
});

describe('(b) a transfer to a CPF at the limit', () => {
  it(
    'is refused by CPF and by the e-mail\u2019s account; a ticket transferred counts for its new CPF',
    { timeout: 120_000 },
    async () => {
      const sale = await seedSale({ event: { max_por_cpf: 2 } });
      const p = await person();
      const r = await person();
      const [x, z, w] = [randomCpf(), randomCpf(), randomCpf()];
      expect((await buy(p.token, sale, 2, x)).status).toBe(200);
      const bought = await buy(r.token, sale, 2, z);
      expect(bought.status, bought.text).toBe(200);
      const [t1, t2] = [`${bought.body.orderId}-1`, `${bought.body.orderId}-2`];

      const byCpf = await transfer(r.token, t1, { nome: 'Paula Lima', cpf: x, email: p.user.email });
      expect(byCpf.status, byCpf.text).toBe(409);
      expect(errorOf(byCpf)).toEqual({
        code: 'cpf_limit',
        message: 'Este CPF já tem o máximo de 2 ingressos para este evento.',
      });
      // The CPF counts whatever e-mail comes with it.
      const elsewhere = await transfer(r.token, t1, {
        nome: 'Paula Lima',
        cpf: x,
        email: `p-${Date.now()}@example.com`,
      });
      expect(errorOf(elsewhere).code).toBe('cpf_limit');
      // P's account is full too, whatever CPF is named.
      const byAccount = await transfer(r.token, t1, { nome: 'Paula Lima', cpf: w, email: p.user.email });
      expect(errorOf(byAccount)).toEqual({
        code: 'account_limit',
        message: 'A conta deste e-mail já tem o máximo de 2 ingressos para este evento.',
      });
      expect((await adminDb().doc(`tickets/${t1}`).get()).get('user_id')).toBe(r.user.uid);

      // To someone else: the ticket now counts for W, not for R.
      const done = await transfer(r.token, t1, {
        nome: 'Wanda Reis',
        cpf: w,
        email: `w-${Date.now()}@example.com`,
      });
      expect(done.status, done.text).toBe(200);
      const wBuys = await buy((await person()).token, sale, 2, w);
      expect(errorOf(wBuys)).toEqual({
        code: 'cpf_limit',
        message: 'Este CPF pode comprar só mais 1 ingresso para este evento',
      });
      expect(await slotsOfAccount(sale.eventId, r.user.uid)).toHaveLength(1);
      // R holds one now and may buy one more; t2 is still R's to give.
      expect((await buy(r.token, sale, 1, z)).status).toBe(200);
      expect(
        (await transfer(r.token, t2, { nome: 'Wanda Reis', cpf: w, email: `w2-${Date.now()}@example.com` }))
          .status,
      ).toBe(200);
      expect(await ticketsNaming(sale.eventId, w)).toHaveLength(2);
    },
  );

  it(
    'two transfers and a checkout for one CPF at once never take it past the limit',
    { timeout: 240_000 },
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const sale = await seedSale({ event: { max_por_cpf: 2 } });
        const x = randomCpf();
        // X holds 1 of 2 (bought on a non-named event: the ticket names no CPF, its slot does).
        expect((await buy((await person()).token, sale, 1, x)).status).toBe(200);
        const r = await person();
        const bought = await buy(r.token, sale, 2, randomCpf());
        expect(bought.status, bought.text).toBe(200);
        const buyer = await person();
        const answers = await Promise.all([
          transfer(r.token, `${bought.body.orderId}-1`, {
            nome: 'Xavier Dias',
            cpf: x,
            email: `x1-${Date.now()}@example.com`,
          }),
          transfer(r.token, `${bought.body.orderId}-2`, {
            nome: 'Xavier Dias',
            cpf: x,
            email: `x2-${Date.now()}@example.com`,
          }),
          buy(buyer.token, sale, 1, x),
        ]);
        const passed = answers.filter((a) => a.status === 200).length;
        expect(passed, codes(answers).join(', ')).toBe(1);
        for (const code of codes(answers)) expect(code).toBe('409 cpf_limit');
        const transferred = (await ticketsNaming(sale.eventId, x)).length;
        const bySale = (await slotsOfAccount(sale.eventId, buyer.user.uid)).length;
        expect(1 + transferred + bySale).toBeLessThanOrEqual(2);
      }
    },
  );
});

describe('(c) named tickets count for their holders', () => {
  it(
    'two orders with different buyer CPFs may not name one holder past the limit, nor one order',
    { timeout: 120_000 },
    async () => {
      const sale = await seedSale({ event: { max_por_cpf: 4, ingresso_nominal: true } });
      const x = randomCpf();
      const first = await buy((await person()).token, sale, 3, randomCpf(), { titulares: [x, x, x] });
      expect(first.status, first.text).toBe(200);
      const second = await buy((await person()).token, sale, 3, randomCpf(), {
        titulares: [x, x, randomCpf()],
      });
      expect(second.status).toBe(409);
      const shown = `${digits(x).slice(0, 3)}.${digits(x).slice(3, 6)}.${digits(x).slice(6, 9)}-${digits(x).slice(9)}`;
      expect(errorOf(second)).toEqual({
        code: 'cpf_limit',
        message: `O titular de CPF ${shown} pode ter só mais 1 ingresso para este evento`,
      });
      expect(
        (await buy((await person()).token, sale, 2, randomCpf(), { titulares: [x, randomCpf()] })).status,
      ).toBe(200);
      expect(await ticketsNaming(sale.eventId, x)).toHaveLength(4);

      // One order naming one holder five times on a limit of 4.
      const other = await seedSale({ event: { max_por_cpf: 4, ingresso_nominal: true } });
      const y = randomCpf();
      const five = await buy((await person()).token, other, 5, randomCpf(), { titulares: [y, y, y, y, y] });
      expect(five.status).toBe(409);
      expect(errorOf(five).code).toBe('cpf_limit');
      expect(await slotsOf(other.eventId)).toHaveLength(0);
    },
  );

  it(
    'two orders naming one holder on 3 tickets each, at once, on a limit of 4',
    { timeout: 180_000 },
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const sale = await seedSale({ event: { max_por_cpf: 4, ingresso_nominal: true } });
        const x = randomCpf();
        const tokens = await Promise.all([person(), person()]);
        const answers = await Promise.all(
          tokens.map(({ token }) => buy(token, sale, 3, randomCpf(), { titulares: [x, x, x] })),
        );
        expect(answers.filter((a) => a.status === 200).length, codes(answers).join(', ')).toBe(1);
        for (const code of codes(answers)) expect(code).toBe('409 cpf_limit');
        expect((await slotsOf(sale.eventId)).length).toBeLessThanOrEqual(4);
      }
    },
  );
});
