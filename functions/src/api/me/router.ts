// The /api/me router: routes for the signed-in user's own account (avatar upload, the buyer's
// Asaas customer during checkout, the coupon box's check, handing a ticket to another person, the
// LGPD data export and account deletion).
import { buyerSchema } from '@gn/core/schemas/checkout';
import { couponCheckSchema } from '@gn/core/schemas/coupon';
import { ticketTransferSchema } from '@gn/core/schemas/ticket-transfer';
import { TRANSFER_MESSAGES } from '@gn/core/ticket-transfer';
import { Router } from 'express';
import { ensurePaymentCustomer } from '../../checkout/payment-customer.ts';
import { caller, requireUser } from '../../http/auth.ts';
import { parseBody } from '../../http/validate.ts';
import { docIdParam } from '../../http/params.ts';
import { transferTicket } from '../../tickets/transfer.ts';
import { uploadAvatar } from './avatar.ts';
import { checkCoupon } from '../../coupons/check-coupon.ts';
import { deleteMyAccount, downloadMyData } from './privacy.ts';

/** /api/me/*: the signed-in user acting on their own account. */
export const meRouter = Router();

meRouter.use(requireUser);
meRouter.post('/avatar', uploadAvatar);

/** POST /api/me/payment-customer: wizard step Dados → Pagamento (the buyer's Asaas customer). */
meRouter.post('/payment-customer', async (req, res) => {
  const buyer = parseBody(buyerSchema, req.body);
  res.json({ customerId: await ensurePaymentCustomer(caller(res).uid, buyer) });
});

/** POST /api/me/coupons/check { codigo, items }: the coupon box (terms to preview, or why not). */
meRouter.post('/coupons/check', async (req, res) => {
  res.json(await checkCoupon(caller(res).uid, parseBody(couponCheckSchema, req.body)));
});

/** POST /api/me/tickets/:id/transfer { nome, cpf, email }: the owner hands an active ticket on. */
meRouter.post('/tickets/:id/transfer', async (req, res) => {
  const ticketId = docIdParam(req.params.id, TRANSFER_MESSAGES.notFound);
  const to = parseBody(ticketTransferSchema, req.body);
  const { uid, email } = caller(res);
  res.json(await transferTicket({ uid, email: email ?? null }, ticketId, to));
});

/** GET /api/me/data-export: "Baixar meus dados" (LGPD), a JSON attachment. */
meRouter.get('/data-export', downloadMyData);

/** POST /api/me/delete-account { confirmacao }: "Excluir minha conta" (LGPD), after a fresh sign-in. */
meRouter.post('/delete-account', deleteMyAccount);
