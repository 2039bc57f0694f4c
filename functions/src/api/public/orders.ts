// Order routes outside the checkout: the owner's (or an admin's) reconcile with Asaas, the buyer's
// cancellation (its preview and the cancel itself). The internal stand-ins for the scheduled jobs
// are in api/internal/router.ts.
import { Router } from 'express';
import { db } from '../../firebase.ts';
import { caller, requireUser } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import { CHECKOUT_ERRORS, CHECKOUT_MESSAGES } from '@gn/core/checkout-rules';
import type { ReconcileAnswer } from '@gn/core/schemas/checkout';
import { docIdParam } from '../../http/params.ts';
import { checkoutError } from '../../checkout/checkout-errors.ts';
import { reconcileOrder } from '../../orders/reconcile.ts';
import { orderCancelSchema } from '@gn/core/schemas/order-cancel';
import { parseBody } from '../../http/validate.ts';
import { consume, type WindowRule } from '../../http/rate-limit.ts';
import { cancelPaidOrder, cancellationPreview } from '../../orders/cancel-order.ts';
import { refundTickets } from '../../orders/refund-tickets.ts';
import { ticketCancelSchema } from '@gn/core/schemas/ticket-refund';
import { orderRef } from '../../store/documents.ts';

/** Cancellation attempts per account: a person cancels a few orders, a script is stopped. */
export const CANCEL_LIMITS: readonly WindowRule[] = [{ name: '1h', ms: 3_600_000, max: 20 }];
const TOO_MANY_CANCELS = 'Muitas tentativas de cancelamento. Tente novamente mais tarde.';

export const ordersRouter = Router();

/** POST /api/orders/:id/reconcile (owner or admin): reads the payment from Asaas now. */
ordersRouter.post('/api/orders/:id/reconcile', requireUser, async (req, res) => {
  const orderId = orderIdParam(req.params.id);
  const order = (await orderRef(db(), orderId).get()).data();
  const who = caller(res);
  // Someone else's order is "not found", so ids cannot be probed.
  if (!order || (order.user_id !== who.uid && who.admin !== true)) {
    throw checkoutError('orderNotFound');
  }
  res.json({ status: await reconcileOrder(orderId) } satisfies ReconcileAnswer);
});

function orderIdParam(raw: unknown): string {
  return docIdParam(raw, CHECKOUT_MESSAGES.orderNotFound, CHECKOUT_ERRORS.orderNotFound.code);
}

/** GET /api/orders/:id/cancellation (owner): whether it may be cancelled now, the limits, the refund. */
ordersRouter.get('/api/orders/:id/cancellation', requireUser, async (req, res) => {
  res.json(await cancellationPreview(orderIdParam(req.params.id), caller(res).uid));
});

/** POST /api/orders/:id/cancel { motivo? } (owner): the buyer's withdrawal, with the refund. */
ordersRouter.post('/api/orders/:id/cancel', requireUser, async (req, res) => {
  const orderId = orderIdParam(req.params.id);
  const { motivo } = parseBody(orderCancelSchema, req.body ?? {});
  const who = caller(res);
  const limited = await consume(db(), `cancel_${who.uid}`, CANCEL_LIMITS);
  if (!limited.allowed) throw new ApiError('too_many_requests', TOO_MANY_CANCELS);
  res.json(
    await cancelPaidOrder({
      orderId,
      actor: { uid: who.uid, email: who.email ?? null },
      origem: 'cliente',
      motivo,
    }),
  );
});

/** POST /api/orders/:id/tickets/cancel { ticketIds, motivo? } (owner): chosen tickets, within the CDC window. */
ordersRouter.post('/api/orders/:id/tickets/cancel', requireUser, async (req, res) => {
  const orderId = orderIdParam(req.params.id);
  const { ticketIds, motivo } = parseBody(ticketCancelSchema, req.body ?? {});
  const who = caller(res);
  const limited = await consume(db(), `cancel_${who.uid}`, CANCEL_LIMITS);
  if (!limited.allowed) throw new ApiError('too_many_requests', TOO_MANY_CANCELS);
  res.json(
    await refundTickets({
      orderId,
      ticketIds,
      actor: { uid: who.uid, email: who.email ?? null },
      origem: 'cliente',
      motivo: motivo ?? 'Desistência do comprador',
    }),
  );
});
