// The e-mail log of an order: every message the shop sent (or failed to send) about it, kept in
// `orders/{orderId}/emails/{autoId}` for the admin's order page ("what was sent, when, delivered
// or failed") and for the buyer's data export. Written only by functions (rules deny clients).
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { MailKind } from '@gn/core/mail-kinds';
import type { Mail, Mailer } from './mailer.ts';
import { orderDoc } from '../store/documents.ts';

// The kinds live in core, beside their pt-BR names for the admin's order page.
export { MAIL_KINDS, type MailKind } from '@gn/core/mail-kinds';

export interface MailLogEntry {
  tipo: MailKind;
  para: string;
  assunto: string;
  estado: 'enviado' | 'falhou';
  erro: string | null;
  em: Timestamp;
  /** the admin who asked for it, null when the shop sent it on its own */
  por: string | null;
}

export const MAIL_LOG = 'emails';

/** Adds one line to the order's e-mail log; a log that cannot be written never fails the send. */
export async function recordMail(
  db: Firestore,
  orderId: string,
  entry: Omit<MailLogEntry, 'em'> & { em?: Date },
): Promise<void> {
  const { em, ...rest } = entry;
  try {
    await orderDoc(db, orderId)
      .collection(MAIL_LOG)
      .add({ ...rest, em: Timestamp.fromDate(em ?? new Date()) } satisfies MailLogEntry);
  } catch (error) {
    logger.warn(`Could not log the ${entry.tipo} e-mail of order ${orderId}`, error);
  }
}

function subjectOf(mail: Mail): string {
  return typeof mail.subject === 'string' ? mail.subject : '';
}

/** The address(es) only: the mails name their recipient as { name, address }. */
export function recipientOf(mail: Mail): string {
  const one = (to: unknown): string =>
    typeof to === 'string' ? to : String((to as { address?: unknown } | null)?.address ?? '');
  return Array.isArray(mail.to) ? mail.to.map(one).join(', ') : one(mail.to);
}

/**
 * Sends one message about an order and logs the outcome: 'enviado' when the SMTP server took it,
 * 'falhou' with the error otherwise (and the error is thrown again for the caller's retry).
 */
export async function sendLogged(
  db: Firestore,
  mailer: Mailer,
  orderId: string,
  kind: MailKind,
  mail: Mail,
  by: string | null = null,
): Promise<void> {
  const base = { tipo: kind, para: recipientOf(mail), assunto: subjectOf(mail), por: by };
  try {
    await mailer.send(mail);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordMail(db, orderId, { ...base, estado: 'falhou', erro: message.slice(0, 500) });
    throw error;
  }
  await recordMail(db, orderId, { ...base, estado: 'enviado', erro: null });
}
