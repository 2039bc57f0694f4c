// Sends a paid order's confirmation e-mail with its tickets' PDF, exactly once for the automatic
// path: triggers are delivered at least once and may run side by side, so a transaction first
// claims the sending (`email_enviando_em`), the mail goes out, then `email_enviado_em` is set.
// A claim older than CLAIM_TTL_MS is taken as abandoned (the instance died mid-send) and retaken.
// The customer's resend (`force`) skips the once-guard; its route rate-limits it instead.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { auth } from '../firebase.ts';
import { firebaseErrorCode } from '../http/firebase-errors.ts';
import { renderTicketsPdf } from '../tickets/pdf.ts';
import { isPrintable, loadOrder, ticketsOfOrder } from '../tickets/store.ts';
import { mailerFromEnv, type Mailer } from './mailer.ts';
import { buildOrderConfirmation, siteUrlFromEnv } from './order-confirmation.ts';

export const CLAIM_TTL_MS = 5 * 60 * 1000;

export type SkipReason =
  | 'not_configured'
  | 'not_found'
  | 'not_paid'
  | 'no_tickets'
  | 'no_recipient'
  | 'already_sent'
  | 'in_progress';

export type SendResult = { sent: true; to: string } | { sent: false; reason: SkipReason };

export interface SendOptions {
  /** resend even when already sent or being sent */
  force?: boolean;
  /** defaults to the SMTP_URL mailer; null means mail is off */
  mailer?: Mailer | null;
  now?: Date;
}

export async function sendOrderConfirmation(
  db: Firestore,
  orderId: string,
  options: SendOptions = {},
): Promise<SendResult> {
  const mailer = options.mailer === undefined ? mailerFromEnv() : options.mailer;
  if (!mailer) return { sent: false, reason: 'not_configured' };

  const order = await loadOrder(db, orderId);
  if (!order) return { sent: false, reason: 'not_found' };
  if (order.status !== 'pago') return { sent: false, reason: 'not_paid' };
  const tickets = (await ticketsOfOrder(db, orderId)).filter(isPrintable);
  if (tickets.length === 0) return { sent: false, reason: 'no_tickets' };
  const to = await accountEmail(order.user_id);
  if (!to) return { sent: false, reason: 'no_recipient' };

  const ref = db.collection('orders').doc(orderId);
  const now = options.now ?? new Date();
  const refused = await db.runTransaction(async (tx): Promise<SkipReason | null> => {
    const data = (await tx.get(ref)).data();
    if (data?.status !== 'pago') return 'not_paid';
    if (!options.force) {
      if (data.email_enviado_em) return 'already_sent';
      const claimedAt =
        data.email_enviando_em instanceof Timestamp ? data.email_enviando_em.toMillis() : null;
      if (claimedAt !== null && now.getTime() - claimedAt < CLAIM_TTL_MS) return 'in_progress';
    }
    tx.update(ref, { email_enviando_em: Timestamp.fromDate(now) });
    return null;
  });
  if (refused) return { sent: false, reason: refused };

  try {
    const pdf = await renderTicketsPdf({ order, tickets });
    await mailer.send(buildOrderConfirmation({ order, tickets, pdf, siteUrl: siteUrlFromEnv(), to }));
  } catch (error) {
    // Release the claim so that a retry (or the customer's resend) can send at once.
    await ref.update({ email_enviando_em: FieldValue.delete() }).catch(() => undefined);
    throw error;
  }
  await ref.update({
    email_enviado_em: FieldValue.serverTimestamp(),
    email_enviando_em: FieldValue.delete(),
  });
  return { sent: true, to };
}

/**
 * Where the tickets go: the e-mail of the account that bought them, read from Auth. The e-mail
 * typed at checkout is free text (it goes to the invoice only): sending there would mail a PDF
 * with attacker-chosen text to anyone.
 */
export async function accountEmail(uid: string): Promise<string | null> {
  try {
    return (await auth().getUser(uid)).email ?? null;
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/user-not-found') return null;
    throw error;
  }
}
