// The /api/me router: routes for the signed-in user's own account (avatar upload, the buyer's
// Asaas customer during checkout).
import { buyerSchema } from '@gn/core/schemas/checkout';
import { Router } from 'express';
import { ensurePaymentCustomer } from '../../checkout/payment-customer.ts';
import { caller, requireUser } from '../../http/auth.ts';
import { parseBody } from '../../http/validate.ts';
import { uploadAvatar } from './avatar.ts';

/** /api/me/*: the signed-in user acting on their own account. */
export const meRouter = Router();

meRouter.use(requireUser);
meRouter.post('/avatar', uploadAvatar);

/** POST /api/me/payment-customer: wizard step Dados → Pagamento (the buyer's Asaas customer). */
meRouter.post('/payment-customer', async (req, res) => {
  const buyer = parseBody(buyerSchema, req.body);
  res.json({ customerId: await ensurePaymentCustomer(caller(res).uid, buyer) });
});
