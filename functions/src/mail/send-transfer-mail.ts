// Sends a transferred ticket to its new holder: the ticket as it is now (new holder, new QR code)
// rendered to PDF and mailed to the address the sender typed. No mailer configured: nothing sent.
// The send is logged on the ticket's order ('transferencia'), failed or not. Called by the outbox's
// sender (deliver-outbox.ts): the transfer records the message, it does not send it.
import type { Firestore } from 'firebase-admin/firestore';
import { renderTicketsPdf } from '../tickets/pdf.ts';
import { loadOrder, loadTicket } from '../tickets/store.ts';
import { sendLogged } from './mail-log.ts';
import { mailerFromEnv, type Mailer } from './mailer.ts';
import { siteUrlFromEnv } from './order-confirmation.ts';
import { buildTransferMail } from './ticket-transfer-mail.ts';

/** True when the e-mail went out. */
export async function sendTransferMail(
  db: Firestore,
  ticketId: string,
  input: { to: string; from?: string | null },
  mailer: Mailer | null = mailerFromEnv(),
): Promise<boolean> {
  if (!mailer) return false;
  const ticket = await loadTicket(db, ticketId);
  if (!ticket) return false;
  const order = await loadOrder(db, ticket.order_id);
  const fromName = ticket.transferencias?.at(-1)?.de.nome ?? input.from ?? 'Alguém';
  const pdf = await renderTicketsPdf({ order, tickets: [ticket] });
  const mail = buildTransferMail({ ticket, pdf, siteUrl: siteUrlFromEnv(), to: input.to, fromName });
  await sendLogged(db, mailer, ticket.order_id, 'transferencia', mail);
  return true;
}
