// Ticket PDFs and the confirmation e-mail resend, for the owner of the order or an admin:
//   GET  /api/tickets/:ticketId/pdf   one ticket ('ativo' or 'usado')
//   GET  /api/orders/:orderId/pdf     every printable ticket of a paid order
//   POST /api/orders/:orderId/email   resend the confirmation e-mail (3 per 10 min per order)
// Someone else's ticket or order answers 404, exactly like an unknown id: ids are not revealed.
import { Router, type Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { StoredTicket } from '@gn/core/stored/ticket';
import type { WithId } from '@gn/core/stored/fields';
import { db } from '../../firebase.ts';
import { caller, requireUser } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import { docIdParam } from '../../http/params.ts';
import { resendOrderTickets, resendReply } from '../../orders/tickets-resend.ts';
import { RESEND_MESSAGES } from '@gn/core/schemas/ticket-resend';
import { consume, type WindowRule } from '../../http/rate-limit.ts';
import { orderPdfFilename, renderTicketsPdf, ticketPdfFilename } from '../../tickets/pdf.ts';
import { isPrintable, loadOrder, loadTicket, ticketsOfOrder } from '../../tickets/store.ts';

export const TICKET_NOT_FOUND = 'Ingresso não encontrado';
export const ORDER_NOT_FOUND = 'Pedido não encontrado';
export const TICKET_NOT_AVAILABLE = 'Ingresso não disponível para download';
export const ORDER_NOT_PAID = 'Este pedido não está pago';
export const NO_PRINTABLE_TICKETS = 'Nenhum ingresso disponível para download';

export const EMAIL_RESEND_LIMITS: readonly WindowRule[] = [{ name: '10m', ms: 10 * 60 * 1000, max: 3 }];

/** An admin sees every order and ticket; anyone else only what their account holds now. */
function canSee(user: DecodedIdToken, doc: { user_id: string | null }): boolean {
  return user.admin === true || doc.user_id === user.uid;
}

function sendPdf(res: Response, pdf: Buffer, filename: string): void {
  res.set('Content-Type', 'application/pdf');
  res.set('Content-Disposition', `attachment; filename="${filename}"`);
  res.set('Content-Length', String(pdf.length));
  res.end(pdf);
}

async function visiblePaidOrder(res: Response, orderId: unknown) {
  const order = await loadOrder(db(), docIdParam(orderId, ORDER_NOT_FOUND));
  if (!order || !canSee(caller(res), order)) throw new ApiError('not_found', ORDER_NOT_FOUND);
  if (order.status !== 'pago') throw new ApiError('conflict', ORDER_NOT_PAID);
  return order;
}

export const ticketsRouter = Router();

ticketsRouter.get('/api/tickets/:ticketId/pdf', requireUser, async (req, res) => {
  const ticket = await loadTicket(db(), docIdParam(req.params.ticketId, TICKET_NOT_FOUND));
  if (!ticket || !canSee(caller(res), ticket)) throw new ApiError('not_found', TICKET_NOT_FOUND);
  if (!isPrintable(ticket)) throw new ApiError('conflict', TICKET_NOT_AVAILABLE);
  const order = await loadOrder(db(), ticket.order_id);
  sendPdf(res, await renderTicketsPdf({ order, tickets: [ticket] }), ticketPdfFilename(ticket));
});

ticketsRouter.get('/api/orders/:orderId/pdf', requireUser, async (req, res) => {
  const order = await visiblePaidOrder(res, req.params.orderId);
  // The buyer prints only the tickets still theirs: one handed to another person carries a new QR
  // code that is its new holder's alone (an admin, at the door or the desk, prints any).
  const viewer = caller(res);
  const tickets: WithId<StoredTicket>[] = (await ticketsOfOrder(db(), order.id)).filter(
    (ticket) => isPrintable(ticket) && canSee(viewer, ticket),
  );
  if (tickets.length === 0) throw new ApiError('conflict', NO_PRINTABLE_TICKETS);
  sendPdf(res, await renderTicketsPdf({ order, tickets }), orderPdfFilename(order.id));
});

ticketsRouter.post('/api/orders/:orderId/email', requireUser, async (req, res) => {
  const order = await visiblePaidOrder(res, req.params.orderId);
  const decision = await consume(db(), `order-email_${order.id}`, EMAIL_RESEND_LIMITS);
  if (!decision.allowed) {
    res.set('Retry-After', String(decision.retryAfterSeconds));
    throw new ApiError('too_many_requests', RESEND_MESSAGES.buyerTooMany);
  }
  const who = caller(res);
  // Logged as a resend; an admin resending someone else's order is named in the log.
  const by = who.admin === true && who.uid !== order.user_id ? who.uid : null;
  const result = await resendOrderTickets(order.id, { by, activeOnly: false });
  if (result.state !== 'refused') {
    const reply = resendReply(result);
    res.status(reply.status).json(reply.body);
    return;
  }
  if (result.reason === 'no_tickets') throw new ApiError('conflict', NO_PRINTABLE_TICKETS);
  if (result.reason === 'not_paid') throw new ApiError('conflict', ORDER_NOT_PAID);
  if (result.reason === 'not_found') throw new ApiError('not_found', ORDER_NOT_FOUND);
  if (result.reason === 'no_recipient') {
    throw new ApiError('conflict', RESEND_MESSAGES.buyerNoRecipient);
  }
  // not_configured: a deployment without SMTP_URL is our fault, not the customer's; so is a mail
  // server that failed ('erro').
  throw new Error(`${RESEND_MESSAGES.notConfigured} (pedido ${order.id}: ${result.reason})`);
});
