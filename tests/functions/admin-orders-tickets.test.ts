// The admin's order status changes, against the live stack and the Asaas sandbox: every effect
// (stock, Asaas charge, tickets, history, audit log), the refusals, and tickets that were really
// issued by paying an order through the webhook. (The door: checkin-lists.test.ts.)
import { afterAll, describe, expect, it } from 'vitest';
import {
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
import { api, auditEntries, createUser, errorOf, tokenOf } from '../support/functions-api.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();

/**
 * An order of `qnt` tickets waiting for payment, with its Asaas charge created. Each by a buyer
 * of its own: one account may start only a few orders a minute.
 */
async function pendingOrder(sale: SaleFixture, qnt = 1) {
  const items = [{ event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: sale.itemId, qnt }];
  const buyerToken = await tokenOf(await createUser());
  const answer = await checkout(buyerToken, checkoutBody(sale, { items }));
  expect(answer.status, answer.text).toBe(200);
  const orderId = answer.body.orderId;
  const paymentId = await eventually(async () => (await orderOf(orderId))?.asaas_payment_id as string);
  return { orderId, paymentId };
}

/** Paid the way Asaas tells us: a PAYMENT_RECEIVED webhook; tickets issued. */
async function paidOrder(sale: SaleFixture, qnt = 1) {
  const order = await pendingOrder(sale, qnt);
  expect((await sandbox(`/sandbox/payment/${order.paymentId}/confirm`, { json: {} })).status).toBe(200);
  const payment = (await sandbox(`/payments/${order.paymentId}`)).body!;
  await postWebhook(webhookEvent('PAYMENT_RECEIVED', { ...payment, status: 'RECEIVED' }));
  await eventually(async () => (await orderOf(order.orderId))?.status === 'pago');
  const tickets = await ticketsOf(order.orderId);
  expect(tickets).toHaveLength(qnt);
  return { ...order, tickets };
}

function setStatus(orderId: string, body: unknown, token: string | null = users.adminToken) {
  return api<{ status: string; de: string }>(`/api/admin/orders/${orderId}/status`, {
    json: body,
    token: token ?? undefined,
  });
}

/** Holds the sandbox's webhooks while `run` acts, so that the admin's own change is what we see. */
async function withWebhooksPaused<T>(run: () => Promise<T>): Promise<T> {
  await sandbox('/sandbox/webhooks/pause', { json: {} });
  try {
    return await run();
  } finally {
    await sandbox('/sandbox/webhooks/resume', { json: {} });
  }
}

function lastChange(order: Record<string, unknown>) {
  return (order.status_historico as Record<string, unknown>[]).at(-1)!;
}

/** The history entry an admin's status change leaves: from, to, by this suite's admin, and why. */
function changeByAdmin(de: string, para: string, motivo: string) {
  return { de, para, origem: 'admin', por: users.admin.uid, motivo };
}

// Each test buys (and often pays) through the real stack: slow on a busy machine.
describe('POST /api/admin/orders/:id/status', { timeout: 60_000 }, () => {
  it('401 without a token, 403 for a customer, 404 for an unknown order', async () => {
    const sale = await seedSale();
    const { orderId } = await pendingOrder(sale);
    const body = { status: 'cancelado', motivo: 'Teste de acesso' };
    expect((await setStatus(orderId, body, null)).status).toBe(401);
    const forbidden = await setStatus(orderId, body, users.customerToken);
    expect(forbidden.status).toBe(403);
    expect(errorOf(forbidden).message).toBe('Acesso restrito a administradores');
    const missing = await setStatus('nao-existe-123', body);
    expect(missing.status).toBe(404);
    expect(errorOf(missing).message).toBe('Pedido não encontrado');
    expect((await orderOf(orderId))!.status).toBe('aguardando_pagamento');
  });

  it('400 for a bad body (pt-BR), 409 for a transition the state machine does not allow', async () => {
    const sale = await seedSale();
    const { orderId } = await pendingOrder(sale);
    const cases: [unknown, string][] = [
      [{ status: 'CANCELLED', motivo: 'Duplicado' }, 'Selecione um status válido'],
      [{ status: 'cancelado', motivo: 'ab' }, 'Informe o motivo da alteração (mínimo 3 caracteres)'],
      [{ status: 'cancelado' }, 'Informe o motivo da alteração (mínimo 3 caracteres)'],
      [['cancelado'], 'Corpo da requisição inválido'],
    ];
    for (const [body, message] of cases) {
      const answer = await setStatus(orderId, body);
      expect(answer.status, message).toBe(400);
      expect(errorOf(answer).message).toBe(message);
    }
    for (const status of ['reembolsado', 'aguardando_pagamento']) {
      const refused = await setStatus(orderId, { status, motivo: 'Não pode' });
      expect(refused.status, status).toBe(409);
      expect(errorOf(refused).message).toBe('Transição de status não permitida');
    }
    expect((await orderOf(orderId))!.status).toBe('aguardando_pagamento');
  });

  it('cancelado: releases the stock, deletes the Asaas charge, records history and audit', async () => {
    const sale = await seedSale({ total: 5 });
    const { orderId, paymentId } = await pendingOrder(sale, 2);
    expect(await disponivelOf(sale.eventId)).toBe(3);
    const answer = await setStatus(orderId, { status: 'cancelado', motivo: '  Cliente desistiu ' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ status: 'cancelado', de: 'aguardando_pagamento' });

    const order = (await orderOf(orderId))!;
    expect(order.status).toBe('cancelado');
    expect(lastChange(order)).toMatchObject(
      changeByAdmin('aguardando_pagamento', 'cancelado', 'Cliente desistiu'),
    );
    expect(await slotsOf(sale.eventId)).toHaveLength(0);
    expect(await disponivelOf(sale.eventId)).toBe(5);
    expect((await sandbox(`/payments/${paymentId}`)).body!.deleted).toBe(true);
    const audit = await auditEntries('update', `orders/${orderId}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_uid: users.admin.uid,
      source: 'function',
      changes: {
        status: { before: 'aguardando_pagamento', after: 'cancelado' },
        motivo: { before: null, after: 'Cliente desistiu' },
      },
    });

    // Final: a second change is refused and changes nothing.
    const again = await setStatus(orderId, { status: 'cancelado', motivo: 'De novo' });
    expect(again.status).toBe(409);
    expect((await orderOf(orderId))!.status_historico).toHaveLength(order.status_historico.length);
    // The PAYMENT_DELETED webhook of our own deletion arrives later and changes nothing either.
    await new Promise((r) => setTimeout(r, 1500));
    expect(lastChange((await orderOf(orderId))!)).toMatchObject({ origem: 'admin' });
  });

  it('cancelado is refused when Asaas already has the money; the order becomes paid instead', async () => {
    const sale = await seedSale();
    const { orderId, paymentId } = await pendingOrder(sale);
    await withWebhooksPaused(async () => {
      // Paid on the provider, its webhook not arrived yet.
      expect((await sandbox(`/sandbox/payment/${paymentId}/confirm`, { json: {} })).status).toBe(200);
      const answer = await setStatus(orderId, { status: 'cancelado', motivo: 'Cliente pediu' });
      expect(answer.status).toBe(409);
      expect(errorOf(answer).message).toBe(
        'O pagamento deste pedido já foi confirmado no Asaas: ele não pode ser cancelado. Para devolver o valor, use "Reembolsado".',
      );
      const order = (await orderOf(orderId))!;
      expect(order.status).toBe('pago');
      expect((await sandbox(`/payments/${paymentId}`)).body!.deleted).not.toBe(true);
    });
    expect(await ticketsOf(orderId)).toHaveLength(1);
    expect(await auditEntries('update', `orders/${orderId}`)).toHaveLength(0);
  });

  it('reembolsado: refunds in Asaas, marks the tickets, records who and why', async () => {
    const sale = await seedSale();
    const { orderId, paymentId } = await paidOrder(sale, 2);
    await withWebhooksPaused(async () => {
      const answer = await setStatus(orderId, { status: 'reembolsado', motivo: 'Evento adiado' });
      expect(answer.status, answer.text).toBe(200);
      expect((await sandbox(`/payments/${paymentId}`)).body!.status).toBe('REFUNDED');
      const order = (await orderOf(orderId))!;
      expect(order.status).toBe('reembolsado');
      expect(lastChange(order)).toMatchObject(changeByAdmin('pago', 'reembolsado', 'Evento adiado'));
    });
    expect((await ticketsOf(orderId)).map((t) => t.get('status'))).toEqual(['reembolsado', 'reembolsado']);
    const audit = await auditEntries('update', `orders/${orderId}`);
    expect(audit.map((a) => a.changes.status)).toEqual([{ before: 'pago', after: 'reembolsado' }]);
    // Refunded is final: the Asaas refund is not asked twice.
    expect((await setStatus(orderId, { status: 'reembolsado', motivo: 'De novo' })).status).toBe(409);
  });

  it('reembolsado with the webhook racing the admin: refunded once, one history entry', async () => {
    const sale = await seedSale();
    const { orderId, paymentId } = await paidOrder(sale);
    const answer = await setStatus(orderId, { status: 'reembolsado', motivo: 'Duplicidade' });
    expect(answer.status, answer.text).toBe(200);
    await new Promise((r) => setTimeout(r, 1500)); // the PAYMENT_REFUNDED webhook has arrived
    const order = (await orderOf(orderId))!;
    expect(order.status).toBe('reembolsado');
    const refunds = (order.status_historico as { para: string }[]).filter((h) => h.para === 'reembolsado');
    expect(refunds).toHaveLength(1);
    expect(((await sandbox(`/payments/${paymentId}`)).body!.refunds as unknown[]).length).toBe(1);
  });

  it("reembolsado is refused with Asaas's reason when the charge cannot be refunded", async () => {
    const sale = await seedSale();
    const { orderId } = await paidOrder(sale);
    // Simulates a charge Asaas refuses to refund (already refunded on the provider's side).
    const paymentId = (await orderOf(orderId))!.asaas_payment_id as string;
    await withWebhooksPaused(async () => {
      await sandbox(`/payments/${paymentId}/refund`, { json: {} });
      const answer = await setStatus(orderId, { status: 'reembolsado', motivo: 'Estorno' });
      expect(answer.status).toBe(409);
      expect(errorOf(answer).message).toMatch(/^Não foi possível reembolsar a cobrança no Asaas: /);
      expect((await orderOf(orderId))!.status).toBe('pago');
    });
  });

  it('pago by hand issues the tickets once and removes the open charge; twice is refused', async () => {
    const sale = await seedSale({ total: 10 });
    const { orderId, paymentId } = await pendingOrder(sale, 2);
    const answer = await setStatus(orderId, { status: 'pago', motivo: 'Pago em dinheiro na bilheteria' });
    expect(answer.status, answer.text).toBe(200);
    const order = (await orderOf(orderId))!;
    expect(order.status).toBe('pago');
    expect(lastChange(order)).toMatchObject({ para: 'pago', origem: 'admin', por: users.admin.uid });
    const tickets = await ticketsOf(orderId);
    expect(tickets.map((t) => t.get('status'))).toEqual(['ativo', 'ativo']);
    expect((await slotsOf(sale.eventId)).map((s) => s.get('estado'))).toEqual(['vendido', 'vendido']);
    expect((await sandbox(`/payments/${paymentId}`)).body!.deleted).toBe(true);

    const twice = await setStatus(orderId, { status: 'pago', motivo: 'Clique duplo' });
    expect(twice.status).toBe(409);
    expect(errorOf(twice).message).toBe('Transição de status não permitida');
    expect(await ticketsOf(orderId)).toHaveLength(2);
    expect(await auditEntries('update', `orders/${orderId}`)).toHaveLength(1);
  });
});

// Take this file's events off the public site again (see checkout-fixtures).
afterAll(unpublishSales);
