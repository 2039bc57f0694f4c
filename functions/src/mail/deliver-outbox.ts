// The one sender of recorded messages: a message written to the mail outbox (outbox/outbox.ts) is
// built, sent and logged on its order's e-mail log here, and its outcome written back for the
// use case that awaits it. Each kind has its builder below.
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { SECRETS } from '../config.ts';
import { db } from '../firebase.ts';
import { MAIL_OUTBOX, type OutboxMessage, type OutboxState } from '../outbox/outbox.ts';
import { mailerFromEnv, type Mailer } from './mailer.ts';
import { sendTransferMail } from './send-transfer-mail.ts';

/** Sends one recorded message; 'falhou' when it cannot (its error is logged, not thrown). */
export async function deliverMessage(
  firestore: Firestore,
  message: OutboxMessage,
  mailer: Mailer | null = mailerFromEnv(),
): Promise<OutboxState> {
  try {
    if (message.tipo === 'transferencia' && message.ticket_id) {
      const sent = await sendTransferMail(firestore, message.ticket_id, { to: message.para }, mailer);
      return sent ? 'enviado' : 'falhou';
    }
    logger.error(`Mail outbox: no sender for ${message.tipo} of order ${message.order_id}`);
  } catch (error) {
    logger.error(`Mail outbox: the ${message.tipo} e-mail of order ${message.order_id} failed`, error);
  }
  return 'falhou';
}

export const deliverOutbox = onDocumentCreated(
  { document: `${MAIL_OUTBOX}/{messageId}`, region: 'southamerica-east1', secrets: [...SECRETS.mail] },
  async (event) => {
    const message = event.data?.data() as OutboxMessage | undefined;
    if (!event.data || message?.estado !== 'pendente') return;
    const estado = await deliverMessage(db(), message);
    await event.data.ref.update({ estado });
  },
);
