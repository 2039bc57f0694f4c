// Sends the buyer the cancellation of chosen tickets (tickets-cancelled-mail.ts) to the account's
// e-mail, logged in the order's e-mail log. No mailer, no account or no such refund: nothing sent.
import type { Firestore } from 'firebase-admin/firestore';
import { orderRef, ticketsPlain } from '../store/documents.ts';
import { accountEmail } from './account-email.ts';
import { mailerFromEnv, type Mailer } from './mailer.ts';
import { sendLogged } from './mail-log.ts';
import { siteUrlFromEnv } from './order-confirmation.ts';
import { buildTicketsCancelledMail } from './tickets-cancelled-mail.ts';

/** True when the e-mail went out. */
export async function sendTicketsCancelledMail(
  db: Firestore,
  orderId: string,
  refundId: string,
  mailer: Mailer | null = mailerFromEnv(),
): Promise<boolean> {
  if (!mailer) return false;
  const order = (await orderRef(db, orderId).get()).data();
  const refund = order?.reembolsos_parciais.find((r) => r.id === refundId);
  if (!order || !refund) return false;
  const to = await accountEmail(order.user_id);
  if (!to) return false;
  const tickets = await Promise.all(refund.ticket_ids.map((id) => ticketsPlain(db).doc(id).get()));
  const ticketLabels = tickets.map(
    (t) => `${String(t.get('tipo') ?? 'Ingresso')} · ${String(t.get('titular') ?? '')}`,
  );
  const mail = buildTicketsCancelledMail({
    orderId,
    order,
    refund,
    ticketLabels,
    siteUrl: siteUrlFromEnv(),
    to,
  });
  await sendLogged(db, mailer, orderId, 'ingressos_cancelados', mail);
  return true;
}
