// The admin's refund tasks on a cancelled order: ask Asaas again after a refusal, or record a
// refund made outside Asaas's API (orders/refund-task.ts, audited).
import type { Request, Response } from 'express';
import { CHECKOUT_MESSAGES } from '@gn/core/checkout-rules';
import { manualRefundSchema } from '@gn/core/schemas/admin-orders';
import { caller } from '../../../http/auth.ts';
import { docIdParam } from '../../../http/params.ts';
import { parseBody } from '../../../http/validate.ts';
import {
  markRefundedByHand as markByHand,
  NO_REFUND_MESSAGE,
  REFUND_DONE_MESSAGE,
  retryRefund as retry,
} from '../../../orders/refund-task.ts';

export { NO_REFUND_MESSAGE, REFUND_DONE_MESSAGE };

/** POST /api/admin/orders/:id/refund/retry → 200 { reembolso } (its new state, a refusal included). */
export async function retryRefund(req: Request, res: Response): Promise<void> {
  const orderId = docIdParam(req.params.id, CHECKOUT_MESSAGES.orderNotFound);
  res.json(await retry(caller(res), orderId));
}

/** POST /api/admin/orders/:id/refund/manual { observacao } → 200 { reembolso }. */
export async function markRefundedByHand(req: Request, res: Response): Promise<void> {
  const { observacao } = parseBody(manualRefundSchema, req.body);
  const orderId = docIdParam(req.params.id, CHECKOUT_MESSAGES.orderNotFound);
  res.json(await markByHand(caller(res), orderId, observacao));
}
