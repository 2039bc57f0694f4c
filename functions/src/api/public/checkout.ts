// The HTTP route of the checkout: signed-in callers only; the purchase itself is
// checkout/create-order.ts.
import { checkoutRequestSchema } from '@gn/core/schemas/checkout';
import { Router } from 'express';
import { caller, requireUser } from '../../http/auth.ts';
import { requestedFault } from '../../http/fault-injection.ts';
import { parseBody } from '../../http/validate.ts';
import { createOrder } from '../../checkout/create-order.ts';

/** POST /api/checkout: creates (or, for a retried key, returns) the caller's order. */
export const checkoutRouter = Router();
checkoutRouter.post('/api/checkout', requireUser, async (req, res) => {
  const request = parseBody(checkoutRequestSchema, req.body);
  res.json(await createOrder(caller(res).uid, request, { fault: requestedFault(req) }));
});
