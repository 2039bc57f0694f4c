// An admin's "Reenviar ingressos" on the order page: the order's active tickets, as PDF, mailed
// again to the e-mail of the buyer's ACCOUNT (never the free-text e-mail typed at checkout), with
// the admin named in the order's e-mail log and an audit_log entry ('order.resend_tickets').
import type { Request, Response } from 'express';
import { CHECKOUT_MESSAGES } from '@gn/core/checkout-rules';
import { orderLabel } from '@gn/core/ids';
import { RESEND_MESSAGES } from '@gn/core/schemas/ticket-resend';
import { db } from '../../../firebase.ts';
import { caller } from '../../../http/auth.ts';
import { ApiError } from '../../../http/errors.ts';
import { docIdParam } from '../../../http/params.ts';
import { consume, type WindowRule } from '../../../http/rate-limit.ts';
import { resendOrderTickets, resendReply } from '../../../orders/tickets-resend.ts';
import { recordAudit } from '../audit-log.ts';
import { orderRef } from '../../../store/documents.ts';

/** Per order, whoever asks: a resend is a click, a loop of them would flood the buyer. */
export const ADMIN_RESEND_LIMITS: readonly WindowRule[] = [{ name: '10m', ms: 10 * 60 * 1000, max: 5 }];

/** POST /api/admin/orders/:id/resend-tickets → 200 { sentTo }, or 202 when still queued */
export async function resendTickets(req: Request, res: Response): Promise<void> {
  const orderId = docIdParam(req.params.id, CHECKOUT_MESSAGES.orderNotFound);
  const actor = caller(res);
  const order = (await orderRef(db(), orderId).get()).data();
  if (!order) throw new ApiError('not_found', CHECKOUT_MESSAGES.orderNotFound);
  if (order.status !== 'pago') throw new ApiError('conflict', RESEND_MESSAGES.notPaid);

  const decision = await consume(db(), `admin-resend_${orderId}`, ADMIN_RESEND_LIMITS);
  if (!decision.allowed) {
    res.set('Retry-After', String(decision.retryAfterSeconds));
    throw new ApiError('too_many_requests', RESEND_MESSAGES.tooMany);
  }
  const result = await resendOrderTickets(orderId, { by: actor.uid, activeOnly: true });
  if (result.state === 'refused') {
    if (result.reason === 'not_found') throw new ApiError('not_found', CHECKOUT_MESSAGES.orderNotFound);
    if (result.reason === 'not_paid') throw new ApiError('conflict', RESEND_MESSAGES.notPaid);
    if (result.reason === 'no_tickets') throw new ApiError('conflict', RESEND_MESSAGES.noTickets);
    if (result.reason === 'no_recipient') throw new ApiError('conflict', RESEND_MESSAGES.noRecipient);
    // not_configured: a deployment without SMTP_URL is ours to fix (500, logged); so is a mail
    // server that failed ('erro').
    throw new Error(`${RESEND_MESSAGES.notConfigured} (pedido ${orderId}: ${result.reason})`);
  }

  // A send, not a change of the order: the audit entry of an admin operation (recordAudit).
  await recordAudit(actor, 'order.resend_tickets', `orders/${orderId}`, {
    pedido: orderLabel(orderId, order.comprador.nome),
    para: result.state === 'sent' ? result.to : null,
  });
  const reply = resendReply(result);
  res.status(reply.status).json(reply.body);
}
