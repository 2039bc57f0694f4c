// Sends the buyer the cancellation of their paid order (order-cancelled-mail.ts) to the account's
// e-mail, logged in the order's e-mail log. No mailer configured or no account: nothing sent.
import type { Firestore } from 'firebase-admin/firestore';
import { orderRef } from '../store/documents.ts';
import { mailerFromEnv, type Mailer } from './mailer.ts';
import { sendLogged } from './mail-log.ts';
import { buildCancelledMail } from './order-cancelled-mail.ts';
import { siteUrlFromEnv } from './order-confirmation.ts';
import { accountEmail } from './account-email.ts';

/** True when the e-mail went out. */
export async function sendCancelledMail(
  db: Firestore,
  orderId: string,
  mailer: Mailer | null = mailerFromEnv(),
): Promise<boolean> {
  if (!mailer) return false;
  const order = (await orderRef(db, orderId).get()).data();
  if (!order?.cancelamento) return false;
  const to = await accountEmail(order.user_id);
  if (!to) return false;
  const mail = buildCancelledMail({ orderId, order, refund: order.reembolso, siteUrl: siteUrlFromEnv(), to });
  await sendLogged(db, mailer, orderId, 'cancelamento', mail);
  return true;
}
