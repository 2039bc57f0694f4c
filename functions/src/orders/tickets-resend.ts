// "Reenviar ingressos" (the customer's, POST /api/orders/:id/email, and the admin's, POST
// /api/admin/orders/:id/resend-tickets): the order's tickets mailed again, through the mail
// outbox. The routes answer with the address or why nothing went out, so the request awaits the
// sender's outcome; the checks of what to send (paid, which tickets, the account's address) are
// the sender's (mail/send-order-confirmation.ts), which reports them as the outcome's `motivo`.
import { resendAnswer, type ResendTicketsAnswer } from '@gn/core/schemas/ticket-resend';
import { awaitOutcome, mailEnabled, recordMessageNow } from '../outbox/outbox.ts';

/**
 * sent: delivered to `to`. queued: the sender did not answer in time; the outbox delivers it.
 * refused `reason`: the sender's (not_found, not_paid, no_tickets, no_recipient, erro) or not_configured.
 */
export type ResendResult =
  { state: 'sent'; to: string } | { state: 'queued' } | { state: 'refused'; reason: string };

export async function resendOrderTickets(
  orderId: string,
  options: { by: string | null; activeOnly: boolean },
): Promise<ResendResult> {
  if (!mailEnabled()) return { state: 'refused', reason: 'not_configured' };
  // No transaction of its own (a send changes nothing but the order's log): recorded alone.
  const message = await recordMessageNow({
    tipo: 'ingressos_reenviados',
    order_id: orderId,
    para: null,
    ticket_id: null,
    por: options.by,
    so_ativos: options.activeOnly,
    aguardada: true,
  });
  const outcome = await awaitOutcome(message);
  if (outcome.estado === 'enviado' && outcome.enviado_para)
    return { state: 'sent', to: outcome.enviado_para };
  if (outcome.estado === 'pendente') return { state: 'queued' };
  return { state: 'refused', reason: outcome.motivo ?? 'erro' };
}

/** Both routes' answer to a send that was not refused: 200 with the address, or 202 still queued. */
export function resendReply(result: Exclude<ResendResult, { state: 'refused' }>): {
  status: 200 | 202;
  body: ResendTicketsAnswer;
} {
  const body = resendAnswer(result.state === 'sent' ? result.to : null);
  return { status: body.queued ? 202 : 200, body };
}
