// The admin's refund tasks on a cancelled order (orders/{id}.reembolso): ask Asaas again after a
// refusal, or record a refund made outside Asaas's API (a bank transfer to the buyer). Both are
// audited; a refund whose money is already back is left as it is.
import type { OrderRefund } from '@gn/core/cancellation';
import { CHECKOUT_MESSAGES } from '@gn/core/checkout-rules';
import { orderNumber } from '@gn/core/ids';
import type { RefundTaskAnswer } from '@gn/core/schemas/admin-orders';
import type { Timestamp } from 'firebase-admin/firestore';
import { addAuditEntry } from '../audit/entry.ts';
import { db } from '../firebase.ts';
import { ApiError } from '../http/errors.ts';
import { recordManualRefund, requestRefund } from './refund.ts';
import { orderDoc } from '../store/documents.ts';

export const NO_REFUND_MESSAGE = 'Este pedido não tem reembolso a fazer';
export const REFUND_DONE_MESSAGE = 'O reembolso deste pedido já foi concluído';

type Actor = { uid: string; email?: string | null };

async function openRefund(orderId: string): Promise<OrderRefund<Timestamp>> {
  const order = (await orderDoc(db(), orderId).get()).data();
  if (!order) throw new ApiError('not_found', CHECKOUT_MESSAGES.orderNotFound);
  const refund = order.reembolso as OrderRefund<Timestamp> | undefined;
  if (!refund) throw new ApiError('conflict', NO_REFUND_MESSAGE);
  if (refund.estado === 'concluido' || refund.estado === 'manual') {
    throw new ApiError('conflict', REFUND_DONE_MESSAGE);
  }
  return refund;
}

async function audit(
  actor: Actor,
  orderId: string,
  before: OrderRefund<Timestamp>,
  after: OrderRefund<Timestamp>,
) {
  const batch = db().batch();
  await addAuditEntry(batch, {
    actorUid: actor.uid,
    actorEmail: actor.email ?? null,
    action: 'update',
    target: `orders/${orderId}`,
    targetLabel: `#${orderNumber(orderId)} · Reembolso`,
    changes: {
      'reembolso.estado': { before: before.estado, after: after.estado },
      ...(after.observacao ? { 'reembolso.observacao': { before: null, after: after.observacao } } : {}),
    },
    source: 'function',
  });
  await batch.commit();
}

function answer(refund: OrderRefund<Timestamp>): RefundTaskAnswer {
  return { reembolso: { ...refund, atualizado_em: refund.atualizado_em.toDate().toISOString() } };
}

/** Asks Asaas again (POST /api/admin/orders/:id/refund/retry): { reembolso }, a refusal included. */
export async function retryRefund(actor: Actor, orderId: string) {
  const refund = await openRefund(orderId);
  if (refund.estado !== 'falhou' && refund.estado !== 'pendente') {
    throw new ApiError(
      'conflict',
      'Este reembolso já foi pedido ao Asaas: aguarde a resposta ou marque como feito.',
    );
  }
  const after = await requestRefund(orderId);
  await audit(actor, orderId, refund, after);
  return answer(after);
}

/** Records a refund made by hand (POST /api/admin/orders/:id/refund/manual): { reembolso }. */
export async function markRefundedByHand(actor: Actor, orderId: string, observacao: string) {
  const refund = await openRefund(orderId);
  const after = await recordManualRefund(orderId, observacao);
  await audit(actor, orderId, refund, after);
  return answer(after);
}
