// Card installments on the live stack and the Asaas sandbox: the plan priced and recorded by the
// checkout, one Asaas payment per installment, the order paid once however many installments are
// confirmed, refunds and expiry acting on the whole plan, and the counts the server refuses.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkout,
  checkoutBody,
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
import { adminDb, api, createUser, errorOf, tokenOf } from '../support/functions-api.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();

afterAll(unpublishSales);

interface PlanPayment {
  id: string;
  status: string;
  value: number;
  installment: string;
  installmentNumber: number;
  deleted?: boolean;
}

/** A card order of two R$ 100,00 tickets (R$ 220,00 with the 10 % fee) in `parcelas` installments. */
async function cardOrder(sale: SaleFixture, parcelas: number) {
  const token = await tokenOf(await createUser());
  const items = [{ event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: sale.itemId, qnt: 2 }];
  return checkout(token, checkoutBody(sale, { items, method: 'card', parcelas }));
}

/** The order once its Asaas installment plan is recorded. */
async function withPlan(orderId: string) {
  return eventually(async () => {
    const o = await orderOf(orderId);
    return o?.asaas_installment_id && o;
  });
}

async function planPayments(installmentId: string): Promise<PlanPayment[]> {
  return ((await sandbox(`/installments/${installmentId}/payments`)).body!.data ?? []) as PlanPayment[];
}

/** Every webhook of the plan's payments delivered (answered 200) by the sandbox. */
async function planWebhooksDelivered(payments: PlanPayment[], event: string) {
  const ids = new Set(payments.map((p) => p.id));
  return eventually(async () => {
    const log = ((await sandbox('/sandbox/webhooks')).body!.data ?? []) as {
      paymentId: string;
      event: string;
      delivered: boolean;
    }[];
    const ofPlan = log.filter((e) => ids.has(e.paymentId) && e.event === event);
    return ofPlan.length === ids.size && ofPlan.every((e) => e.delivered) && ofPlan;
  }, 40_000);
}

describe('card installments', { timeout: 120_000 }, () => {
  it('records the plan, charges it as one payment per installment, is paid once and refunded whole', async () => {
    const sale = await seedSale();
    const answer = await cardOrder(sale, 6);
    expect(answer.status, answer.text).toBe(200);
    const { orderId } = answer.body;
    const order = await withPlan(orderId);
    // R$ 220,00 in 6x without interest: R$ 36,67 shown, the total charged exact.
    expect(order).toMatchObject({
      total: 22000,
      parcelas: 6,
      valor_parcela: 3667,
      juros: 0,
      total_cobrado: 22000,
      billing_type: 'CREDIT_CARD',
    });
    const payments = await planPayments(order.asaas_installment_id as string);
    expect(payments.map((p) => p.installmentNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(payments[0]!.id).toBe(order.asaas_payment_id);
    expect(Math.round(payments.reduce((sum, p) => sum + p.value * 100, 0))).toBe(22000);

    // The card is approved on the sandbox: every installment confirmed, a webhook each.
    expect((await sandbox(`/sandbox/payment/${payments[2]!.id}/confirm`, { json: {} })).status).toBe(200);
    await planWebhooksDelivered(payments, 'PAYMENT_CONFIRMED');
    const paid = (await orderOf(orderId))!;
    expect(paid.status).toBe('pago');
    expect(paid.alertas_pagamento ?? []).toEqual([]);
    const toPaid = (paid.status_historico as { para: string }[]).filter((h) => h.para === 'pago');
    expect(toPaid).toHaveLength(1);
    expect(await ticketsOf(orderId)).toHaveLength(2);
    const outcomes = await adminDb().collection('payment_events').where('order_id', '==', orderId).get();
    const results = outcomes.docs.map((d) => d.get('result') as string);
    expect(results.filter((r) => r === 'aguardando_pagamento→pago')).toHaveLength(1);
    expect(results.filter((r) => r === 'sem_mudanca')).toHaveLength(5);

    // The admin's refund covers every installment.
    const refund = await api<{ status: string }>(`/api/admin/orders/${orderId}/status`, {
      json: { status: 'reembolsado', motivo: 'Evento adiado' },
      token: users.adminToken,
    });
    expect(refund.status, refund.text).toBe(200);
    expect((await planPayments(order.asaas_installment_id as string)).map((p) => p.status)).toEqual(
      Array(6).fill('REFUNDED'),
    );
    await planWebhooksDelivered(payments, 'PAYMENT_REFUNDED');
    expect((await orderOf(orderId))!.status).toBe('reembolsado');
    expect((await ticketsOf(orderId)).map((t) => t.get('status'))).toEqual(['reembolsado', 'reembolsado']);
  });

  it('an installment whose value fits no installment of the plan never pays the order', async () => {
    const sale = await seedSale();
    const { orderId } = (await cardOrder(sale, 6)).body;
    const order = await withPlan(orderId);
    const [first] = await planPayments(order.asaas_installment_id as string);
    const wrong = await postWebhook(
      webhookEvent('PAYMENT_CONFIRMED', { ...first, status: 'CONFIRMED', value: 220 }),
    );
    expect(wrong.status, wrong.text).toBe(200);
    expect(wrong.body.result).toBe('valor_divergente');
    const after = (await orderOf(orderId))!;
    expect(after.status).toBe('aguardando_pagamento');
    expect(after.alertas_pagamento).toMatchObject([{ tipo: 'valor_divergente', valor_recebido: 22000 }]);
  });

  it('a plan paid after its reservation was released is refunded whole, not ticketed', async () => {
    const sale = await seedSale();
    const { orderId } = (await cardOrder(sale, 3)).body;
    const order = await withPlan(orderId);
    const payments = await planPayments(order.asaas_installment_id as string);
    // The sweeper expired the order but lost the race to remove the charge: the buyer pays it.
    await adminDb().doc(`orders/${orderId}`).update({ status: 'expirado' });
    await sandbox(`/sandbox/payment/${payments[0]!.id}/confirm`, { json: {} });
    const refunded = await eventually(async () => {
      const o = await orderOf(orderId);
      return o?.reembolso_automatico?.estado === 'feito' && o;
    }, 40_000);
    expect(refunded.status).toBe('expirado');
    expect(refunded.reembolso_automatico.payment_id).toBe(order.asaas_installment_id);
    expect(await ticketsOf(orderId)).toHaveLength(0);
    await planWebhooksDelivered(payments, 'PAYMENT_CONFIRMED');
    expect((await planPayments(order.asaas_installment_id as string)).map((p) => p.status)).toEqual([
      'REFUNDED',
      'REFUNDED',
      'REFUNDED',
    ]);
  });

  it('the expiry of an unpaid plan removes every pending installment', async () => {
    const sale = await seedSale();
    const { orderId } = (await cardOrder(sale, 3)).body;
    const order = await withPlan(orderId);
    const payments = await planPayments(order.asaas_installment_id as string);
    expect(payments).toHaveLength(3);
    await adminDb()
      .doc(`orders/${orderId}`)
      .update({ reserva_expira_em: Timestamp.fromMillis(Date.now() - 1000) });
    const sweep = await api('/api/internal/sweep-reservations', {
      method: 'POST',
      headers: { 'x-gn-internal-token': process.env.GN_INTERNAL_TOKEN ?? '' },
    });
    expect(sweep.status).toBe(200);
    expect((await orderOf(orderId))!.status).toBe('expirado');
    for (const p of payments) expect((await sandbox(`/payments/${p.id}`)).body!.deleted).toBe(true);
  });

  it('refuses a count the settings do not allow, or installments without card: 400, nothing held', async () => {
    // R$ 20,00 + 10 % = R$ 22,00: at most 4x of R$ 5,50.
    const sale = await seedSale({
      table: { itens: [{ id: 'inteira', label: 'Inteira', valor_centavos: 2000 }] },
    });
    const token = await tokenOf(await createUser());
    const tooMany = await checkout(token, checkoutBody(sale, { method: 'card', parcelas: 6 }));
    expect(tooMany.status).toBe(400);
    expect(errorOf(tooMany)).toMatchObject({
      code: 'installments_not_allowed',
      message: 'Parcelamento em 6x não disponível para este pedido: escolha até 4x',
    });
    const pix = await checkout(token, checkoutBody(sale, { method: 'pix', parcelas: 2 }));
    expect(pix.status).toBe(400);
    expect(errorOf(pix).message).toBe('Parcelamento disponível só no cartão de crédito');
    const outOfRange = await checkout(token, checkoutBody(sale, { method: 'card', parcelas: 13 }));
    expect(outOfRange.status).toBe(400);
    expect(errorOf(outOfRange).message).toBe('Número de parcelas deve estar entre 1 e 12');
    expect(await slotsOf(sale.eventId)).toHaveLength(0);
    // 4x is allowed.
    const four = await checkout(token, checkoutBody(sale, { method: 'card', parcelas: 4 }));
    expect(four.status, four.text).toBe(200);
    expect(await orderOf(four.body.orderId)).toMatchObject({ parcelas: 4, valor_parcela: 550 });
  });
});
