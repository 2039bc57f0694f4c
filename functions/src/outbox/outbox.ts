// The mail outbox (`mail_outbox/{id}`): a use case records the message it means to send, in its
// own transaction, and the one sender (mail/deliver-outbox.ts, a Firestore trigger) builds and
// delivers it (and writes the order's e-mail log). Use cases thus never import the mail layer
// (which renders tickets); functions only, rules deny every client. Every message carries
// `expira_em`: a TTL policy (firestore.indexes.json) removes what neither the sender nor an
// awaiting use case removed (a wait that gave up, a sender that died).
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { MailKind } from '@gn/core/mail-kinds';
import { readEnv } from '../config.ts';
import { db } from '../firebase.ts';

export const MAIL_OUTBOX = 'mail_outbox';

/** How long a message may stay: far past any wait, short enough that addresses do not pile up. */
export const OUTBOX_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type OutboxState = 'pendente' | 'enviado' | 'falhou';

/** The order log's kinds, and the account's verification link (no order, so no log line). */
export type OutboxKind = MailKind | 'verificacao';

/** What the sender needs to build the message; it reads the rest (ticket, order) when it sends. */
export interface OutboxMessage {
  tipo: OutboxKind;
  /** the order whose e-mail log gets the line; null for a waiting-list offer or a verification */
  order_id: string | null;
  /** the address the use case chose (a transfer's, a verification's); null: the buyer's account */
  para: string | null;
  ticket_id: string | null;
  /** the partial refund (orders/{id}.reembolsos_parciais[].id) of `ingressos_cancelados` */
  reembolso_id?: string | null;
  /** the waiting-list entry of an offer (`lista_espera`) */
  espera_id?: string | null;
  /** the account of a verification link */
  uid?: string | null;
  /** the admin named in the log (`ingressos_reenviados`) */
  por?: string | null;
  /** only the tickets that still admit someone (the admin's resend) */
  so_ativos?: boolean;
  /**
   * Whether a use case awaits the outcome (awaitDelivery): the sender then writes it back and the
   * awaiting side deletes the message; otherwise the sender deletes it once settled.
   */
  aguardada: boolean;
  estado: OutboxState;
}

/** The sender's outcome, written back on an awaited message. */
export interface OutboxOutcome {
  estado: OutboxState;
  /** why it was not sent (the mail layer's reason: 'no_tickets', 'no_recipient', 'erro', ...) */
  motivo: string | null;
  /** the address it went to */
  enviado_para: string | null;
}

export type OutboxInput = Omit<OutboxMessage, 'estado'>;

/** Whether mail is on here (SMTP_URL set): with it off nothing is recorded, as nothing is sent. */
export function mailEnabled(): boolean {
  return readEnv('SMTP_URL') !== undefined;
}

/** `expira_em` counts from the wall clock, not a use case's (a test's) `now`. */
function stored(message: OutboxInput) {
  return {
    ...message,
    estado: 'pendente' satisfies OutboxState,
    criado_em: FieldValue.serverTimestamp(),
    expira_em: Timestamp.fromMillis(Date.now() + OUTBOX_TTL_MS),
  };
}

/** Records a message to send with the transaction's other writes; its reference, to await it. */
export function recordMessage(tx: Transaction, message: OutboxInput): DocumentReference {
  const ref = db().collection(MAIL_OUTBOX).doc();
  tx.create(ref, stored(message));
  return ref;
}

/**
 * Records a message on its own, for a use case with no transaction to put it in (a verification
 * link: the rate limit's transaction belongs to http/, and nothing else is written).
 */
export async function recordMessageNow(message: OutboxInput): Promise<DocumentReference> {
  const ref = db().collection(MAIL_OUTBOX).doc();
  await ref.create(stored(message));
  return ref;
}

const DELIVERY_WAIT_MS = 15_000;
const DELIVERY_POLL_MS = 150;

/**
 * Waits for the sender's outcome of an awaited message: 'pendente' when it is still pending after
 * the wait. A settled message is removed (the order's e-mail log keeps the line); a pending one
 * stays for the sender, and its `expira_em` for the rest.
 */
export async function awaitOutcome(
  ref: DocumentReference,
  waitMs = DELIVERY_WAIT_MS,
): Promise<OutboxOutcome> {
  const until = Date.now() + waitMs;
  for (;;) {
    const snap = await ref.get();
    const estado = snap.get('estado') as OutboxState | undefined;
    if (estado === 'enviado' || estado === 'falhou') {
      await ref.delete();
      const text = (field: string) =>
        typeof snap.get(field) === 'string' ? (snap.get(field) as string) : null;
      return { estado, motivo: text('motivo'), enviado_para: text('enviado_para') };
    }
    if (Date.now() >= until) return { estado: 'pendente', motivo: null, enviado_para: null };
    await new Promise((resolve) => setTimeout(resolve, DELIVERY_POLL_MS));
  }
}

/** For answers that say whether the e-mail went out: true once sent, false when failed or still pending. */
export async function awaitDelivery(ref: DocumentReference, waitMs = DELIVERY_WAIT_MS): Promise<boolean> {
  return (await awaitOutcome(ref, waitMs)).estado === 'enviado';
}
