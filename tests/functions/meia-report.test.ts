// The meia-entrada report (GET /api/admin/events/:id/meia-entrada) against the live stack: paid,
// pending and cancelled orders bought through the real checkout with the kinds by beneficiary,
// the 60+ meia and inteiras; the report's figures against those orders and the public counter's
// `event_stock` figures; admins only.
import { afterAll, describe, expect, it } from 'vitest';
import { meiaReportAnswerSchema, type MeiaReportAnswer } from '@gn/core/schemas/meia-report';
import {
  BUYER,
  checkout,
  checkoutBody,
  eventually,
  orderOf,
  postWebhook,
  sandbox,
  seedSale,
  ticketsOf,
  unpublishSales,
  webhookEvent,
  type SaleFixture,
} from '../support/checkout-fixtures.ts';
import { adminDb, api, createUser, errorOf, tokenOf, scanAtDoor } from '../support/functions-api.ts';
import { randomCpf } from '../support/cpf.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();
afterAll(unpublishSales);

const OPTIONS = [
  { id: 'inteira', label: 'Inteira', valor_centavos: 10000, tipo: 'inteira' },
  { id: 'estudante', label: 'Estudante', valor_centavos: 5000, tipo: 'meia_estudante' },
  { id: 'pcd', label: 'PCD', valor_centavos: 5000, tipo: 'meia_pcd' },
  { id: 'jovem', label: 'ID Jovem', valor_centavos: 5000, tipo: 'meia_jovem' },
  { id: 'idoso', label: '60+', valor_centavos: 5000, tipo: 'meia_idoso' },
];

/** An order of these options by a buyer of its own (an account may start only a few a minute). */
async function order(sale: SaleFixture, lines: Record<string, number>): Promise<string> {
  const items = Object.entries(lines).map(([item_id, qnt]) => ({
    event_id: sale.eventId,
    pricing_table_id: sale.tableId,
    item_id,
    qnt,
  }));
  const token = await tokenOf(await createUser());
  const answer = await checkout(token, checkoutBody(sale, { items, buyer: { ...BUYER, cpf: randomCpf() } }));
  expect(answer.status, answer.text).toBe(200);
  return answer.body.orderId;
}

/** Paid the way Asaas tells us: a PAYMENT_RECEIVED webhook; tickets issued. */
async function pay(orderId: string): Promise<void> {
  const paymentId = await eventually(async () => (await orderOf(orderId))?.asaas_payment_id as string);
  expect((await sandbox(`/sandbox/payment/${paymentId}/confirm`, { json: {} })).status).toBe(200);
  const payment = (await sandbox(`/payments/${paymentId}`)).body!;
  await postWebhook(webhookEvent('PAYMENT_RECEIVED', { ...payment, status: 'RECEIVED' }));
  await eventually(async () => (await orderOf(orderId))?.status === 'pago', 60_000);
}

function report(eventId: string, token: string | undefined = users.adminToken) {
  return api<MeiaReportAnswer>(`/api/admin/events/${eventId}/meia-entrada`, { token });
}

/** The orders' tickets by kind, counted here from the orders themselves: paid and pending. */
async function fromOrders(orderIds: string[], eventId: string) {
  const tally: Record<string, { vendidas: number; reservadas: number }> = {};
  for (const id of orderIds) {
    const o = (await orderOf(id))!;
    const field =
      o.status === 'pago' ? 'vendidas' : o.status === 'aguardando_pagamento' ? 'reservadas' : null;
    if (!field) continue;
    for (const line of o.items as { event_id: string; tipo_preco: string; qnt: number }[]) {
      if (line.event_id !== eventId) continue;
      tally[line.tipo_preco] ??= { vendidas: 0, reservadas: 0 };
      tally[line.tipo_preco]![field] += line.qnt;
    }
  }
  return tally;
}

describe('GET /api/admin/events/:id/meia-entrada', { timeout: 180_000 }, () => {
  it('counts sold and reserved by kind from the orders, and left as the public counter', async () => {
    // 20 tickets: a quota of 8 (40 %).
    const sale = await seedSale({ total: 20, table: { itens: OPTIONS } });
    const paid = await order(sale, { estudante: 2, pcd: 1, inteira: 1, idoso: 1 });
    const pending = await order(sale, { jovem: 1, estudante: 1, idoso: 1 });
    const cancelled = await order(sale, { pcd: 2, jovem: 1 });
    await pay(paid);
    const cancel = await api(`/api/admin/orders/${cancelled}/status`, {
      json: { status: 'cancelado', motivo: 'Teste do relatório' },
      token: users.adminToken,
    });
    expect(cancel.status, cancel.text).toBe(200);
    // A ticket used at the door is still sold.
    const estudante = (await ticketsOf(paid)).find((t) => t.get('tipo_preco') === 'meia_estudante')!;
    const door = await scanAtDoor(
      { code: estudante.get('qr_code'), eventId: sale.eventId },
      users.adminToken,
    );
    expect(door.status, door.text).toBe(200);

    const answer = await report(sale.eventId);
    expect(answer.status, answer.text).toBe(200);
    const body = meiaReportAnswerSchema.parse(answer.body);
    const byKind = Object.fromEntries(body.linhas.map((l) => [l.tipo, [l.vendidas, l.reservadas]]));
    expect(byKind).toEqual({
      meia: [0, 0],
      meia_estudante: [2, 1],
      meia_pcd: [1, 0],
      meia_jovem: [0, 1],
      meia_idoso: [1, 1],
    });
    // The same figures counted from the orders (the cancelled one counts nowhere).
    const expected = await fromOrders([paid, pending, cancelled], sale.eventId);
    for (const line of body.linhas) {
      expect([line.vendidas, line.reservadas], line.tipo).toEqual([
        expected[line.tipo]?.vendidas ?? 0,
        expected[line.tipo]?.reservadas ?? 0,
      ]);
    }
    expect(body.linhas.find((l) => l.tipo === 'meia_idoso')!.na_cota).toBe(false);
    expect(body.total_cota).toEqual({ vendidas: 3, reservadas: 2 });
    // Left: the quota minus the quota meia sold or held, what event_stock (the counter) says.
    const stock = (await adminDb().doc(`event_stock/${sale.eventId}`).get()).data()!;
    expect(stock).toMatchObject({ meia_total: 8, meia_disponivel: 3 });
    expect(body).toMatchObject({ oferta: 20, cota: 8, restantes: 3 });
    expect(body.evento).toMatchObject({ id: sale.eventId, titulo: `Show ${sale.eventId}` });
  });

  it('an event without stock has no offer nor quota; 401, 403 for a customer, 404 for no event', async () => {
    const sale = await seedSale({ table: { itens: OPTIONS } });
    await adminDb().doc(`event_stock/${sale.eventId}`).delete();
    const empty = await report(sale.eventId);
    expect(empty.status, empty.text).toBe(200);
    expect(empty.body).toMatchObject({ oferta: null, cota: null, restantes: null });
    expect(empty.body.total_cota).toEqual({ vendidas: 0, reservadas: 0 });

    expect((await report(sale.eventId, '')).status).toBe(401);
    const forbidden = await report(sale.eventId, users.customerToken);
    expect(forbidden.status).toBe(403);
    expect(errorOf(forbidden).message).toBe('Acesso restrito a administradores');
    const missing = await report('nao-existe-123');
    expect(missing.status).toBe(404);
    expect(errorOf(missing).message).toBe('Evento não encontrado');
  });
});
