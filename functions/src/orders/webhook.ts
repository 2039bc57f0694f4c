// POST /api/webhooks/asaas. Asaas delivers at least once and out of order, so: the token is
// compared in constant time (401 otherwise); each event id is recorded in payment_events and a
// processed one is answered 200 without acting again; the order moves only forward
// (transitions.ts), so even two copies processed at the same moment change it once. 200 is
// answered only after the outcome is stored: a failure before that is a 5xx, and Asaas retries.
import { orderStatusForAsaasEvent } from '@gn/core/checkout-rules';
import { asaasWebhookSchema, type AsaasWebhookBody } from '@gn/core/schemas/asaas-webhook';
import { createHash } from 'node:crypto';
import { Router } from 'express';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../firebase.ts';
import { ApiError } from '../http/errors.ts';
import { secretMatches } from '../http/secret-match.ts';
import { parseBody } from '../http/validate.ts';
import { refundLatePayment } from './late-payment.ts';
import { applyOrderStatus, releasesStock } from './transitions.ts';

/** A Firestore-safe document id for the event (Asaas ids are 'evt_...'; anything odd is hashed). */
/** A document id for a provider's id: itself when safe, else a digest ('__x__' is reserved). */
function eventDocId(id: string): string {
  return /^[A-Za-z0-9_-]{1,150}$/.test(id) && !/^__.*__$/.test(id)
    ? id
    : `h_${createHash('sha256').update(id).digest('hex')}`;
}

async function findOrderId(payment: NonNullable<AsaasWebhookBody['payment']>): Promise<string | null> {
  if (payment.externalReference) {
    const ref = db().doc(`orders/${eventDocId(payment.externalReference)}`);
    if ((await ref.get()).exists) return ref.id;
  }
  const byPayment = await db()
    .collection('orders')
    .where('asaas_payment_id', '==', payment.id)
    .limit(1)
    .get();
  return byPayment.empty ? null : byPayment.docs[0]!.id;
}

/** A payment event whose amount is not the order's total, kept on the order for the admin. */
async function recordAmountMismatch(
  orderId: string,
  body: AsaasWebhookBody,
  receivedCentavos: number | null,
): Promise<void> {
  logger.error(`Payment event ${body.id} for order ${orderId}: amount ${receivedCentavos} is not the total`);
  await db()
    .doc(`orders/${orderId}`)
    .update({
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

/** What one event did, stored with it: 'aguardando_pagamento→pago', 'sem_efeito', ... */
async function processEvent(body: AsaasWebhookBody): Promise<{ orderId: string | null; result: string }> {
  const payment = body.payment;
  if (!payment) return { orderId: null, result: 'ignorado' };
  const orderId = await findOrderId(payment);
  if (!orderId) return { orderId: null, result: 'pedido_desconhecido' };
  const order = (await db().doc(`orders/${orderId}`).get()).data()!;
  if (order.asaas_payment_id && order.asaas_payment_id !== payment.id)
    return { orderId, result: 'pagamento_divergente' };
  const target = orderStatusForAsaasEvent(body.event);
  if (!target) return { orderId, result: 'sem_efeito' };
  if (target === 'pago') {
    // Only the exact amount fulfils: an event without a value, or with another one, is kept on
    // the order for the admin to look into, and acknowledged (Asaas would retry it forever).
    const received = typeof payment.value === 'number' ? Math.round(payment.value * 100) : null;
    if (received !== order.total) {
      await recordAmountMismatch(orderId, body, received);
      return { orderId, result: received === null ? 'valor_ausente' : 'valor_divergente' };
    }
  }
  const outcome = await applyOrderStatus(orderId, target, { origem: 'webhook', motivo: body.event });
  if (outcome.changed) return { orderId, result: `${outcome.from}→${outcome.status}` };
  if (target === 'pago' && outcome.from && releasesStock(outcome.from)) {
    await refundLatePayment(orderId, payment.id);
    return { orderId, result: 'pagamento_tardio_reembolsado' };
  }
  return { orderId, result: 'sem_mudanca' };
}

export const webhookRouter = Router();

/**
 * Stores what the delivery did. Concurrent copies of one event may all run processEvent (it is
 * idempotent: one of them changes the order, the others find nothing to do); the copy that
 * changed the order records its result, whichever finishes first.
 */
async function recordOutcome(
  eventRef: DocumentReference,
  body: AsaasWebhookBody,
  outcome: { orderId: string | null; result: string },
): Promise<void> {
  await db().runTransaction(async (tx) => {
    const current = await tx.get(eventRef);
    const changedTheOrder = outcome.result.includes('→');
    if (current.get('processed_at') && !changedTheOrder) {
      tx.update(eventRef, { deliveries: FieldValue.increment(1) });
      return;
    }
    tx.set(
      eventRef,
      {
        asaas_event_id: body.id,
        event: body.event,
        payment_id: body.payment?.id ?? null,
        payment_status: body.payment?.status ?? null,
        order_id: outcome.orderId,
        result: outcome.result,
        deliveries: FieldValue.increment(1),
        received_at: current.get('received_at') ?? FieldValue.serverTimestamp(),
        processed_at: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
  });
}

webhookRouter.post('/api/webhooks/asaas', async (req, res) => {
  if (!secretMatches(req.get('asaas-access-token'), process.env.ASAAS_WEBHOOK_TOKEN)) {
    throw new ApiError('unauthenticated', 'Token do webhook inválido');
  }
  const body = parseBody(asaasWebhookSchema, req.body);
  const eventRef = db().doc(`payment_events/${eventDocId(body.id)}`);
  if ((await eventRef.get()).get('processed_at')) {
    await eventRef.update({ deliveries: FieldValue.increment(1) });
    res.json({ received: true, duplicate: true });
    return;
  }
  const outcome = await processEvent(body);
  await recordOutcome(eventRef, body, outcome);
  res.json({ received: true, result: outcome.result });
});
