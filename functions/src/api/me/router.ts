// The /api/me router: routes for the signed-in user's own account (avatar upload, the buyer's
// Asaas customer during checkout, the coupon box's check, handing a ticket to another person,
// joining and leaving a waiting list, the LGPD data export and account deletion).
import { buyerSchema, type PaymentCustomerAnswer } from '@gn/core/schemas/checkout';
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
import { waitlistJoinSchema } from '@gn/core/schemas/waitlist';
import { WAITLIST_MESSAGES } from '@gn/core/waitlist';
import { db } from '../../firebase.ts';
import { ApiError } from '../../http/errors.ts';
import { consume, type WindowRule } from '../../http/rate-limit.ts';
import { joinWaitlist, leaveWaitlist } from '../../waitlist/join.ts';

/** Joins and leaves per account: a person tries a few events, a script is stopped. */
const WAITLIST_LIMITS: readonly WindowRule[] = [{ name: '10m', ms: 600_000, max: 20 }];
const TOO_MANY_WAITLIST_CALLS = 'Muitas tentativas na lista de espera. Tente novamente em alguns minutos.';
import { deleteMyAccount, downloadMyData } from './privacy.ts';
import { claimTickets, verifyEmail } from './email-verification.ts';

/** /api/me/*: the signed-in user acting on their own account. */
export const meRouter = Router();

meRouter.use(requireUser);
meRouter.post('/avatar', uploadAvatar);

/** POST /api/me/payment-customer: wizard step Dados → Pagamento (the buyer's Asaas customer). */
meRouter.post('/payment-customer', async (req, res) => {
  const buyer = parseBody(buyerSchema, req.body);
  res.json({
    customerId: await ensurePaymentCustomer(caller(res).uid, buyer),
  } satisfies PaymentCustomerAnswer);
});

/** POST /api/me/coupons/check { codigo, items }: the coupon box (terms to preview, or why not). */
meRouter.post('/coupons/check', async (req, res) => {
  res.json(await checkCoupon(caller(res).uid, parseBody(couponCheckSchema, req.body)));
});

/** POST /api/me/waitlist { eventId, quantidade }: joins a sold-out event's waiting list. */
meRouter.post('/waitlist', async (req, res) => {
  const input = parseBody(waitlistJoinSchema, req.body);
  const who = caller(res);
  const limited = await consume(db(), `waitlist_${who.uid}`, WAITLIST_LIMITS);
  if (!limited.allowed) throw new ApiError('too_many_requests', TOO_MANY_WAITLIST_CALLS);
  const profile = (await db().doc(`profiles/${who.uid}`).get()).data();
  const nome = typeof profile?.nome === 'string' && profile.nome ? profile.nome : (who.name ?? 'Cliente');
  res.json(await joinWaitlist(db(), { uid: who.uid, email: who.email ?? '', nome: String(nome) }, input));
});

/** DELETE /api/me/waitlist/:eventId: leaves it (an offer's places go to the next person). */
meRouter.delete('/waitlist/:eventId', async (req, res) => {
  const eventId = docIdParam(req.params.eventId, WAITLIST_MESSAGES.notFound);
  await leaveWaitlist(db(), caller(res).uid, eventId);
  res.json({ saiu: true });
});

/** POST /api/me/tickets/:id/transfer { nome, cpf, email }: the owner hands an active ticket on. */
meRouter.post('/tickets/:id/transfer', async (req, res) => {
  const ticketId = docIdParam(req.params.id, TRANSFER_MESSAGES.notFound);
  const to = parseBody(ticketTransferSchema, req.body);
  const { uid, email, email_verified } = caller(res);
  const emailVerified = email_verified === true;
  res.json(await transferTicket({ uid, email: email ?? null, emailVerified }, ticketId, to));
});

/** POST /api/me/verify-email {}: mails the account's verification link (limited per account). */
meRouter.post('/verify-email', verifyEmail);

/** POST /api/me/tickets/claim {}: tickets transferred to the caller's verified e-mail join the account. */
meRouter.post('/tickets/claim', claimTickets);

/** GET /api/me/data-export: "Baixar meus dados" (LGPD), a JSON attachment. */
meRouter.get('/data-export', downloadMyData);

/** POST /api/me/delete-account { confirmacao }: "Excluir minha conta" (LGPD), after a fresh sign-in. */
meRouter.post('/delete-account', deleteMyAccount);
