// POST /api/orders/{id}/cancel: the buyer's withdrawal (cancellation.ts). The reason is optional
// (the law asks for none); it goes to the order's history and the audit log.
import { z } from '../zod.ts';

export const CANCEL_REASON_MAX = 500;

export const orderCancelSchema = z.object({
  motivo: z
    .string({ error: 'Motivo inválido' })
    .trim()
    .max(CANCEL_REASON_MAX, `O motivo deve ter no máximo ${CANCEL_REASON_MAX} caracteres`)
    .optional()
    .transform((value) => (value ? value : null)),
});
export type OrderCancelInput = z.infer<typeof orderCancelSchema>;
