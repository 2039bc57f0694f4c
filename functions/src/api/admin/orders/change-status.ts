// An admin's manual change of an order's status (orders/change-status.ts: forward moves only, the
// Asaas side effects, the audit entry).
import type { Request, Response } from 'express';
import { CHECKOUT_MESSAGES } from '@gn/core/checkout-rules';
import { adminOrderStatusSchema } from '@gn/core/schemas/admin-orders';
import { caller } from '../../../http/auth.ts';
import { requestedFault } from '../../../http/fault-injection.ts';
import { docIdParam } from '../../../http/params.ts';
import { parseBody } from '../../../http/validate.ts';
import {
  BOLETO_REFUND_MESSAGE,
  changeOrderStatus as change,
  TRANSITION_REFUSED,
} from '../../../orders/change-status.ts';

export { BOLETO_REFUND_MESSAGE, TRANSITION_REFUSED };

/** POST /api/admin/orders/:id/status { status, motivo } → 200 { status, de } */
export async function changeOrderStatus(req: Request, res: Response): Promise<void> {
  const orderId = docIdParam(req.params.id, CHECKOUT_MESSAGES.orderNotFound);
  const input = parseBody(adminOrderStatusSchema, req.body);
  res.json(
    await change(caller(res), orderId, input, {
      paidBeforeRemoval: requestedFault(req) === 'paid-before-charge-removal',
    }),
  );
}
