// POST /api/webhooks/asaas. Asaas delivers at least once and out of order, so: the token is
// compared in constant time (401 otherwise); each event id is recorded in payment_events and a
// processed one is answered 200 without acting again; the order moves only forward
// (transitions.ts), so even two copies processed at the same moment change it once. 200 is
// answered only after the outcome is stored: a failure before that is a 5xx, and Asaas retries.
import { asaasWebhookSchema, type AsaasWebhookBody } from '@gn/core/schemas/asaas-webhook';
import { Router } from 'express';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../../firebase.ts';
import { ApiError } from '../../http/errors.ts';
import { secretMatches } from '../../http/secret-match.ts';
import { parseBody } from '../../http/validate.ts';
import { applyAsaasEvent, providerDocId } from '../../orders/apply-asaas-event.ts';
import { runContendedTransaction } from '../../orders/contended-transaction.ts';
import { readEnv } from '../../config.ts';

export const webhookRouter = Router();

/**
 * Stores what the delivery did. Concurrent copies of one event may all run applyAsaasEvent (it is
 * idempotent: one of them changes the order, the others find nothing to do); the copy that
 * changed the order records its result, whichever finishes first.
 */
async function recordOutcome(
  eventRef: DocumentReference,
  body: AsaasWebhookBody,
  outcome: { orderId: string | null; result: string },
): Promise<void> {
  await runContendedTransaction(db(), async (tx) => {
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
  if (!secretMatches(req.get('asaas-access-token'), readEnv('ASAAS_WEBHOOK_TOKEN'))) {
    throw new ApiError('unauthenticated', 'Token do webhook inválido');
  }
  const body = parseBody(asaasWebhookSchema, req.body);
  const eventRef = db().doc(`payment_events/${providerDocId(body.id)}`);
  if ((await eventRef.get()).get('processed_at')) {
    await eventRef.update({ deliveries: FieldValue.increment(1) });
    res.json({ received: true, duplicate: true });
    return;
  }
  const outcome = await applyAsaasEvent(body);
  await recordOutcome(eventRef, body, outcome);
  res.json({ received: true, result: outcome.result });
});
