// An admin's manual change of an order's status: forward moves only, with the Asaas side effects
// (payment-effects.ts) and an audit_log entry giving the reason.
import { CHECKOUT_MESSAGES } from '@gn/core/checkout-rules';
import { orderLabel } from '@gn/core/ids';
import type { AdminOrderStatusInput, OrderStatusAnswer } from '@gn/core/schemas/admin-orders';
import { adminOrderMoves } from '@gn/core/order-status';
import { addAuditEntry } from '../audit/entry.ts';
import { db } from '../firebase.ts';
import { ApiError } from '../http/errors.ts';
import { applyOrderStatus } from './transitions.ts';
import { afterStatusChange, beforeStatusChange } from './payment-effects.ts';
import { chargeOf } from './order-charge.ts';
import { cancelPaidOrder } from './cancel-order.ts';
import { orderRef } from '../store/documents.ts';

export const TRANSITION_REFUSED = 'Transição de status não permitida';
export const BOLETO_REFUND_MESSAGE =
  'Boleto não tem estorno direto no Asaas: escolha "Cancelado" para enviar ao comprador o link onde ele informa a conta bancária.';

/**
 * The change of POST /api/admin/orders/:id/status { status, motivo } → 200 { status, de }.
 * Only the forward moves of core's state machine (nextOrderStatuses). The order itself changes
 * through applyOrderStatus (tickets issued on 'pago', stock released, tickets marked on a refund),
 * which records { origem: 'admin', por, motivo } in status_historico; Asaas is asked first or
 * after as payment-effects.ts explains; the audit log gets who, from, to and why.
 */
export async function changeOrderStatus(
  actor: { uid: string; email?: string | null },
  orderId: string,
  { status: to, motivo }: AdminOrderStatusInput,
  /** test only, from the route's fault injection: see afterStatusChange */
  test: { paidBeforeRemoval?: boolean } = {},
): Promise<OrderStatusAnswer> {
  const order = (await orderRef(db(), orderId).get()).data();
  if (!order) throw new ApiError('not_found', CHECKOUT_MESSAGES.orderNotFound);
  const from = order.status;
  if (!from || !adminOrderMoves(from).includes(to)) throw new ApiError('conflict', TRANSITION_REFUSED);
  // A paid order cancelled: its tickets void at once, its refund follows (boleto included).
  if (from === 'pago' && to === 'cancelado') {
    await cancelPaidOrder({
      orderId,
      actor: { uid: actor.uid, email: actor.email ?? null },
      origem: 'admin',
      motivo,
    });
    return { status: to, de: from };
  }
  if (to === 'reembolsado' && order.billing_type === 'BOLETO')
    throw new ApiError('conflict', BOLETO_REFUND_MESSAGE);
  // The payment, or the installment plan: a refund covers every installment.
  const charge = chargeOf(order);

  await beforeStatusChange(orderId, to, charge);
  const result = await applyOrderStatus(orderId, to, { origem: 'admin', por: actor.uid, motivo });
  // The order moved meanwhile. When it reached the same status (the provider's webhook of the
  // refund we just made can get there first), the change did happen and is reported as done.
  if (!result.found) throw new ApiError('not_found', CHECKOUT_MESSAGES.orderNotFound);
  if (result.status !== to) throw new ApiError('conflict', TRANSITION_REFUSED);
  await afterStatusChange(orderId, to, charge, test);

  const batch = db().batch();
  await addAuditEntry(batch, {
    actorUid: actor.uid,
    actorEmail: actor.email ?? null,
    action: 'update',
    target: `orders/${orderId}`,
    targetLabel: orderLabel(orderId, order.comprador.nome),
    changes: { status: { before: from, after: to }, motivo: { before: null, after: motivo } },
    source: 'function',
  });
  await batch.commit();
  return { status: to, de: from };
}
