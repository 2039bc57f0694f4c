// Order routes outside the checkout: the owner's (or an admin's) reconcile with Asaas, and the
// internal routes that stand in for the scheduled sweeper and reminder job locally.
import { Router, type Request } from 'express';
import { db } from '../../firebase.ts';
import { caller, requireUser } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import { secretMatches } from '../../http/secret-match.ts';
import { CHECKOUT_ERRORS, CHECKOUT_MESSAGES } from '@gn/core/checkout-rules';
import { docIdParam } from '../../http/params.ts';
import { checkoutError } from '../../checkout/checkout-errors.ts';
import { reconcileOrder } from '../../orders/reconcile.ts';
import { sweepReservations } from '../../orders/sweeper.ts';
import { sendReminders } from '../../mail/send-reminders.ts';
import { readEnv } from '../../config.ts';

export const ordersRouter = Router();

/** POST /api/orders/:id/reconcile (owner or admin): reads the payment from Asaas now. */
ordersRouter.post('/api/orders/:id/reconcile', requireUser, async (req, res) => {
  const orderId = docIdParam(
    req.params.id,
    CHECKOUT_MESSAGES.orderNotFound,
    CHECKOUT_ERRORS.orderNotFound.code,
  );
  const order = (await db().doc(`orders/${orderId}`).get()).data();
  const who = caller(res);
  // Someone else's order is "not found", so ids cannot be probed.
  if (!order || (order.user_id !== who.uid && who.admin !== true)) {
    throw checkoutError('orderNotFound');
  }
  res.json({ status: await reconcileOrder(orderId) });
});

/**
 * The internal routes answer only the local runner and the tests: off (404) unless
 * GN_INTERNAL_TOKEN is set, which only they do, and 401 without the token.
 */
function checkInternalToken(req: Request): void {
  const expected = readEnv('GN_INTERNAL_TOKEN');
  if (!expected) throw new ApiError('not_found', 'Rota não encontrada');
  if (!secretMatches(req.get('x-gn-internal-token'), expected))
    throw new ApiError('unauthenticated', 'Token inválido');
}

/**
 * POST /api/internal/sweep-reservations with `x-gn-internal-token`: the local stand-in for the
 * scheduled sweeper (the emulator runs no schedules).
 */
ordersRouter.post('/api/internal/sweep-reservations', async (req, res) => {
  checkInternalToken(req);
  res.json(await sweepReservations());
});

/**
 * POST /api/internal/send-reminders with `x-gn-internal-token`: the local stand-in for the
 * scheduled reminder job (mail/reminders-job.ts), called by the runner and the tests.
 */
ordersRouter.post('/api/internal/send-reminders', async (req, res) => {
  checkInternalToken(req);
  res.json(await sendReminders(db()));
});
