// The admin's refund tasks on a cancelled order (orders/{id}.reembolso): ask Asaas again after a
// refusal, or record a refund made outside Asaas's API (a bank transfer to the buyer). Both are
// audited; a refund whose money is already back is left as it is.
import type { Request, Response } from 'express';
import type { OrderRefund } from '@gn/core/cancellation';
import { CHECKOUT_MESSAGES } from '@gn/core/checkout-rules';
import { orderNumber } from '@gn/core/ids';
import { manualRefundSchema } from '@gn/core/schemas/admin-orders';
import type { Timestamp } from 'firebase-admin/firestore';
import { addAuditEntry } from '../../../audit/entry.ts';
import { db } from '../../../firebase.ts';
import { caller } from '../../../http/auth.ts';
import { ApiError } from '../../../http/errors.ts';
import { docIdParam } from '../../../http/params.ts';
import { parseBody } from '../../../http/validate.ts';
import { recordManualRefund, requestRefund } from '../../../orders/refund.ts';

export const NO_REFUND_MESSAGE = 'Este pedido não tem reembolso a fazer';
export const REFUND_DONE_MESSAGE = 'O reembolso deste pedido já foi concluído';

async function openRefund(req: Request): Promise<{ orderId: string; refund: OrderRefund<Timestamp> }> {
  const orderId = docIdParam(req.params.id, CHECKOUT_MESSAGES.orderNotFound);
  const order = (await db().doc(`orders/${orderId}`).get()).data();
  if (!order) throw new ApiError('not_found', CHECKOUT_MESSAGES.orderNotFound);
  const refund = order.reembolso as OrderRefund<Timestamp> | undefined;
  if (!refund) throw new ApiError('conflict', NO_REFUND_MESSAGE);
  if (refund.estado === 'concluido' || refund.estado === 'manual') {
    throw new ApiError('conflict', REFUND_DONE_MESSAGE);
  }
  return { orderId, refund };
}

async function audit(
  res: Response,
  orderId: string,
  before: OrderRefund<Timestamp>,
  after: OrderRefund<Timestamp>,
) {
  const actor = caller(res);
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

function answer(refund: OrderRefund<Timestamp>) {
  return { reembolso: { ...refund, atualizado_em: refund.atualizado_em.toDate().toISOString() } };
}

/** POST /api/admin/orders/:id/refund/retry → 200 { reembolso } (its new state, a refusal included). */
export async function retryRefund(req: Request, res: Response): Promise<void> {
  const { orderId, refund } = await openRefund(req);
  if (refund.estado !== 'falhou' && refund.estado !== 'pendente') {
    throw new ApiError(
      'conflict',
      'Este reembolso já foi pedido ao Asaas: aguarde a resposta ou marque como feito.',
    );
  }
  const after = await requestRefund(orderId);
  await audit(res, orderId, refund, after);
  res.json(answer(after));
}

/** POST /api/admin/orders/:id/refund/manual { observacao } → 200 { reembolso }. */
export async function markRefundedByHand(req: Request, res: Response): Promise<void> {
  const { observacao } = parseBody(manualRefundSchema, req.body);
  const { orderId, refund } = await openRefund(req);
  const after = await recordManualRefund(orderId, observacao);
  await audit(res, orderId, refund, after);
  res.json(answer(after));
}
