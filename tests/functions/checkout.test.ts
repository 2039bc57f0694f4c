// The purchase on the server, against the live stack and the Asaas sandbox: pricing from
// Firestore, refusals, idempotency, slot reservations under contention, the webhook (token,
// duplicates, order, unknown payments), releases and expiry, and who may touch an order.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BUYER,
  checkout,
  checkoutBody,
  disponivelOf,
  eventually,
  orderOf,
  postWebhook,
  sandbox,
  seedSale,
  slotsOf,
  ticketsOf,
  webhookEvent,
  type SaleFixture,
  unpublishSales,
} from '../support/checkout-fixtures.ts';
import { adminDb, api, createUser, errorOf, tokenOf, waitForApi } from '../support/functions-api.ts';
import { randomCpf } from '../support/cpf.ts';
import { verifySignedTicketCode } from '@gn/core/server/ticket-code';
import { LOCAL_TICKET_SIGNING_KEY } from '../../dev/lib/payments-sandbox.mjs';

let tokenA: string;
let tokenB: string;
let uidA: string;

beforeAll(async () => {
  await waitForApi();
  tokenB = await tokenOf(await createUser());
});

// A fresh buyer A per test: each account may start only a few orders a minute (NEW_ORDER_LIMITS).
beforeEach(async () => {
  const a = await createUser();
  uidA = a.uid;
  tokenA = await tokenOf(a);
});

async function buy(sale: SaleFixture, overrides: Record<string, unknown> = {}, token = tokenA) {
  const answer = await checkout(token, checkoutBody(sale, overrides));
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

async function paymentOf(orderId: string) {
  const id = (await orderOf(orderId))!.asaas_payment_id as string;
  return (await sandbox(`/payments/${id}`)).body!;
}

describe('POST /api/me/payment-customer', () => {
  it('needs a signed-in caller and valid buyer data', async () => {
    expect((await api('/api/me/payment-customer', { json: BUYER })).status).toBe(401);
    const bad = await api('/api/me/payment-customer', {
      json: { ...BUYER, cpf: '111.111.111-11' },
      token: tokenA,
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).message).toBe('CPF inválido');
  });

  it('creates the Asaas customer once, remembers it, and leaves the profile alone unless asked', async () => {
    const user = await createUser();
    const token = await tokenOf(user);
    const before = (await adminDb().doc(`profiles/${user.uid}`).get()).data() ?? {};
    const first = await api<{ customerId: string }>('/api/me/payment-customer', { json: BUYER, token });
    expect(first.status).toBe(200);
    expect(first.body.customerId).toMatch(/^cus_/);
    let profile = (await adminDb().doc(`profiles/${user.uid}`).get()).data()!;
    expect(profile.asaas_customer_id).toBe(first.body.customerId);
    // Checkout used to overwrite these with whatever was typed.
    expect([profile.nome, profile.cpf, profile.telefone]).toEqual([before.nome, before.cpf, before.telefone]);
    const again = await api<{ customerId: string }>('/api/me/payment-customer', { json: BUYER, token });
    expect(again.body.customerId).toBe(first.body.customerId);

    // 'Salvar estes dados no meu perfil'
    await api('/api/me/payment-customer', { json: { ...BUYER, salvarNoPerfil: true }, token });
    profile = (await adminDb().doc(`profiles/${user.uid}`).get()).data()!;
    expect([profile.nome, profile.cpf, profile.telefone]).toEqual([
      BUYER.nome,
      '52998224725',
      '+5511987654321',
    ]);
  });

  it("never attaches a buyer to another account's customer, even with the same CPF", async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    const customerOf = async (token: string, buyer: Record<string, unknown>) =>
      (await api<{ customerId: string }>('/api/me/payment-customer', { json: buyer, token })).body.customerId;
    const idA = await customerOf(await tokenOf(a), BUYER);
    const idB = await customerOf(await tokenOf(b), { ...BUYER, nome: 'Bruno Outro' });
    expect(idB).not.toBe(idA);
    const customerA = (await sandbox(`/customers/${idA}`)).body as Record<string, unknown>;
    const customerB = (await sandbox(`/customers/${idB}`)).body as Record<string, unknown>;
    expect([customerA.name, customerA.externalReference]).toEqual([BUYER.nome, a.uid]);
    expect([customerB.name, customerB.externalReference]).toEqual(['Bruno Outro', b.uid]);
    // New data typed by the same account updates its own customer (the invoice shows it).
    expect(await customerOf(await tokenOf(a), { ...BUYER, nome: 'Maria da Silva Souza' })).toBe(idA);
    expect(((await sandbox(`/customers/${idA}`)).body as Record<string, unknown>).name).toBe(
      'Maria da Silva Souza',
    );
  });
});

/** No slot is held and no order exists for the sale's event. */
async function expectNothingHeld(sale: SaleFixture) {
  expect(await slotsOf(sale.eventId)).toHaveLength(0);
  const orders = await adminDb()
    .collection('orders')
    .where('event_ids', 'array-contains', sale.eventId)
    .get();
  expect(orders.size).toBe(0);
}

/** A checkout body for `qnt` tickets of the sale's option. */
function bodyFor(sale: SaleFixture, qnt: number, overrides: Record<string, unknown> = {}) {
  return checkoutBody(sale, {
    items: [{ event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: 'inteira', qnt }],
    ...overrides,
  });
}

describe('POST /api/checkout', () => {
  it('prices the order from Firestore, reserves the stock and answers the PIX code', async () => {
    const sale = await seedSale({ total: 10 });
    const body = await buy(sale, {
      items: [
        { event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: 'inteira', qnt: 2, preco: 1 },
      ],
      cupom: ' gn10 ',
    });
    // 2 × R$ 100 = 20000; fee 10 % = 2000; GN10 = −2000
    expect(body.total).toBe(20000);
    expect(body.status).toBe('aguardando_pagamento');
    expect(body.pix?.payload).toMatch(/^000201/);
    expect(Buffer.from(body.pix!.encodedImage, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const order = (await orderOf(body.orderId))!;
    expect(order).toMatchObject({
      user_id: uidA,
      subtotal: 20000,
      taxas: 2000,
      desconto: 2000,
      total: 20000,
      cupom: 'GN10',
    });
    // The fee is kept per ticket: the buyer paid preco + taxa_unitaria for each.
    expect(order.items[0]).toMatchObject({
      tipo_ingresso: 'Pista - Inteira',
      preco: 10000,
      taxa_unitaria: 1000,
      qnt: 2,
    });
    expect(order.event_ids).toEqual([sale.eventId]); // what the admin's event filter queries
    expect(order.comprador).toEqual({
      nome: BUYER.nome,
      email: BUYER.email,
      cpf: '52998224725',
      telefone: '+5511987654321',
    });
    const reservation = (order.reserva_expira_em as Timestamp).toMillis() - Date.now();
    expect(reservation).toBeGreaterThan(13 * 60_000);
    expect(reservation).toBeLessThanOrEqual(15 * 60_000);
    expect(await slotsOf(sale.eventId)).toHaveLength(2);
    expect(await disponivelOf(sale.eventId)).toBe(8);
    const payment = await paymentOf(body.orderId);
    expect(payment).toMatchObject({ value: 200, billingType: 'PIX', externalReference: body.orderId });
  });

  it(
    'returns the same order for a retried idempotency key, charging once',
    { timeout: 120_000 },
    async () => {
      const sale = await seedSale({ total: 5 });
      const request = checkoutBody(sale);
      const answers = await Promise.all([
        checkout(tokenA, request),
        checkout(tokenA, request),
        checkout(tokenA, request),
      ]);
      const ids = new Set(answers.map((a) => a.body.orderId));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(ids.size).toBe(1);
      const again = await checkout(tokenA, request);
      expect(again.body.orderId).toBe([...ids][0]);
      await eventually(async () => (await orderOf(again.body.orderId))?.asaas_payment_id);
      expect(await slotsOf(sale.eventId)).toHaveLength(1);
      const payments = await sandbox(`/payments?externalReference=${again.body.orderId}`);
      expect((payments.body!.data as unknown[]).length).toBe(1);
      // Another buyer with the same key gets an order of their own.
      const other = await checkout(tokenB, request);
      expect(other.body.orderId).not.toBe(again.body.orderId);
    },
  );

  it('refuses what cannot be sold, with codes and pt-BR messages, and reserves nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ status_inscricoes: 'encerradas' }, 'registration_closed', 'Inscrições encerradas'],
      [{ status: 'rascunho' }, 'event_unavailable', 'Este evento não está disponível para compra'],
      [{ visivel: false }, 'event_unavailable', 'Este evento não está disponível para compra'],
      [
        { data_inicio: Timestamp.fromDate(new Date(Date.now() - 3_600_000)) },
        'event_started',
        'Evento encerrado',
      ],
      [
        { pricing_table_ids: [] },
        'option_gone',
        'Esta opção de ingresso não está mais disponível. Escolha novamente.',
      ],
    ];
    for (const [event, code, message] of cases) {
      const sale = await seedSale({ event });
      const answer = await checkout(tokenA, checkoutBody(sale));
      expect(answer.status, message).toBe(409);
      expect(errorOf(answer)).toEqual({ code, message });
      expect(await slotsOf(sale.eventId)).toHaveLength(0);
    }
    const unpublishedTable = await seedSale({ table: { publicada: false } });
    expect((await checkout(tokenA, checkoutBody(unpublishedTable))).status).toBe(409);
    const missing = await checkout(tokenA, checkoutBody({ ...unpublishedTable, itemId: 'nao-existe' }));
    expect(errorOf(missing).code).toBe('option_gone');
  });

  it('refuses more tickets in one order than the event allows (6 unless it sets another), reserving none', async () => {
    const sale = await seedSale();
    const seven = await checkout(tokenA, bodyFor(sale, 7, { buyer: { ...BUYER, cpf: randomCpf() } }));
    expect(seven.status).toBe(409);
    expect(errorOf(seven)).toEqual({ code: 'order_limit', message: 'Limite de 6 ingressos por pedido' });
    await expectNothingHeld(sale);

    const strict = await seedSale({ event: { max_por_pedido: 2 } });
    const three = await checkout(tokenA, bodyFor(strict, 3, { buyer: { ...BUYER, cpf: randomCpf() } }));
    expect(errorOf(three)).toEqual({ code: 'order_limit', message: 'Limite de 2 ingressos por pedido' });
    await expectNothingHeld(strict);
    const two = await checkout(tokenA, bodyFor(strict, 2, { buyer: { ...BUYER, cpf: randomCpf() } }));
    expect(two.status, two.text).toBe(200);
    expect(await slotsOf(strict.eventId)).toHaveLength(2);
  });

  it('400 on bad input, 401 without a token', async () => {
    const sale = await seedSale();
    expect((await checkout('', checkoutBody(sale))).status).toBe(401);
    const cases: [Record<string, unknown>, string][] = [
      [{ items: [] }, 'Carrinho vazio - Adicione itens ao carrinho primeiro'],
      [{ buyer: { ...BUYER, cpf: '123' } }, 'CPF é obrigatório'],
      [{ method: 'cheque' }, 'Selecione uma forma de pagamento'],
      [{ idempotencyKey: 'x' }, 'Chave de idempotência inválida'],
      [
        { items: [{ event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: 'inteira', qnt: 21 }] },
        'Quantidade deve estar entre 1 e 20',
      ],
      [{ titulares: [{ nome: 'Ana Lima', cpf: '111.111.111-11' }] }, 'CPF inválido'],
    ];
    for (const [override, message] of cases) {
      const answer = await checkout(tokenA, checkoutBody(sale, override));
      expect(answer.status, message).toBe(400);
      expect(errorOf(answer).message).toBe(message);
    }
  });

  // Each concurrent request gets its own functions-emulator worker (a new Node process on first
  // use), so this takes tens of seconds on a loaded 2-core machine: hence the long timeout.
  it(
    'sells exactly the stock to concurrent buyers and tells the rest it is sold out',
    { timeout: 180_000 },
    async () => {
      const sale = await seedSale({ total: 3 });
      const buyers = await Promise.all(Array.from({ length: 8 }, () => createUser().then(tokenOf)));
      const answers = await Promise.all(buyers.map((token) => checkout(token, checkoutBody(sale))));
      const sold = answers.filter((a) => a.status === 200);
      const refused = answers.filter((a) => a.status === 409);
      expect(sold).toHaveLength(3);
      expect(refused).toHaveLength(5);
      for (const r of refused)
        expect(errorOf(r)).toEqual({ code: 'sold_out', message: 'Ingressos esgotados' });
      expect(await slotsOf(sale.eventId)).toHaveLength(3);
      expect(await disponivelOf(sale.eventId)).toBe(0);
    },
  );

  it('tells how many are left when fewer than asked', async () => {
    const sale = await seedSale({ total: 3 });
    await buy(sale, {
      items: [{ event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: 'inteira', qnt: 2 }],
    });
    const answer = await checkout(
      tokenA,
      checkoutBody(sale, {
        items: [{ event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: 'inteira', qnt: 2 }],
      }),
    );
    expect(answer.status).toBe(409);
    expect(errorOf(answer)).toEqual({ code: 'not_enough', message: 'Resta apenas 1 ingresso' });
    expect(await slotsOf(sale.eventId)).toHaveLength(2);
  });

  it('validates everything before reserving: a 1 MB body is a 413, a long name a 400, nothing is held', async () => {
    const sale = await seedSale({ total: 10 });
    const body = bodyFor(sale, 3, { buyer: { ...BUYER, nome: 'M'.repeat(1024 * 1024) } });
    const answer = await api('/api/checkout', {
      token: tokenA,
      body: JSON.stringify(body),
      headers: { 'content-type': 'text/plain' },
    });
    expect(answer.status).toBe(413);
    const small = await checkout(tokenA, checkoutBody(sale, { buyer: { ...BUYER, nome: 'M'.repeat(101) } }));
    expect(small.status).toBe(400);
    expect(errorOf(small).message).toBe('Nome deve ter no máximo 100 caracteres');
    expect(await slotsOf(sale.eventId)).toHaveLength(0);
  });

  it('a failure after the stock is claimed gives the slots back in the same request', async () => {
    const sale = await seedSale({ total: 10 });
    const body = bodyFor(sale, 3);
    const answer = await api('/api/checkout', {
      token: tokenA,
      json: body,
      headers: { 'x-gn-fault': 'after-claim' },
    });
    expect(answer.status).toBe(500);
    expect(errorOf(answer)).toEqual({ code: 'internal', message: 'Erro interno' });
    await expectNothingHeld(sale);
    // The same request tried again goes through with the stock intact.
    const retried = await checkout(tokenA, body);
    expect(retried.status).toBe(200);
    expect(await slotsOf(sale.eventId)).toHaveLength(3);
  });

  it('an account starts at most 5 new orders a minute, even all at once; a retry is not a new order', async () => {
    const sale = await seedSale({ total: 50 });
    const bodies = Array.from({ length: 7 }, () => checkoutBody(sale));
    const answers = await Promise.all(bodies.map((body) => checkout(tokenA, body)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const limited = answers.find((a) => a.status === 429)!;
    expect(errorOf(limited).code).toBe('too_many_orders');
    expect(errorOf(limited).message).toBe(
      'Muitos pedidos em pouco tempo. Aguarde alguns minutos e tente novamente.',
    );
    expect(await slotsOf(sale.eventId)).toHaveLength(5);
    // The same request again returns its order (not counted, not refused).
    const first = bodies[answers.findIndex((a) => a.status === 200)]!;
    expect((await checkout(tokenA, first)).status).toBe(200);
  });

  it('one account holds at most 10 unpaid tickets per event; paid ones do not count', async () => {
    // The event lets one order take 10 tickets (its own limit is another test's subject).
    const sale = await seedSale({ event: { max_por_pedido: 10 } });
    const cpf = randomCpf();
    const line = (qnt: number, itemId = 'inteira') => ({
      items: [{ event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: itemId, qnt }],
      buyer: { ...BUYER, cpf },
    });
    const as = (qnt: number) => checkout(tokenA, checkoutBody(sale, line(qnt)));
    // Free tickets are paid at once: they hold nothing unpaid.
    expect((await checkout(tokenA, checkoutBody(sale, line(10, 'cortesia')))).status).toBe(200);
    expect((await as(6)).status).toBe(200);
    const over = await as(5);
    expect(over.status).toBe(409);
    expect(errorOf(over).code).toBe('unpaid_cap');
    expect(errorOf(over).message).toBe(
      'Você já tem 6 ingressos aguardando pagamento neste evento (limite de 10 por pessoa). Pague ou aguarde o vencimento desses pedidos antes de reservar mais.',
    );
    expect((await as(4)).status).toBe(200);
    expect(await slotsOf(sale.eventId)).toHaveLength(20);
    // Another account typing the same CPF has no allowance left either; another CPF has.
    const sameCpf = await checkout(tokenB, checkoutBody(sale, line(1)));
    expect(sameCpf.status).toBe(409);
    expect(errorOf(sameCpf).code).toBe('unpaid_cap');
    expect(errorOf(sameCpf).message).toMatch(/^Este CPF já tem 10 ingressos aguardando pagamento/);
    const otherCpf = await checkout(tokenB, checkoutBody(sale, { ...line(1), buyer: BUYER }));
    expect(otherCpf.status, otherCpf.text).toBe(200);
  });

  it('the cap holds when one person sends their orders all at once, by account and by CPF', async () => {
    // One account, four parallel orders of 4 (16 > 10); then four accounts typing one CPF.
    const accounts = await Promise.all(Array.from({ length: 4 }, () => createUser().then(tokenOf)));
    for (const tokens of [[tokenA, tokenA, tokenA, tokenA], accounts]) {
      const sale = await seedSale();
      const cpf = randomCpf();
      const answers = await Promise.all(
        tokens.map((token) => checkout(token, bodyFor(sale, 4, { buyer: { ...BUYER, cpf } }))),
      );
      const accepted = answers.filter((a) => a.status === 200).length;
      for (const a of answers.filter((a) => a.status !== 200)) {
        expect(a.status, a.text).toBe(409);
        expect(errorOf(a).message).toMatch(/aguardando pagamento/);
      }
      const held = (await slotsOf(sale.eventId)).filter((s) => s.get('estado') === 'reservado');
      expect(held.length).toBe(4 * accepted);
      expect(held.length).toBeLessThanOrEqual(10);
    }
  });

  it('boleto holds 24 hours, and is refused for an event that starts sooner', async () => {
    const sale = await seedSale();
    const { orderId } = await buy(sale, { method: 'boleto' });
    const hold = ((await orderOf(orderId))!.reserva_expira_em as Timestamp).toMillis() - Date.now();
    expect(hold).toBeGreaterThan(23.9 * 3_600_000);
    expect(hold).toBeLessThanOrEqual(24 * 3_600_000);

    const soon = await seedSale({
      event: { data_inicio: Timestamp.fromDate(new Date(Date.now() + 20 * 3_600_000)) },
    });
    const refused = await checkout(tokenA, checkoutBody(soon, { method: 'boleto' }));
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe('boleto_unavailable');
    expect(errorOf(refused).message).toBe(
      'Boleto indisponível: o evento começa em menos de 24 horas. Escolha PIX ou cartão.',
    );
    expect(await slotsOf(soon.eventId)).toHaveLength(0);
  });

  it('never sells an option without a value (sob consulta): 409 before any reservation', async () => {
    const sale = await seedSale();
    const answer = await checkout(tokenA, checkoutBody({ ...sale, itemId: 'consulta' }));
    expect(answer.status).toBe(409);
    expect(errorOf(answer).code).toBe('not_sold_online');
    expect(errorOf(answer).message).toBe(
      'Esta opção não é vendida pelo site. Fale com a organização do evento.',
    );
    await expectNothingHeld(sale);
  });

  it('issues free tickets at once, without a charge', async () => {
    const sale = await seedSale();
    const body = await buy({ ...sale, itemId: 'cortesia' });
    expect(body.total).toBe(0);
    expect(body.status).toBe('pago');
    expect(await ticketsOf(body.orderId)).toHaveLength(1);
  });
});

describe('POST /api/webhooks/asaas', () => {
  it('401 for a missing or wrong token, and nothing changes', async () => {
    const sale = await seedSale();
    const { orderId } = await buy(sale);
    const payment = await eventually(
      async () => (await orderOf(orderId))?.asaas_payment_id && paymentOf(orderId),
    );
    const event = webhookEvent('PAYMENT_RECEIVED', { ...payment, status: 'RECEIVED' });
    expect((await postWebhook(event, null)).status).toBe(401);
    expect((await postWebhook(event, 'wrong-token')).status).toBe(401);
    expect((await postWebhook(event, `${process.env.GN_ASAAS_WEBHOOK_TOKEN}x`)).status).toBe(401);
    expect((await orderOf(orderId))!.status).toBe('aguardando_pagamento');
  });

  it(
    'the same paid event three times issues one set of tickets and sells the slots',
    { timeout: 120_000 },
    async () => {
      const sale = await seedSale({ total: 10 });
      const { orderId } = await buy(sale, {
        items: [{ event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: 'inteira', qnt: 3 }],
      });
      const payment = await eventually(
        async () => (await orderOf(orderId))?.asaas_payment_id && paymentOf(orderId),
      );
      const event = webhookEvent('PAYMENT_RECEIVED', { ...payment, status: 'RECEIVED' });
      const answers = await Promise.all([postWebhook(event), postWebhook(event), postWebhook(event)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      const order = (await orderOf(orderId))!;
      expect(order.status).toBe('pago');
      expect(order.status_historico.filter((h: { para: string }) => h.para === 'pago')).toHaveLength(1);
      const tickets = await ticketsOf(orderId);
      expect(tickets).toHaveLength(3);
      expect(new Set(tickets.map((t) => t.get('codigo_serial'))).size).toBe(3);
      for (const t of tickets) {
        expect(t.data()).toMatchObject({
          status: 'ativo',
          user_id: uidA,
          quantidade: 1,
          titular: BUYER.nome,
        });
        // The signed code names this ticket and its serial (core/src/server/ticket-code.ts).
        expect(verifySignedTicketCode(LOCAL_TICKET_SIGNING_KEY, t.get('qr_code'))).toMatchObject({
          ticketId: t.id,
          serial: t.get('codigo_serial'),
        });
      }
      const slots = await slotsOf(sale.eventId);
      expect(slots.map((s) => s.get('estado'))).toEqual(['vendido', 'vendido', 'vendido']);
      expect(await disponivelOf(sale.eventId)).toBe(7);
      const recorded = await adminDb().doc(`payment_events/${event.id}`).get();
      expect(recorded.get('result')).toBe('aguardando_pagamento→pago');
    },
  );

  it('ignores events that arrive late or out of order', async () => {
    const sale = await seedSale();
    const { orderId } = await buy(sale);
    const payment = await eventually(
      async () => (await orderOf(orderId))?.asaas_payment_id && paymentOf(orderId),
    );
    await postWebhook(webhookEvent('PAYMENT_CONFIRMED', { ...payment, status: 'CONFIRMED' }));
    for (const late of [
      'PAYMENT_CREATED',
      'PAYMENT_OVERDUE',
      'PAYMENT_DELETED',
      'PAYMENT_CREDIT_CARD_CAPTURE_REFUSED',
    ]) {
      const answer = await postWebhook(webhookEvent(late, { ...payment, status: 'PENDING' }));
      expect(answer.status).toBe(200);
    }
    expect((await orderOf(orderId))!.status).toBe('pago');
    expect(await ticketsOf(orderId)).toHaveLength(1);
    expect(await slotsOf(sale.eventId)).toHaveLength(1);
  });

  it('a paid event without a value, or with another value, never pays the order and is kept for the admin', async () => {
    const sale = await seedSale();
    const { orderId } = await buy(sale);
    const payment = await eventually(
      async () => (await orderOf(orderId))?.asaas_payment_id && paymentOf(orderId),
    );
    const { value: _value, ...withoutValue } = payment as Record<string, unknown>;
    const missing = await postWebhook(
      webhookEvent('PAYMENT_RECEIVED', { ...withoutValue, status: 'RECEIVED' }),
    );
    expect(missing.status).toBe(200);
    expect(missing.body.result).toBe('valor_ausente');
    const more = await postWebhook(
      webhookEvent('PAYMENT_RECEIVED', { ...payment, value: Number(payment.value) + 1, status: 'RECEIVED' }),
    );
    expect(more.status).toBe(200);
    expect(more.body.result).toBe('valor_divergente');

    const order = (await orderOf(orderId))!;
    expect(order.status).toBe('aguardando_pagamento');
    expect(await ticketsOf(orderId)).toHaveLength(0);
    expect(
      order.alertas_pagamento.map((a: Record<string, unknown>) => [a.tipo, a.payment_id, a.valor_recebido]),
    ).toEqual([
      ['valor_divergente', payment.id, null],
      ['valor_divergente', payment.id, Math.round((Number(payment.value) + 1) * 100)],
    ]);
  });

  it('answers 200 for an unknown payment and 400 for a body without an id, never a 5xx', async () => {
    const unknown = await postWebhook(
      webhookEvent('PAYMENT_RECEIVED', {
        id: 'pay_naoexiste00',
        status: 'RECEIVED',
        externalReference: 'nao-existe',
      }),
    );
    expect(unknown.status).toBe(200);
    expect(unknown.body.result).toBe('pedido_desconhecido');
    expect((await postWebhook({ event: 'PAYMENT_RECEIVED' })).status).toBe(400);
    expect((await postWebhook({ id: 'evt_x', event: 'ACCOUNT_STATUS_UPDATED' })).status).toBe(200);
  });

  it('a refused card fails the order and releases its stock once', { timeout: 120_000 }, async () => {
    const sale = await seedSale({ total: 2 });
    const { orderId } = await buy(sale, { method: 'card' });
    const payment = await eventually(
      async () => (await orderOf(orderId))?.asaas_payment_id && paymentOf(orderId),
    );
    expect(await disponivelOf(sale.eventId)).toBe(1);
    const event = webhookEvent('PAYMENT_CREDIT_CARD_CAPTURE_REFUSED', payment);
    await Promise.all([
      postWebhook(event),
      postWebhook(webhookEvent('PAYMENT_CREDIT_CARD_CAPTURE_REFUSED', payment)),
    ]);
    expect((await orderOf(orderId))!.status).toBe('falhou');
    expect(await slotsOf(sale.eventId)).toHaveLength(0);
    expect(await disponivelOf(sale.eventId)).toBe(2);
    expect(await ticketsOf(orderId)).toHaveLength(0);
    // The failed order's charge is removed, so it can no longer be paid.
    expect((await sandbox(`/payments/${payment.id}`)).body!.deleted).toBe(true);
  });

  it('a payment that arrives after the reservation was released is refunded, not ticketed', async () => {
    const sale = await seedSale();
    const { orderId } = await buy(sale);
    const paymentId = await eventually(async () => (await orderOf(orderId))?.asaas_payment_id as string);
    // The sweeper expired the order but lost the race to delete the charge: the buyer pays it.
    await adminDb().doc(`orders/${orderId}`).update({ status: 'expirado' });
    await sandbox(`/sandbox/payment/${paymentId}/confirm`, { json: {} });
    const order = await eventually(async () => {
      const o = await orderOf(orderId);
      return o?.reembolso_automatico?.estado === 'feito' && o;
    });
    expect(order.status).toBe('expirado');
    expect(await ticketsOf(orderId)).toHaveLength(0);
    expect((await sandbox(`/payments/${paymentId}`)).body!.status).toBe('REFUNDED');
  });

  it('a refund marks the order and its tickets', async () => {
    const sale = await seedSale();
    const { orderId } = await buy(sale);
    const payment = await eventually(
      async () => (await orderOf(orderId))?.asaas_payment_id && paymentOf(orderId),
    );
    await postWebhook(webhookEvent('PAYMENT_RECEIVED', { ...payment, status: 'RECEIVED' }));
    await postWebhook(webhookEvent('PAYMENT_REFUNDED', { ...payment, status: 'REFUNDED' }));
    expect((await orderOf(orderId))!.status).toBe('reembolsado');
    expect((await ticketsOf(orderId)).map((t) => t.get('status'))).toEqual(['reembolsado']);
  });

  it('the sandbox paying a PIX reaches the order through the real webhook', async () => {
    const sale = await seedSale();
    const { orderId } = await buy(sale);
    const paymentId = await eventually(async () => (await orderOf(orderId))?.asaas_payment_id as string);
    expect((await sandbox(`/sandbox/payment/${paymentId}/confirm`, { json: {} })).status).toBe(200);
    await eventually(async () => (await orderOf(orderId))?.status === 'pago');
    expect(await ticketsOf(orderId)).toHaveLength(1);
  });
});

describe('reservation expiry and reconcile', () => {
  const sweep = () =>
    api<{ expired: number }>('/api/internal/sweep-reservations', {
      method: 'POST',
      headers: { 'x-gn-internal-token': process.env.GN_INTERNAL_TOKEN ?? '' },
    });

  it('the sweeper expires a reservation that ran out, releases it and deletes the charge', async () => {
    const sale = await seedSale({ total: 1 });
    const { orderId } = await buy(sale);
    const paymentId = await eventually(async () => (await orderOf(orderId))?.asaas_payment_id as string);
    expect((await checkout(tokenB, checkoutBody(sale))).status).toBe(409);
    await adminDb()
      .doc(`orders/${orderId}`)
      .update({ reserva_expira_em: Timestamp.fromMillis(Date.now() - 1000) });
    expect((await sweep()).status).toBe(200);
    expect((await orderOf(orderId))!.status).toBe('expirado');
    expect(await slotsOf(sale.eventId)).toHaveLength(0);
    expect((await sandbox(`/payments/${paymentId}`)).body!.deleted).toBe(true);
    // The released ticket can be bought again.
    expect((await checkout(tokenB, checkoutBody(sale))).status).toBe(200);
  });

  it('the sweeper keeps a paid order whose webhook never came (it reads the payment first)', async () => {
    const sale = await seedSale();
    const { orderId } = await buy(sale);
    const paymentId = await eventually(async () => (await orderOf(orderId))?.asaas_payment_id as string);
    // Paid on the provider while its webhook is held back: only the sweeper's read can tell.
    await adminDb()
      .doc(`orders/${orderId}`)
      .update({ reserva_expira_em: Timestamp.fromMillis(Date.now() - 1000) });
    await sandbox('/sandbox/webhooks/pause', { json: {} });
    try {
      await sandbox(`/sandbox/payment/${paymentId}/confirm`, { json: {} });
      await sweep();
      expect((await orderOf(orderId))!.status).toBe('pago');
    } finally {
      await sandbox('/sandbox/webhooks/resume', { json: {} });
    }
    expect(await ticketsOf(orderId)).toHaveLength(1);
  });

  it('the internal route is closed without its token', async () => {
    const answer = await api('/api/internal/sweep-reservations', {
      method: 'POST',
      headers: { 'x-gn-internal-token': 'x' },
    });
    expect(answer.status).toBe(401);
  });

  it('reconcile: the owner and admins only; another user sees "not found"', async () => {
    const sale = await seedSale();
    const { orderId } = await buy(sale);
    const mine = await api<{ status: string }>(`/api/orders/${orderId}/reconcile`, {
      method: 'POST',
      token: tokenA,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.status).toBe('aguardando_pagamento');
    const theirs = await api(`/api/orders/${orderId}/reconcile`, { method: 'POST', token: tokenB });
    expect(theirs.status).toBe(404);
    expect(errorOf(theirs)).toEqual({ code: 'order_not_found', message: 'Pedido não encontrado' });
    expect((await api(`/api/orders/${orderId}/reconcile`, { method: 'POST' })).status).toBe(401);
    expect(
      (await api(`/api/orders/${randomUUID()}/reconcile`, { method: 'POST', token: tokenA })).status,
    ).toBe(404);
  });
});

// Take this file's events off the public site again (see checkout-fixtures).
afterAll(unpublishSales);
