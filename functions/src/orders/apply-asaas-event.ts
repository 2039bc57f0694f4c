// The domain half of an Asaas webhook delivery: which order a payment event names, and what it
// does to it. The order moves only forward (transitions.ts), so applying one event twice, even at
// the same moment, changes the order once; the HTTP half is api/webhooks/asaas.ts.
import { orderStatusForAsaasEvent } from '@gn/core/checkout-rules';
import { releasesStock } from '@gn/core/order-status';
import type { AsaasWebhookBody } from '@gn/core/schemas/asaas-webhook';
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../firebase.ts';
import { refundLatePayment } from './late-payment.ts';
import { amountFulfils, chargeOf, isChargePayment } from './order-charge.ts';
import { recordRefundDone } from './refund.ts';
import { chargeWhollyRefunded, settleTicketRefunds } from './ticket-refund-money.ts';
import { applyOrderStatus } from './transitions.ts';
import { orderDoc, orderRef, ordersCollection } from '../store/documents.ts';

/** A document id for a provider's id: itself when safe, else a digest ('__x__' is reserved). */
export function providerDocId(id: string): string {
  return /^[A-Za-z0-9_-]{1,150}$/.test(id) && !/^__.*__$/.test(id)
    ? id
    : `h_${createHash('sha256').update(id).digest('hex')}`;
}

async function findOrderId(payment: NonNullable<AsaasWebhookBody['payment']>): Promise<string | null> {
  if (payment.externalReference) {
    const ref = orderRef(db(), providerDocId(payment.externalReference));
    if ((await ref.get()).exists) return ref.id;
  }
  const byPayment = await ordersCollection(db()).where('asaas_payment_id', '==', payment.id).limit(1).get();
  if (!byPayment.empty) return byPayment.docs[0]!.id;
  // Another installment of an order's plan.
  const installment = typeof payment.installment === 'string' ? payment.installment : null;
  if (!installment) return null;
  const byPlan = await ordersCollection(db()).where('asaas_installment_id', '==', installment).limit(1).get();
  return byPlan.empty ? null : byPlan.docs[0]!.id;
}

/** A payment event whose amount is not what the order is charged, kept on the order for the admin. */
async function recordAmountMismatch(
  orderId: string,
  body: AsaasWebhookBody,
  receivedCentavos: number | null,
): Promise<void> {
  logger.error(`Payment event ${body.id} for order ${orderId}: amount ${receivedCentavos} is not the total`);
  await orderRef(db(), orderId).update({
    alertas_pagamento: FieldValue.arrayUnion({
      tipo: 'valor_divergente',
      evento: body.event,
      asaas_event_id: body.id,
      payment_id: body.payment?.id ?? null,
      valor_recebido: receivedCentavos,
      em: Timestamp.now(),
    }),
    updated_at: FieldValue.serverTimestamp(),
  });
}

async function applyPartialRefundEvent(
  orderId: string,
  event: string,
  order: Record<string, unknown>,
): Promise<string | null> {
  const refunds = order.reembolsos_parciais;
  if (event !== 'PAYMENT_PARTIALLY_REFUNDED' && event !== 'PAYMENT_REFUNDED') return null;
  if (!Array.isArray(refunds) || refunds.length === 0) return null;
  const settled = await settleTicketRefunds(orderId);
  if (event === 'PAYMENT_PARTIALLY_REFUNDED')
    return settled > 0 ? 'reembolso_parcial_concluido' : 'sem_mudanca';
  if (order.status === 'pago' && !(await chargeWhollyRefunded(order))) {
    return settled > 0 ? 'reembolso_parcial_concluido' : 'sem_mudanca';
  }
  return null;
}

/** What one event did, stored with it: 'aguardando_pagamento→pago', 'sem_efeito', ... */
export async function applyAsaasEvent(
  body: AsaasWebhookBody,
): Promise<{ orderId: string | null; result: string }> {
  const payment = body.payment;
  if (!payment) return { orderId: null, result: 'ignorado' };
  const orderId = await findOrderId(payment);
  if (!orderId) return { orderId: null, result: 'pedido_desconhecido' };
  const order = (await orderDoc(db(), orderId).get()).data()!;
  const charge = chargeOf(order);
  if (!isChargePayment(charge, payment)) return { orderId, result: 'pagamento_divergente' };
  // Partial refunds of chosen tickets (refund-tickets.ts): their events mark the entries done, and
  // a REFUNDED that only completes them (one installment of a plan refunded in full) leaves the
  // order as it is: only a charge refunded whole refunds the order.
  const partial = await applyPartialRefundEvent(orderId, body.event, order);
  if (partial) return { orderId, result: partial };
  const target = orderStatusForAsaasEvent(body.event);
  if (!target) return { orderId, result: 'sem_efeito' };
  if (target === 'pago') {
    // Only the exact amount fulfils (of a plan: one of its installments; the first confirmed
    // pays the order, the others change nothing): an event without a value, or with another
    // one, is kept on the order for the admin to look into, and acknowledged (Asaas would retry
    // it forever).
    const received = typeof payment.value === 'number' ? Math.round(payment.value * 100) : null;
    if (!amountFulfils(order as Parameters<typeof amountFulfils>[0], payment, received)) {
      await recordAmountMismatch(orderId, body, received);
      return { orderId, result: received === null ? 'valor_ausente' : 'valor_divergente' };
    }
  }
  const outcome = await applyOrderStatus(orderId, target, { origem: 'webhook', motivo: body.event });
  if (outcome.changed) return { orderId, result: `${outcome.from}→${outcome.status}` };
  // The refund of an order we cancelled (cancel-order.ts) has gone through: the money is back.
  if (target === 'reembolsado' && order.reembolso && (await recordRefundDone(orderId))) {
    return { orderId, result: 'reembolso_concluido' };
  }
  if (target === 'pago' && outcome.from && releasesStock(outcome.from)) {
    const ofPlan = charge?.installmentId && payment.installment === charge.installmentId;
    await refundLatePayment(orderId, {
      paymentId: payment.id,
      installmentId: ofPlan ? charge.installmentId : null,
    });
    return { orderId, result: 'pagamento_tardio_reembolsado' };
  }
  return { orderId, result: 'sem_mudanca' };
}
