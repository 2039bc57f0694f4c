// POST /api/orders/{id}/cancel: the buyer's withdrawal (cancellation.ts). The reason is optional
// (the law asks for none); it goes to the order's history and the audit log. Beside it, the
// answers of the cancel and of its preview (GET /api/orders/{id}/cancellation).
import type { CancellationRefusal, OrderRefund } from '../cancellation.ts';
import type { PaymentMethod } from '../payment.ts';
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

/** POST /api/orders/{id}/cancel → 200. */
export interface CancelAnswer {
  status: 'cancelado';
  /** null for a free order: there is no money to give back */
  reembolso: OrderRefund<string> | null;
}

/** GET /api/orders/{id}/cancellation → 200: what the dialog shows before the buyer confirms. */
export interface CancellationPreviewAnswer {
  /** null: the buyer may cancel now */
  recusa: CancellationRefusal | null;
  /** the two limits, as the buyer reads them before confirming */
  prazos: string[];
  /** ISO: the earlier of the two limits */
  fecha_em: string;
  /** centavos */
  valor: number;
  metodo: PaymentMethod;
}
