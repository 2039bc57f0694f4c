// The admin's (and financeiro's) "Cancelar ingressos" on an order, and the tasks of its partial
// refunds (orders/refund-tickets.ts, orders/refund-task.ts): capability `reembolsar` (the router)
// and the caller's scope at the order's event.
import type { Request, Response } from 'express';
import { CHECKOUT_MESSAGES } from '@gn/core/checkout-rules';
import { manualRefundSchema } from '@gn/core/schemas/admin-orders';
import { adminTicketRefundSchema } from '@gn/core/schemas/ticket-refund';
import { db } from '../../../firebase.ts';
import { caller, requireAt } from '../../../http/auth.ts';
import { ApiError } from '../../../http/errors.ts';
import { docIdParam } from '../../../http/params.ts';
import { parseBody } from '../../../http/validate.ts';
import { refundTickets } from '../../../orders/refund-tickets.ts';
import { markTicketRefundByHand, retryTicketRefund } from '../../../orders/refund-task.ts';
import { orderRef } from '../../../store/documents.ts';

/** The order's event must be in the caller's scope; an unknown order is "not found". */
async function scoped(req: Request, res: Response): Promise<string> {
  const orderId = docIdParam(req.params.id, CHECKOUT_MESSAGES.orderNotFound);
  const order = (await orderRef(db(), orderId).get()).data();
  if (!order) throw new ApiError('not_found', CHECKOUT_MESSAGES.orderNotFound);
  const eventId = order.items[0]?.event_id;
  if (eventId) requireAt(res, 'reembolsar', { eventId });
  return orderId;
}

/** POST /api/admin/orders/:id/tickets/refund { ticketIds, motivo } → 200 TicketRefundAnswer */
export async function refundOrderTickets(req: Request, res: Response): Promise<void> {
  const input = parseBody(adminTicketRefundSchema, req.body);
  const orderId = docIdParam(req.params.id, CHECKOUT_MESSAGES.orderNotFound);
  const who = caller(res);
  res.json(
    await refundTickets({
      orderId,
      ticketIds: input.ticketIds,
      actor: { uid: who.uid, email: who.email ?? null },
      origem: 'admin',
      motivo: input.motivo,
      checkScope: (eventId) => requireAt(res, 'reembolsar', { eventId }),
    }),
  );
}

const refundIdParam = (raw: unknown) => docIdParam(raw, 'Reembolso não encontrado');

/** POST /api/admin/orders/:id/tickets/refund/:refundId/retry → 200 { reembolso } */
export async function retryOrderTicketRefund(req: Request, res: Response): Promise<void> {
  const orderId = await scoped(req, res);
  res.json(await retryTicketRefund(caller(res), orderId, refundIdParam(req.params.refundId)));
}

/** POST /api/admin/orders/:id/tickets/refund/:refundId/manual { observacao } → 200 { reembolso } */
export async function markOrderTicketRefundByHand(req: Request, res: Response): Promise<void> {
  const { observacao } = parseBody(manualRefundSchema, req.body);
  const orderId = await scoped(req, res);
  res.json(
    await markTicketRefundByHand(caller(res), orderId, refundIdParam(req.params.refundId), observacao),
  );
}
