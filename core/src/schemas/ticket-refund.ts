// Cancelling chosen tickets of a paid order with their refund (ticket-refund.ts): the admin's
// POST /api/admin/orders/{id}/tickets/refund { ticketIds, motivo } and the buyer's
// POST /api/orders/{id}/tickets/cancel { ticketIds, motivo? }; beside them their answer and the
// refusal codes (ticket-refund.ts TICKET_REFUND_ERRORS, and the CDC window's for the buyer).
import type { OrderRefund } from '../cancellation.ts';
import type { TicketRefund } from '../ticket-refund.ts';
import { z } from '../zod.ts';

export { TICKET_REFUND_ERRORS } from '../ticket-refund.ts';
export { CANCELLATION_FIGURE_CODES } from '../cancellation.ts';

export const TICKET_REFUND_REASON_MAX = 500;
/** A request names at most an order's worth of tickets (box-office.ts MAX_PER_ORDER_CEILING). */
export const TICKET_REFUND_MAX_TICKETS = 20;

export const TICKET_REFUND_FIELD_MESSAGES = {
  tickets: 'Escolha ao menos um ingresso',
  ticketsMax: `Escolha no máximo ${TICKET_REFUND_MAX_TICKETS} ingressos`,
  ticketId: 'Ingresso inválido',
  reason: 'Informe o motivo do cancelamento (mínimo 3 caracteres)',
  reasonMax: `O motivo deve ter no máximo ${TICKET_REFUND_REASON_MAX} caracteres`,
} as const;

const ticketIds = z
  .array(
    z
      .string({ error: TICKET_REFUND_FIELD_MESSAGES.ticketId })
      .regex(/^[A-Za-z0-9_-]{1,160}$/, TICKET_REFUND_FIELD_MESSAGES.ticketId),
    { error: TICKET_REFUND_FIELD_MESSAGES.tickets },
  )
  .min(1, TICKET_REFUND_FIELD_MESSAGES.tickets)
  .max(TICKET_REFUND_MAX_TICKETS, TICKET_REFUND_FIELD_MESSAGES.ticketsMax)
  .transform((ids) => [...new Set(ids)]);

/** The admin's (and financeiro's): the reason is required, it goes to the order and the audit log. */
export const adminTicketRefundSchema = z.object({
  ticketIds,
  motivo: z
    .string({ error: TICKET_REFUND_FIELD_MESSAGES.reason })
    .trim()
    .min(3, TICKET_REFUND_FIELD_MESSAGES.reason)
    .max(TICKET_REFUND_REASON_MAX, TICKET_REFUND_FIELD_MESSAGES.reasonMax),
});
export type AdminTicketRefundInput = z.infer<typeof adminTicketRefundSchema>;

/** The buyer's: the law asks for no reason. */
export const ticketCancelSchema = z.object({
  ticketIds,
  motivo: z
    .string({ error: TICKET_REFUND_FIELD_MESSAGES.reason })
    .trim()
    .max(TICKET_REFUND_REASON_MAX, TICKET_REFUND_FIELD_MESSAGES.reasonMax)
    .optional()
    .transform((value) => (value ? value : null)),
});
export type TicketCancelInput = z.infer<typeof ticketCancelSchema>;

/**
 * 200 of both: 'ingressos' with the partial refund's entry (orders/{id}.reembolsos_parciais), or
 * 'pedido' when the tickets were all the order's active ones, the whole order's cancellation with
 * its refund (null: nothing left to give back).
 */
export type TicketRefundAnswer =
  | { tipo: 'ingressos'; reembolso: TicketRefund<string> }
  | { tipo: 'pedido'; status: 'cancelado'; reembolso: OrderRefund<string> | null };

/** POST /api/admin/orders/{id}/tickets/refund/{refundId}/retry | /manual → 200: the entry's new state. */
export interface TicketRefundTaskAnswer {
  reembolso: TicketRefund<string>;
}
