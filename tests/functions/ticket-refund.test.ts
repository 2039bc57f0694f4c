// Refunding chosen tickets of a paid order (issue #31), against the live stack and the Asaas
// sandbox: the admin's POST /api/admin/orders/{id}/tickets/refund and the buyer's
// POST /api/orders/{id}/tickets/cancel. The value Asaas sees is the ticket's by core's rule; a
// repeat finds its entry; every method's path (PIX, card, a card plan across its installments,
// boleto and no charge as the admin's task); a refusal kept and retried; the webhooks; the
// places and the meia quota back; who may do it.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { CHECKIN_MESSAGES } from '../../core/src/checkin.ts';
import { TICKET_REFUND_ERRORS } from '../../core/src/ticket-refund.ts';
import {
  BOX_OFFICE_OPTIONS,
  BUYER,
  checkout,
  checkoutBody,
  eventually,
  meiaSlotsOf,
  orderOf,
  postWebhook,
  sandbox,
  seedSale,
  slotsOf,
  ticketsOf,
  unpublishSales,
  webhookEvent,
  type SaleFixture,
} from '../support/checkout-fixtures.ts';
import { randomCpf } from '../support/cpf.ts';
import {
  api,
  adminDb,
  auditEntries,
  createStaff,
  createUser,
  errorOf,
  scanAtDoor,
  tokenOf,
} from '../support/functions-api.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();

afterAll(async () => {
  await sandbox('/sandbox/refunds/refuse', { json: { enabled: false } });
  await unpublishSales();
});

interface Entry {
  id: string;
  estado: string;
  metodo: string;
  valor: number;
  erro: string | null;
  ticket_ids: string[];
  tentativas: number;
}
type Answer =
  { tipo: 'ingressos'; reembolso: Entry } | { tipo: 'pedido'; status: string; reembolso: Entry | null };
interface AsaasRefund {
  value: number;
  description: string | null;
}

const adminRefund = (
  orderId: string,
  ticketIds: string[],
  token = users.adminToken,
  motivo = 'Pedido do cliente por telefone',
) => api<Answer>(`/api/admin/orders/${orderId}/tickets/refund`, { json: { ticketIds, motivo }, token });
const buyerCancel = (orderId: string, ticketIds: string[], token: string) =>
  api<Answer>(`/api/orders/${orderId}/tickets/cancel`, { json: { ticketIds }, token });
const refundsOf = async (paymentId: string) =>
  ((await sandbox(`/payments/${paymentId}`)).body!.refunds ?? []) as AsaasRefund[];
const centavos = (refunds: AsaasRefund[]) => refunds.reduce((s, r) => s + Math.round(r.value * 100), 0);

/** A paid order of `qnt` R$ 100,00 tickets (R$ 110,00 with the fee) of a fresh account. */
async function paidOrder(sale: SaleFixture, qnt: number, extra: Record<string, unknown> = {}) {
  const token = await tokenOf(await createUser());
  const items = [{ event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: sale.itemId, qnt }];
  const answer = await checkout(
    token,
    checkoutBody(sale, { items, buyer: { ...BUYER, cpf: randomCpf() }, ...extra }),
  );
  expect(answer.status, answer.text).toBe(200);
  const { orderId } = answer.body;
  const order = await eventually(async () => {
    const o = await orderOf(orderId);
    return o?.asaas_payment_id && o;
  });
  expect((await sandbox(`/sandbox/payment/${order.asaas_payment_id}/confirm`, { json: {} })).status).toBe(
    200,
  );
  await eventually(async () => (await orderOf(orderId))?.status === 'pago');
  const ids = (await ticketsOf(orderId)).map((t) => t.id).sort();
  return { orderId, token, paymentId: String(order.asaas_payment_id), ids };
}

const statuses = async (orderId: string) =>
  Object.fromEntries((await ticketsOf(orderId)).map((t) => [t.id, t.get('status')]));

describe('PIX: ticket by ticket, then the rest as the whole order', { timeout: 120_000 }, () => {
  it('refunds each ticket’s value on Asaas, finds a repeated request, and sums to the charge exactly', async () => {
    const sale = await seedSale({ total: 10 });
    const { orderId, token, paymentId, ids } = await paidOrder(sale, 3);
    const [t1, t2, t3] = ids as [string, string, string];

    const first = await adminRefund(orderId, [t1]);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({
      tipo: 'ingressos',
      reembolso: { id: `${orderId}-r1`, estado: 'concluido', metodo: 'pix', valor: 11000, ticket_ids: [t1] },
    });
    expect(await refundsOf(paymentId)).toMatchObject([{ value: 110, description: `${orderId}-r1` }]);
    expect((await sandbox(`/payments/${paymentId}`)).body!.status).toBe('RECEIVED');
    expect((await orderOf(orderId))!.status).toBe('pago');
    expect(await statuses(orderId)).toEqual({ [t1]: 'cancelado', [t2]: 'ativo', [t3]: 'ativo' });
    expect(await slotsOf(sale.eventId)).toHaveLength(2);
    await eventually(
      async () => (await adminDb().doc(`event_stock/${sale.eventId}`).get()).get('disponivel') === 8,
    );

    // The same request again (a double click, a retry): the same entry, no second refund.
    const again = await adminRefund(orderId, [t1]);
    expect(again.status, again.text).toBe(200);
    expect(again.body.reembolso?.id).toBe(`${orderId}-r1`);
    expect(await refundsOf(paymentId)).toHaveLength(1);

    // The cancelled ticket is refused at the door.
    const [cancelled] = (await ticketsOf(orderId)).filter((t) => t.id === t1);
    const door = await scanAtDoor(
      { code: String(cancelled!.get('qr_code')), eventId: sale.eventId },
      users.adminToken,
    );
    expect(door.status).toBe(409);
    expect(errorOf(door).message).toBe(CHECKIN_MESSAGES.cancelled);

    // The buyer cancels another from the account; a stranger cannot even see the order.
    const stranger = await buyerCancel(orderId, [t2], await tokenOf(await createUser()));
    expect(stranger.status).toBe(404);
    const mine = await buyerCancel(orderId, [t2], token);
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.reembolso).toMatchObject({ id: `${orderId}-r2`, valor: 11000, estado: 'concluido' });

    // The last active ticket: the whole order's cancellation, of what is left.
    const last = await adminRefund(orderId, [t3]);
    expect(last.status, last.text).toBe(200);
    expect(last.body).toMatchObject({ tipo: 'pedido', status: 'cancelado', reembolso: { valor: 11000 } });
    expect((await orderOf(orderId))!.status).toBe('cancelado');
    expect(centavos(await refundsOf(paymentId))).toBe(33000);
    expect((await sandbox(`/payments/${paymentId}`)).body!.status).toBe('REFUNDED');
    expect(await slotsOf(sale.eventId)).toHaveLength(0);
    const audit = await auditEntries('update', `orders/${orderId}`);
    expect(audit.length).toBeGreaterThanOrEqual(3);
  });
});

describe('card', { timeout: 120_000 }, () => {
  it('a single card payment: a partial refund by value; the door refuses the cancelled ticket and admits the other', async () => {
    const sale = await seedSale({ total: 10 });
    const { orderId, paymentId, ids } = await paidOrder(sale, 2, { method: 'card' });
    const done = await adminRefund(orderId, [ids[1]!]);
    expect(done.status, done.text).toBe(200);
    expect(done.body.reembolso).toMatchObject({ metodo: 'card', valor: 11000, estado: 'concluido' });
    expect(await refundsOf(paymentId)).toMatchObject([{ value: 110, description: `${orderId}-r1` }]);
    const tickets = await ticketsOf(orderId);
    const scan = (id: string) =>
      scanAtDoor(
        { code: String(tickets.find((t) => t.id === id)!.get('qr_code')), eventId: sale.eventId },
        users.adminToken,
      );
    expect((await scan(ids[1]!)).status).toBe(409);
    expect((await scan(ids[0]!)).status).toBe(200);
  });

  it('an installment plan: the value across its paid installments, last first; their REFUNDED leaves the order paid', async () => {
    const sale = await seedSale({ total: 10 });
    const { orderId, ids } = await paidOrder(sale, 2, { method: 'card', parcelas: 3 });
    const installmentId = String((await orderOf(orderId))!.asaas_installment_id);
    const done = await adminRefund(orderId, [ids[0]!]);
    expect(done.status, done.text).toBe(200);
    expect(done.body.reembolso).toMatchObject({ valor: 11000, estado: 'concluido' });
    type PlanPayment = { id: string; installmentNumber: number; status: string; refunds?: AsaasRefund[] };
    const plan = ((await sandbox(`/installments/${installmentId}/payments`)).body!.data ??
      []) as PlanPayment[];
    const mine = plan.flatMap((p) => (p.refunds ?? []).filter((r) => r.description === `${orderId}-r1`));
    expect(centavos(mine)).toBe(11000);
    // R$ 220,00 in 3: 73,33 + 73,33 + 73,34; the last refunded whole, the second in part.
    const third = plan.find((p) => p.installmentNumber === 3)!;
    expect(third.status).toBe('REFUNDED');
    const log = async () =>
      (
        ((await sandbox('/sandbox/webhooks')).body!.data ?? []) as {
          paymentId: string;
          event: string;
          delivered: boolean;
        }[]
      ).filter((e) => e.paymentId === third.id && e.event === 'PAYMENT_REFUNDED' && e.delivered);
    await eventually(async () => (await log()).length > 0);
    expect((await orderOf(orderId))!.status).toBe('pago');
    expect(await statuses(orderId)).toEqual({ [ids[0]!]: 'cancelado', [ids[1]!]: 'ativo' });
  });
});

describe('the admin’s tasks', { timeout: 120_000 }, () => {
  it('a boleto: Asaas refunds only the whole slip, so the part is the admin’s, recorded by hand', async () => {
    const sale = await seedSale({ total: 10 });
    const { orderId, ids } = await paidOrder(sale, 2, { method: 'boleto' });
    const done = await adminRefund(orderId, [ids[0]!]);
    expect(done.status, done.text).toBe(200);
    expect(done.body.reembolso).toMatchObject({ metodo: 'boleto', estado: 'falhou', valor: 11000 });
    expect(done.body.reembolso!.erro).toMatch(/^Pedido pago por boleto/);
    const manual = await api<{ reembolso: Entry }>(
      `/api/admin/orders/${orderId}/tickets/refund/${orderId}-r1/manual`,
      {
        json: { observacao: 'TED para o comprador' },
        token: users.adminToken,
      },
    );
    expect(manual.status, manual.text).toBe(200);
    expect(manual.body.reembolso.estado).toBe('manual');
    // The rest of a boleto cannot be refunded whole by Asaas either (it would give back too much).
    const rest = await adminRefund(orderId, [ids[1]!]);
    expect(rest.body).toMatchObject({ tipo: 'pedido', reembolso: { estado: 'falhou', valor: 11000 } });
    expect(rest.body.reembolso!.erro).toMatch(/^Boleto com ingressos já reembolsados/);
  });

  it('no Asaas charge (a door sale in cash): financeiro records it by hand; the door and the box office may not', async () => {
    const sale = await seedSale({ total: 10 });
    const { orderId, ids } = await paidOrder(sale, 2);
    await adminDb().doc(`orders/${orderId}`).update({ asaas_payment_id: null, canal: 'bilheteria' });
    const porteiro = await tokenOf(await createStaff('porteiro', { eventos: [sale.eventId], listas: [] }));
    const bilheteria = await tokenOf(
      await createStaff('bilheteria', { eventos: [sale.eventId], listas: [] }),
    );
    expect((await adminRefund(orderId, [ids[0]!], porteiro)).status).toBe(403);
    expect((await adminRefund(orderId, [ids[0]!], bilheteria)).status).toBe(403);
    expect((await adminRefund(orderId, [], users.adminToken)).status).toBe(400);

    const financeiro = await tokenOf(await createStaff('financeiro'));
    const done = await adminRefund(orderId, [ids[0]!], financeiro);
    expect(done.status, done.text).toBe(200);
    expect(done.body.reembolso).toMatchObject({ estado: 'falhou', valor: 11000 });
    expect(done.body.reembolso!.erro).toMatch(/^Pedido sem cobrança no Asaas/);
    const manual = await api<{ reembolso: Entry }>(
      `/api/admin/orders/${orderId}/tickets/refund/${orderId}-r1/manual`,
      {
        json: { observacao: 'Devolvido em dinheiro no caixa' },
        token: financeiro,
      },
    );
    expect(manual.body.reembolso.estado).toBe('manual');
  });

  it('a refusal is kept as falhou with Asaas’s reason, the ticket cancelled; a retry refunds it once', async () => {
    const sale = await seedSale({ total: 10 });
    const { orderId, paymentId, ids } = await paidOrder(sale, 2);
    const retry = () =>
      api<{ reembolso: Entry }>(`/api/admin/orders/${orderId}/tickets/refund/${orderId}-r1/retry`, {
        json: {},
        token: users.adminToken,
      });
    expect((await sandbox('/sandbox/refunds/refuse', { json: { enabled: true } })).status).toBe(200);
    try {
      const done = await adminRefund(orderId, [ids[0]!]);
      expect(done.status, done.text).toBe(200);
      expect(done.body.reembolso).toMatchObject({
        estado: 'falhou',
        erro: 'Saldo insuficiente para realizar o estorno.',
      });
      expect(await statuses(orderId)).toMatchObject({ [ids[0]!]: 'cancelado' });
      expect((await retry()).body.reembolso.estado).toBe('falhou');
    } finally {
      await sandbox('/sandbox/refunds/refuse', { json: { enabled: false } });
    }
    const ok = await retry();
    expect(ok.body.reembolso).toMatchObject({ estado: 'concluido', tentativas: 3 });
    expect(await refundsOf(paymentId)).toHaveLength(1);
    expect((await retry()).status).toBe(409);
  });
});

describe('webhooks', { timeout: 120_000 }, () => {
  it('PAYMENT_PARTIALLY_REFUNDED marks an entry on its way done, by what Asaas shows; a repeat changes nothing', async () => {
    const sale = await seedSale({ total: 10 });
    const { orderId, paymentId, ids } = await paidOrder(sale, 2);
    expect((await adminRefund(orderId, [ids[0]!])).status).toBe(200);
    // As if Asaas had answered before the money moved: the entry on its way.
    const order = (await orderOf(orderId))!;
    await adminDb()
      .doc(`orders/${orderId}`)
      .update({ reembolsos_parciais: [{ ...order.reembolsos_parciais[0], estado: 'em_andamento' }] });
    const payment = (await sandbox(`/payments/${paymentId}`)).body!;
    const event = webhookEvent('PAYMENT_PARTIALLY_REFUNDED', payment, `evt_${randomUUID()}`);
    const posted = await postWebhook(event);
    expect(posted.status, posted.text).toBe(200);
    await eventually(async () => (await orderOf(orderId))!.reembolsos_parciais[0].estado === 'concluido');
    expect((await postWebhook(webhookEvent('PAYMENT_PARTIALLY_REFUNDED', payment))).status).toBe(200);
    expect((await orderOf(orderId))!.status).toBe('pago');
  });
});

describe('stock and the meia quota', { timeout: 120_000 }, () => {
  it('a meia ticket gives back its place and its quota slot; the inteira keeps its own', async () => {
    const sale = await seedSale({ total: 10, table: { itens: BOX_OFFICE_OPTIONS } });
    const token = await tokenOf(await createUser());
    const items = ['inteira', 'meia'].map((item_id) => ({
      event_id: sale.eventId,
      pricing_table_id: sale.tableId,
      item_id,
      qnt: 1,
    }));
    const answer = await checkout(
      token,
      checkoutBody(sale, { items, buyer: { ...BUYER, cpf: randomCpf() } }),
    );
    expect(answer.status, answer.text).toBe(200);
    const { orderId } = answer.body;
    const paymentId = String((await orderOf(orderId))!.asaas_payment_id);
    await sandbox(`/sandbox/payment/${paymentId}/confirm`, { json: {} });
    await eventually(async () => (await orderOf(orderId))?.status === 'pago');
    expect(await meiaSlotsOf(sale.eventId)).toHaveLength(1);
    const meia = (await ticketsOf(orderId)).find((t) => t.get('tipo_preco') === 'meia')!;
    const done = await buyerCancel(orderId, [meia.id], token);
    expect(done.status, done.text).toBe(200);
    expect(done.body.reembolso).toMatchObject({ valor: 5500 });
    expect(await meiaSlotsOf(sale.eventId)).toHaveLength(0);
    expect(await slotsOf(sale.eventId)).toHaveLength(1);
    await eventually(
      async () => (await adminDb().doc(`event_stock/${sale.eventId}`).get()).get('meia_disponivel') === 4,
    );
  });
});

describe('the buyer’s limits', { timeout: 120_000 }, () => {
  it('outside the CDC window the buyer is refused with the reason; the admin still may', async () => {
    const start = Timestamp.fromDate(new Date(Date.now() + 47 * 3_600_000));
    const sale = await seedSale({ total: 10, event: { data_inicio: start } });
    const { orderId, token, ids } = await paidOrder(sale, 2);
    const refused = await buyerCancel(orderId, [ids[0]!], token);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe('event_window');
    expect(await statuses(orderId)).toMatchObject({ [ids[0]!]: 'ativo' });
    const foreign = await buyerCancel(orderId, [`${orderId}-9`], token);
    expect(errorOf(foreign)).toEqual(TICKET_REFUND_ERRORS.notInOrder);
    expect((await adminRefund(orderId, [ids[0]!])).status).toBe(200);
  });
});
