// The one sender of recorded messages: a message written to the mail outbox (outbox/outbox.ts) is
// built, sent and logged on its order's e-mail log here (by the same send-*.ts functions, so the
// same messages and log lines as when use cases sent them), and its outcome written back for the
// use case that awaits it, or the message deleted when nobody does. Each kind has its builder below.
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { SECRETS } from '../config.ts';
import { db } from '../firebase.ts';
import { MAIL_OUTBOX, type OutboxKind, type OutboxMessage, type OutboxOutcome } from '../outbox/outbox.ts';
import { mailerFromEnv, type Mailer } from './mailer.ts';
import { sendCancelledMail } from './send-cancelled-mail.ts';
import { sendOrderConfirmation } from './send-order-confirmation.ts';
import { sendTicketsCancelledMail } from './send-tickets-cancelled-mail.ts';
import { sendTransferMail } from './send-transfer-mail.ts';
import { sendVerificationMail } from './send-verification-mail.ts';
import { sendWaitlistOfferMail } from './send-waitlist-offer-mail.ts';

type Builder = (
  firestore: Firestore,
  message: OutboxMessage,
  mailer: Mailer | null,
) => Promise<OutboxOutcome | null>;

const sent = (ok: boolean, to: string | null = null): OutboxOutcome =>
  ok
    ? { estado: 'enviado', motivo: null, enviado_para: to }
    : { estado: 'falhou', motivo: null, enviado_para: null };

/**
 * The builders; null means the message lacks what its kind needs. The automatic confirmation
 * ('confirmacao') and the reminders ('lembrete') are not recorded: their senders are triggers
 * and a schedule of the mail layer itself (on-order-paid.ts, send-reminders.ts).
 */
const BUILDERS: Partial<Record<OutboxKind, Builder>> = {
  async transferencia(firestore, m, mailer) {
    if (!m.ticket_id || !m.para) return null;
    return sent(await sendTransferMail(firestore, m.ticket_id, { to: m.para }, mailer), m.para);
  },
  async cancelamento(firestore, m, mailer) {
    return m.order_id ? sent(await sendCancelledMail(firestore, m.order_id, mailer)) : null;
  },
  async ingressos_cancelados(firestore, m, mailer) {
    if (!m.order_id || !m.reembolso_id) return null;
    return sent(await sendTicketsCancelledMail(firestore, m.order_id, m.reembolso_id, mailer));
  },
  async lista_espera(firestore, m, mailer) {
    return m.espera_id ? sent(await sendWaitlistOfferMail(firestore, m.espera_id, mailer)) : null;
  },
  async verificacao(_firestore, m, mailer) {
    if (!m.uid || !m.para) return null;
    return sent(await sendVerificationMail(m.uid, m.para, mailer), m.para);
  },
  // The customer's and the admin's resend: the answer names the address, or why nothing was sent.
  async ingressos_reenviados(firestore, m, mailer) {
    if (!m.order_id) return null;
    const result = await sendOrderConfirmation(firestore, m.order_id, {
      force: true,
      kind: 'ingressos_reenviados',
      by: m.por ?? null,
      activeOnly: m.so_ativos === true,
      mailer,
    });
    return result.sent
      ? { estado: 'enviado', motivo: null, enviado_para: result.to }
      : { estado: 'falhou', motivo: result.reason, enviado_para: null };
  },
};

/** Sends one recorded message; 'falhou' when it cannot (its error is logged, not thrown). */
export async function deliverMessage(
  firestore: Firestore,
  message: OutboxMessage,
  mailer: Mailer | null = mailerFromEnv(),
): Promise<OutboxOutcome> {
  const about = message.order_id ?? message.espera_id ?? message.uid ?? '?';
  try {
    const outcome = await BUILDERS[message.tipo]?.(firestore, message, mailer);
    if (outcome) return outcome;
    logger.error(`Mail outbox: no sender for ${message.tipo} of ${about}`);
  } catch (error) {
    logger.error(`Mail outbox: the ${message.tipo} e-mail of ${about} failed`, error);
  }
  return { estado: 'falhou', motivo: 'erro', enviado_para: null };
}

export const deliverOutbox = onDocumentCreated(
  { document: `${MAIL_OUTBOX}/{messageId}`, region: 'southamerica-east1', secrets: [...SECRETS.mail] },
  async (event) => {
    const message = event.data?.data() as OutboxMessage | undefined;
    if (!event.data || message?.estado !== 'pendente') return;
    const outcome = await deliverMessage(db(), message);
    // Nobody reads the outcome of a message nobody awaits: it goes (the e-mail log keeps the line).
    if (message.aguardada === true) await event.data.ref.update({ ...outcome });
    else await event.data.ref.delete();
  },
);
