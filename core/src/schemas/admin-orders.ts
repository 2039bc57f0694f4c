// Bodies and answers of the admin order and ticket operations: a manual status change, the refund
// tasks, a resend of the tickets. (The door's check-in: schemas/checkin.ts.)
import { z } from '../zod.ts';
import type { OrderRefund } from '../cancellation.ts';
import { ORDER_STATUSES, type OrderStatus } from '../order-status.ts';

export const ORDER_STATUS_INVALID_MESSAGE = 'Selecione um status válido';
export const STATUS_REASON_MESSAGE = 'Informe o motivo da alteração (mínimo 3 caracteres)';
export const STATUS_REASON_MAX = 500;
export const CHECKIN_CODE_MESSAGE = 'Informe o código do ingresso';

/** POST /api/admin/orders/:id/status. The reason goes to the order's history and the audit log. */
export const adminOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: ORDER_STATUS_INVALID_MESSAGE }),
  motivo: z
    .string({ error: STATUS_REASON_MESSAGE })
    .trim()
    .min(3, STATUS_REASON_MESSAGE)
    .max(STATUS_REASON_MAX, `O motivo deve ter no máximo ${STATUS_REASON_MAX} caracteres`),
});
export type AdminOrderStatusInput = z.infer<typeof adminOrderStatusSchema>;

/** 200 of POST /api/admin/orders/:id/status: the status now, and the one it left. */
export interface OrderStatusAnswer {
  status: OrderStatus;
  de: OrderStatus;
}

export const REFUND_NOTE_MESSAGE = 'Diga como o valor foi devolvido (mínimo 3 caracteres)';

/** POST /api/admin/orders/:id/refund/manual: the refund was made outside Asaas's API. */
export const manualRefundSchema = z.object({
  observacao: z
    .string({ error: REFUND_NOTE_MESSAGE })
    .trim()
    .min(3, REFUND_NOTE_MESSAGE)
    .max(STATUS_REASON_MAX, `A observação deve ter no máximo ${STATUS_REASON_MAX} caracteres`),
});
export type ManualRefundInput = z.infer<typeof manualRefundSchema>;

/** 200 of POST /api/admin/orders/:id/refund/retry and …/refund/manual: the refund's new state. */
export interface RefundTaskAnswer {
  reembolso: OrderRefund<string>;
}
