// A ticket changes holder (POST /api/me/tickets/{id}/transfer): the owner of an active ticket hands
// it to another person until the event's deadline. In one transaction the ticket gets the new
// holder, a new serial and a new signature (the old QR code stops admitting at once; check-in
// names it as transferred), moves to the account with the new holder's e-mail if there is one,
// keeps the hand-over in its `transferencias` history, and the audit log records it. The new
// holder then gets an e-mail with the ticket's PDF.
import { boxOfficeOf } from '@gn/core/box-office-settings';
import { cpfDigits } from '@gn/core/cpf';
import { newSerialCode, signTicketCode } from '@gn/core/ticket-code';
import { TRANSFER_MESSAGES, transferRefusal, type TicketTransfer } from '@gn/core/ticket-transfer';
import type { TicketTransferInput } from '@gn/core/schemas/ticket-transfer';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { addAuditEntry } from '../audit/entry.ts';
import { diffDocuments } from '../audit/diff.ts';
import { auth, db } from '../firebase.ts';
import { firebaseErrorCode } from '../http/firebase-errors.ts';
import { ApiError } from '../http/errors.ts';
import { consume, type WindowRule } from '../http/rate-limit.ts';
import { sendTransferMail } from '../mail/send-transfer-mail.ts';
import { ticketSigningKey } from './ticket-docs.ts';

/** Transfers per account: enough for a family's tickets, not for re-issuing codes in a loop. */
export const TRANSFER_LIMITS: readonly WindowRule[] = [
  { name: '1h', ms: 3_600_000, max: 20 },
  { name: '1d', ms: 86_400_000, max: 50 },
];
const TOO_MANY_TRANSFERS = 'Muitas transferências em pouco tempo. Tente novamente mais tarde.';

export interface TransferAnswer {
  ticketId: string;
  titular: string;
  /** the new holder has an account with that e-mail: the ticket is there now */
  contaEncontrada: boolean;
  emailEnviado: boolean;
}

/** The uid of the account with this e-mail, or null when there is none. */
async function accountWithEmail(email: string): Promise<string | null> {
  try {
    return (await auth().getUserByEmail(email)).uid;
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/user-not-found') return null;
    throw error;
  }
}

export async function transferTicket(
  caller: { uid: string; email: string | null },
  ticketId: string,
  to: TicketTransferInput,
  now = new Date(),
): Promise<TransferAnswer> {
  const limited = await consume(db(), `transfer_${caller.uid}`, TRANSFER_LIMITS, now.getTime());
  if (!limited.allowed) throw new ApiError('too_many_requests', TOO_MANY_TRANSFERS);
  const recipientUid = await accountWithEmail(to.email);
  if (recipientUid === caller.uid) throw new ApiError('conflict', TRANSFER_MESSAGES.toYourself);

  const ref = db().doc(`tickets/${ticketId}`);
  const titular = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const ticket = snap.data();
    // Someone else's ticket is "not found": its existence is not the caller's business.
    if (!ticket || ticket.user_id !== caller.uid) throw new ApiError('not_found', TRANSFER_MESSAGES.notFound);
    const event = (await tx.get(db().doc(`events/${String(ticket.event_id)}`))).data() ?? {};
    const start = (ticket.evento?.data_inicio as Timestamp).toDate();
    const refusal = transferRefusal(
      { status: String(ticket.status), eventStart: start },
      boxOfficeOf(event).transferDeadlineHours,
      now,
    );
    if (refusal) throw new ApiError('conflict', refusal);

    const serial = newSerialCode(now);
    const handOver: TicketTransfer<Timestamp> = {
      em: Timestamp.fromDate(now),
      de: { nome: String(ticket.titular), user_id: caller.uid },
      para: { nome: to.nome, email: to.email, user_id: recipientUid },
      serial_anterior: String(ticket.codigo_serial),
    };
    const after = {
      titular: to.nome,
      titular_cpf: cpfDigits(to.cpf),
      titular_email: to.email,
      user_id: recipientUid,
      codigo_serial: serial,
      qr_code: signTicketCode(ticketSigningKey(), ticketId, serial),
    };
    tx.update(ref, { ...after, transferencias: FieldValue.arrayUnion(handOver) });
    const before = Object.fromEntries(Object.keys(after).map((k) => [k, ticket[k] ?? null]));
    // The audit keeps who handed what to whom; the codes themselves stay out of it.
    const { qr_code: _old, ...beforeShown } = before;
    const { qr_code: _new, ...afterShown } = after;
    await addAuditEntry(tx, {
      actorUid: caller.uid,
      actorEmail: caller.email,
      action: 'update',
      target: `tickets/${ticketId}`,
      targetLabel: `Transferência · ${String(ticket.evento?.titulo ?? '')}`.slice(0, 200),
      changes: diffDocuments(beforeShown, afterShown),
      source: 'function',
    });
    return to.nome;
  });

  let emailEnviado = false;
  try {
    emailEnviado = await sendTransferMail(db(), ticketId, { to: to.email, from: caller.email });
  } catch (error) {
    // The ticket is transferred either way; the new holder also finds it in their account.
    logger.error(`Transfer e-mail for ticket ${ticketId} failed`, error);
  }
  return { ticketId, titular, contaEncontrada: recipientUid !== null, emailEnviado };
}
