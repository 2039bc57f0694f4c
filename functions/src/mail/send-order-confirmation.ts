// Sends a paid order's confirmation e-mail with its tickets' PDF, exactly once for the automatic
// path: triggers are delivered at least once and may run side by side, so a transaction first
// claims the sending (`email_enviando_em`), the mail goes out, then `email_enviado_em` is set.
// A claim older than CLAIM_TTL_MS is taken as abandoned (the instance died mid-send) and retaken.
// The customer's resend and the admin's (`force`) skip the once-guard; their routes rate-limit
// them instead. Every send, and every failed one, goes into the order's e-mail log (mail-log.ts).
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { renderTicketsPdf } from '../tickets/pdf.ts';
import { isActiveForBuyer, isPrintable, loadOrder, ticketsOfOrder } from '../tickets/store.ts';
import { orderRecipient } from './account-email.ts';
import { sendLogged, type MailKind } from './mail-log.ts';
import { mailerFromEnv, type Mailer } from './mailer.ts';
import { buildOrderConfirmation, siteUrlFromEnv } from './order-confirmation.ts';
import { orderContract } from './order-contract.ts';
import { orderRef } from '../store/documents.ts';
import { calendarFilename, ticketCalendar } from '../wallet/event-calendar.ts';
import type { StoredTicket } from '@gn/core/stored/ticket';

/** One .ics per event of the order ("Adicionar à agenda"), in the order the events appear. */
async function orderCalendars(db: Firestore, tickets: StoredTicket[], siteUrl: string) {
  const firstOfEach = [...new Map(tickets.map((t) => [t.event_id, t])).values()];
  const files = await Promise.all(
    firstOfEach.map(async (t) => {
      const content = await ticketCalendar(db, t, siteUrl);
      return content ? [{ filename: calendarFilename(t.evento.titulo), content }] : [];
    }),
  );
  return files.flat();
}

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
  /** the log's kind: 'confirmacao' for the automatic send, 'ingressos_reenviados' for a resend */
  kind?: MailKind;
  /** the admin who asked for it (the log's `por`) */
  by?: string | null;
  /** only the tickets that still admit someone ('ativo'), not the used ones (the admin's resend) */
  activeOnly?: boolean;
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
  // A ticket transferred to someone else carries a new QR code that is theirs alone.
  const tickets = (await ticketsOfOrder(db, orderId)).filter((t) =>
    options.activeOnly ? isActiveForBuyer(t, order.user_id) : isPrintable(t) && t.user_id === order.user_id,
  );
  if (tickets.length === 0) return { sent: false, reason: 'no_tickets' };
  const to = await orderRecipient(order);
  if (!to) return { sent: false, reason: 'no_recipient' };

  const ref = orderRef(db, orderId);
  const now = options.now ?? new Date();
  const refused = await db.runTransaction(async (tx): Promise<SkipReason | null> => {
    const data = (await tx.get(ref)).data();
    if (data?.status !== 'pago') return 'not_paid';
    if (!options.force) {
      if (data.email_enviado_em) return 'already_sent';
      const claimedAt = data.email_enviando_em?.getTime() ?? null;
      if (claimedAt !== null && now.getTime() - claimedAt < CLAIM_TTL_MS) return 'in_progress';
    }
    tx.update(ref, { email_enviando_em: Timestamp.fromDate(now) });
    return null;
  });
  if (refused) return { sent: false, reason: refused };

  try {
    const siteUrl = siteUrlFromEnv();
    const [pdf, contrato, calendars] = await Promise.all([
      renderTicketsPdf({ order, tickets }),
      orderContract(db, order),
      orderCalendars(db, tickets, siteUrl),
    ]);
    const mail = buildOrderConfirmation({ order, tickets, pdf, siteUrl, to, contrato, calendars });
    const kind = options.kind ?? (options.force ? 'ingressos_reenviados' : 'confirmacao');
    await sendLogged(db, mailer, orderId, kind, mail, options.by ?? null);
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
