// The mail outbox (`mail_outbox/{id}`): a use case records the message it means to send, in its
// own transaction, and the one sender (mail/deliver-outbox.ts, a Firestore trigger) delivers it and
// writes the order's e-mail log. Use cases thus never import the mail layer (which renders
// tickets); functions only, rules deny every client.
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { MailKind } from '@gn/core/mail-kinds';
import { readEnv } from '../config.ts';
import { db } from '../firebase.ts';

export const MAIL_OUTBOX = 'mail_outbox';

export type OutboxState = 'pendente' | 'enviado' | 'falhou';

/** What the sender needs to build the message; it reads the rest (ticket, order) when it sends. */
export interface OutboxMessage {
  tipo: MailKind;
  order_id: string;
  para: string;
  ticket_id: string | null;
  estado: OutboxState;
}

/** Whether mail is on here (SMTP_URL set): with it off nothing is recorded, as nothing is sent. */
export function mailEnabled(): boolean {
  return readEnv('SMTP_URL') !== undefined;
}

/** Records a message to send with the transaction's other writes; its reference, to await it. */
export function recordMessage(tx: Transaction, message: Omit<OutboxMessage, 'estado'>): DocumentReference {
  const ref = db().collection(MAIL_OUTBOX).doc();
  tx.create(ref, { ...message, estado: 'pendente', criado_em: FieldValue.serverTimestamp() });
  return ref;
}

const DELIVERY_WAIT_MS = 15_000;
const DELIVERY_POLL_MS = 150;

/**
 * Waits for the sender's outcome, for answers that say whether the e-mail went out: true once it
 * was sent, false when it failed or is still pending after the wait. A settled message is
 * removed (the order's e-mail log keeps the line); a pending one stays for the sender.
 */
export async function awaitDelivery(ref: DocumentReference, waitMs = DELIVERY_WAIT_MS): Promise<boolean> {
  const until = Date.now() + waitMs;
  for (;;) {
    const estado = (await ref.get()).get('estado') as OutboxState | undefined;
    if (estado === 'enviado' || estado === 'falhou') {
      await ref.delete();
      return estado === 'enviado';
    }
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, DELIVERY_POLL_MS));
  }
}
