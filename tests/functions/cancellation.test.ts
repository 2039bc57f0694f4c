// The buyer's cancellation of a paid order (CDC art. 49: POST /api/orders/{id}/cancel) and the
// admin's refund tasks, against the live stack and the Asaas sandbox: only the owner, only within
// the window; the tickets stop admitting at once, the places go back, the refund is made (PIX), or
// handed to the buyer (boleto: Asaas's bank-account page), or kept as the admin's task when Asaas
// refuses; e-mail and audit.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { CANCELLATION_MESSAGES } from '../../core/src/cancellation.ts';
import { CHECKIN_MESSAGES } from '../../core/src/checkin.ts';
import { orderNumber } from '../../core/src/ids.ts';
import {
  ASAAS_URL,
  checkout,
  checkoutBody,
  disponivelOf,
  eventually,
  orderOf,
  sandbox,
  seedSale,
  slotsOf,
  ticketsOf,
  unpublishSales,
  type SaleFixture,
} from '../support/checkout-fixtures.ts';
import {
  adminDb,
  api,
  auditEntries,
  createUser,
  errorOf,
  tokenOf,
  scanAtDoor,
} from '../support/functions-api.ts';
import { waitForMessages } from '../support/mail-catcher.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();

/**
 * The cancellation e-mail left through the mail outbox (functions/src/outbox): its line is in the
 * order's e-mail log, and the sender deleted the settled message, which nobody awaits.
 */
async function expectSentThroughOutbox(orderId: string, to: string): Promise<void> {
  await eventually(async () => {
    const log = await adminDb()
      .collection(`orders/${orderId}/emails`)
      .where('tipo', '==', 'cancelamento')
      .get();
    return log.docs.some((line) => line.get('estado') === 'enviado' && line.get('para') === to);
  });
  await eventually(
    async () => (await adminDb().collection('mail_outbox').where('order_id', '==', orderId).get()).empty,
  );
}
afterAll(async () => {
  await sandbox('/sandbox/refunds/refuse', { json: { enabled: false } });
  await unpublishSales();
});

interface RefundAnswer {
  status: string;
  reembolso: { estado: string; metodo: string; valor: number; link: string | null } | null;
}

const cancel = (orderId: string, token?: string, body: unknown = {}) =>
  api<RefundAnswer>(`/api/orders/${orderId}/cancel`, { json: body, token });
const preview = (orderId: string, token: string) =>
  api<{ recusa: { code: string; message: string } | null; prazos: string[]; valor: number }>(
    `/api/orders/${orderId}/cancellation`,
    { token },
  );
const checkIn = (code: string, eventId: string) => scanAtDoor({ code, eventId }, users.adminToken);

/** A paid order of `token`'s account: checkout, then the sandbox confirms its payment. */
async function paidOrder(token: string, sale: SaleFixture, method = 'pix'): Promise<string> {
  const answer = await checkout(token, checkoutBody(sale, { method }));
  expect(answer.status, answer.text).toBe(200);
  const { orderId } = answer.body;
  const paymentId = String((await orderOf(orderId))!.asaas_payment_id);
  expect((await sandbox(`/sandbox/payment/${paymentId}/confirm`, { json: {} })).status).toBe(200);
  await eventually(async () => (await orderOf(orderId))?.status === 'pago');
  return orderId;
}

describe('POST /api/orders/:id/cancel (the buyer)', () => {
  it('cancels a paid PIX order: tickets refused at the door, places back, money refunded, e-mail and audit', async () => {
    const sale = await seedSale({ total: 5 });
    const buyer = await createUser({ nome: 'Clara Desiste' });
    const token = await tokenOf(buyer);
    const orderId = await paidOrder(token, sale);
    const [ticket] = await ticketsOf(orderId);
    expect(await disponivelOf(sale.eventId)).toBe(4);

    const shown = await preview(orderId, token);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.recusa).toBeNull();
    expect(shown.body.prazos[0]).toMatch(/^Até 7 dias após a compra \(até \d{2}\/\d{2}\/\d{4} às 23:59\)$/);
    expect(shown.body.prazos[1]).toMatch(/^Até 48 horas antes do início do evento/);

    expect((await cancel(orderId)).status).toBe(401);
    const stranger = await cancel(orderId, await tokenOf(await createUser()));
    expect(stranger.status).toBe(404);
    const tooLong = await cancel(orderId, token, { motivo: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect((await orderOf(orderId))!.status).toBe('pago');

    const done = await cancel(orderId, token, { motivo: 'Não vou poder ir' });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({
      status: 'cancelado',
      reembolso: { estado: 'concluido', metodo: 'pix', valor: 11000 },
    });

    const order = (await orderOf(orderId))!;
    expect(order.status).toBe('cancelado');
    expect(order.cancelamento).toMatchObject({
      origem: 'cliente',
      por: buyer.uid,
      motivo: 'Não vou poder ir',
    });
    expect(order.reembolso).toMatchObject({ estado: 'concluido', tentativas: 1 });
    expect((await ticketsOf(orderId)).map((t) => t.get('status'))).toEqual(['cancelado']);
    expect(await slotsOf(sale.eventId)).toHaveLength(0);
    expect(await disponivelOf(sale.eventId)).toBe(5);
    expect((await sandbox(`/payments/${order.asaas_payment_id}`)).body!.status).toBe('REFUNDED');

    const door = await checkIn(String(ticket!.get('qr_code')), sale.eventId);
    expect(door.status).toBe(409);
    expect(errorOf(door).message).toBe(CHECKIN_MESSAGES.cancelled);

    const [mail] = await waitForMessages(
      (m) => m.to.includes(buyer.email) && m.subject.includes('cancelado'),
    );
    expect(mail?.subject).toBe(`Pedido #${orderNumber(orderId)} cancelado`);
    expect(mail?.text).toMatch(
      /O ingresso dele não vale mais na entrada\.\nReembolso: R\$\s110,00 por PIX — Reembolsado\./,
    );
    await expectSentThroughOutbox(orderId, buyer.email);
    const [entry] = await auditEntries('update', `orders/${orderId}`);
    expect(entry?.changes).toMatchObject({ status: { before: 'pago', after: 'cancelado' } });

    const again = await cancel(orderId, token);
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe('already_cancelled');
  });

  it('a free order: cancelled with no refund to make (no admin task), the places back, an e-mail', async () => {
    const sale = await seedSale({ total: 3 });
    const buyer = await createUser({ nome: 'Caio Cortesia' });
    const token = await tokenOf(buyer);
    const answer = await checkout(token, checkoutBody({ ...sale, itemId: 'cortesia' }));
    expect(answer.status, answer.text).toBe(200);
    const { orderId } = answer.body;
    await eventually(async () => (await orderOf(orderId))?.status === 'pago');

    const shown = await preview(orderId, token);
    expect(shown.body).toMatchObject({ recusa: null, valor: 0 });
    const done = await cancel(orderId, token);
    expect(done.status, done.text).toBe(200);
    expect(done.body).toEqual({ status: 'cancelado', reembolso: null });
    const order = (await orderOf(orderId))!;
    expect(order.status).toBe('cancelado');
    expect(order.cancelamento).toMatchObject({ origem: 'cliente', por: buyer.uid });
    expect(order.reembolso).toBeUndefined();
    expect(await disponivelOf(sale.eventId)).toBe(3);
    const [mail] = await waitForMessages(
      (m) => m.to.includes(buyer.email) && m.subject.includes('cancelado'),
    );
    expect(mail?.text).toContain('Os ingressos eram gratuitos: não há valor a devolver.');
    await expectSentThroughOutbox(orderId, buyer.email);
  });

  it('refuses an order awaiting payment: the order and its charge stay as they were, no audit entry', async () => {
    const sale = await seedSale();
    const token = await tokenOf(await createUser());
    const answer = await checkout(token, checkoutBody(sale));
    expect(answer.status, answer.text).toBe(200);
    const { orderId } = answer.body;
    const paymentId = String((await orderOf(orderId))!.asaas_payment_id);

    expect((await preview(orderId, token)).body.recusa?.code).toBe('not_paid');
    // Sent together, as a double click or a script would: every one refused.
    const tries = await Promise.all([cancel(orderId, token), cancel(orderId, token), cancel(orderId, token)]);
    for (const refused of tries) {
      expect(refused.status, refused.text).toBe(409);
      expect(errorOf(refused)).toEqual({ code: 'not_paid', message: CANCELLATION_MESSAGES.notPaid });
    }
    const order = (await orderOf(orderId))!;
    expect(order.status).toBe('aguardando_pagamento');
    expect(order.cancelamento).toBeUndefined();
    expect(await auditEntries('update', `orders/${orderId}`)).toEqual([]);
    expect((await sandbox(`/payments/${paymentId}`)).body!.status).toBe('PENDING');

    // The charge is still the order's: paid, it makes a paid order with its ticket, nothing to refund.
    expect((await sandbox(`/sandbox/payment/${paymentId}/confirm`, { json: {} })).status).toBe(200);
    await eventually(async () => (await orderOf(orderId))?.status === 'pago');
    expect((await orderOf(orderId))!.reembolso).toBeUndefined();
    expect((await ticketsOf(orderId)).map((t) => t.get('status'))).toEqual(['ativo']);
  });

  it('refuses after the window, with the reason, and changes nothing', async () => {
    // 47 hours before the event: past the 48-hour cut-off.
    const start = Timestamp.fromDate(new Date(Date.now() + 47 * 3_600_000));
    const sale = await seedSale({ event: { data_inicio: start } });
    const token = await tokenOf(await createUser());
    const orderId = await paidOrder(token, sale);

    const shown = await preview(orderId, token);
    expect(shown.body.recusa?.code).toBe('event_window');
    const refused = await cancel(orderId, token);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe('event_window');
    expect(errorOf(refused).message).toMatch(
      /^Cancelamento encerrado: este evento aceita cancelamentos até 48 horas antes do início do evento \(até /,
    );
    expect((await orderOf(orderId))!.status).toBe('pago');
    expect((await ticketsOf(orderId)).map((t) => t.get('status'))).toEqual(['ativo']);

    // An event that widens the window (cancellations until 12 h before) lets the same order go.
    await adminDb().doc(`events/${sale.eventId}`).update({ cancelamento_antecedencia_horas: 12 });
    expect((await cancel(orderId, token)).status).toBe(200);
  });

  it('keeps a refund Asaas refuses as the admin task: retry, then a refund made by hand', async () => {
    const sale = await seedSale();
    const token = await tokenOf(await createUser());
    const orderId = await paidOrder(token, sale);
    expect((await sandbox('/sandbox/refunds/refuse', { json: { enabled: true } })).status).toBe(200);
    try {
      const done = await cancel(orderId, token);
      expect(done.status, done.text).toBe(200);
      expect(done.body.reembolso?.estado).toBe('falhou');
      const order = (await orderOf(orderId))!;
      expect(order.status).toBe('cancelado');
      expect(order.reembolso.erro).toBe('Saldo insuficiente para realizar o estorno.');
      expect((await ticketsOf(orderId)).map((t) => t.get('status'))).toEqual(['cancelado']);

      const retryPath = `/api/admin/orders/${orderId}/refund/retry`;
      expect((await api(retryPath, { json: {}, token })).status).toBe(403);
      const stillRefused = await api<{ reembolso: { estado: string } }>(retryPath, {
        json: {},
        token: users.adminToken,
      });
      expect(stillRefused.body.reembolso.estado).toBe('falhou');
    } finally {
      await sandbox('/sandbox/refunds/refuse', { json: { enabled: false } });
    }
    const retried = await api<{ reembolso: { estado: string; tentativas: number } }>(
      `/api/admin/orders/${orderId}/refund/retry`,
      { json: {}, token: users.adminToken },
    );
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body.reembolso).toMatchObject({ estado: 'concluido', tentativas: 3 });
    const manual = await api(`/api/admin/orders/${orderId}/refund/manual`, {
      json: { observacao: 'PIX feito à mão' },
      token: users.adminToken,
    });
    expect(manual.status).toBe(409);
  });

  it('a boleto: the buyer gets Asaas’s bank-account page, and its answer completes the refund', async () => {
    const sale = await seedSale();
    const token = await tokenOf(await createUser());
    const orderId = await paidOrder(token, sale, 'boleto');
    const done = await cancel(orderId, token);
    expect(done.status, done.text).toBe(200);
    expect(done.body.reembolso).toMatchObject({ estado: 'aguardando_dados', metodo: 'boleto' });
    const link = String(done.body.reembolso?.link);
    expect(link.startsWith(ASAAS_URL)).toBe(true);

    const form = new URLSearchParams({
      bank: '001',
      agency: '1234',
      account: '12345-6',
      accountType: 'CONTA_CORRENTE',
      cpf: '529.982.247-25',
    });
    const sent = await fetch(link, { method: 'POST', body: form, redirect: 'manual' });
    expect(sent.status).toBe(303);
    await eventually(async () => (await orderOf(orderId))?.reembolso?.estado === 'concluido');
  });
});

describe('the admin cancels an unpaid boleto order while it is being paid', () => {
  it('the payment that wins the race is handed back like any late payment: refund page and marker', async () => {
    const sale = await seedSale();
    const token = await tokenOf(await createUser());
    const answer = await checkout(token, checkoutBody(sale, { method: 'boleto' }));
    expect(answer.status, answer.text).toBe(200);
    const { orderId } = answer.body;
    const paymentId = String((await orderOf(orderId))!.asaas_payment_id);
    // The webhook is held back, so only the admin's path can notice the payment.
    await sandbox('/sandbox/webhooks/pause', { json: {} });
    try {
      // The API holds after the order is cancelled and before the charge is deleted, until the
      // boleto is paid: the payment lands between the check and the deletion.
      const changing = api(`/api/admin/orders/${orderId}/status`, {
        json: { status: 'cancelado', motivo: 'Evento adiado pelo produtor' },
        token: users.adminToken,
        headers: { 'x-gn-fault': 'paid-before-charge-removal' },
      });
      await eventually(async () => (await orderOf(orderId))?.status === 'cancelado');
      expect((await sandbox(`/sandbox/payment/${paymentId}/confirm`, { json: {} })).status).toBe(200);
      const changed = await changing;
      expect(changed.status, changed.text).toBe(200);
      expect(changed.body).toEqual({ status: 'cancelado', de: 'aguardando_pagamento' });
      const order = (await orderOf(orderId))!;
      expect(order.status).toBe('cancelado');
      expect(order.reembolso_automatico).toMatchObject({ payment_id: paymentId, estado: 'aguardando_dados' });
      expect(String(order.reembolso_automatico.link).startsWith(ASAAS_URL)).toBe(true);
      expect((await sandbox(`/payments/${paymentId}`)).body!.status).toBe('REFUND_REQUESTED');
      expect(await ticketsOf(orderId)).toHaveLength(0);
    } finally {
      await sandbox('/sandbox/webhooks/resume', { json: {} });
    }
  });
});

describe('the admin cancels a paid order', () => {
  it('with the status dialog’s "Cancelado", outside the buyer’s window, and the refund follows', async () => {
    const start = Timestamp.fromDate(new Date(Date.now() + 3_600_000));
    const sale = await seedSale({ event: { data_inicio: start } });
    const token = await tokenOf(await createUser());
    const orderId = await paidOrder(token, sale);
    const changed = await api(`/api/admin/orders/${orderId}/status`, {
      json: { status: 'cancelado', motivo: 'Evento adiado pelo produtor' },
      token: users.adminToken,
    });
    expect(changed.status, changed.text).toBe(200);
    const order = (await orderOf(orderId))!;
    expect(order).toMatchObject({
      status: 'cancelado',
      cancelamento: { origem: 'admin', por: users.admin.uid, motivo: 'Evento adiado pelo produtor' },
      reembolso: { estado: 'concluido' },
    });
    expect((await ticketsOf(orderId)).map((t) => t.get('status'))).toEqual(['cancelado']);
  });
});
