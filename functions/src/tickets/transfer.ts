// A ticket changes holder (POST /api/me/tickets/{id}/transfer): the owner of an active ticket hands
// it to another person until the event's deadline. In one transaction the ticket gets the new
// holder, a new serial and a new signature (the old QR code stops admitting at once; check-in
// names it as transferred), moves to the account with the new holder's e-mail if there is one
// and that e-mail is verified (otherwise it waits, user_id null, for the address's verified owner
// to claim it: tickets/claim.ts), keeps the hand-over in its `transferencias` history, and the
// audit log records it. The new holder then gets an e-mail with the ticket's PDF (recorded in the
// mail outbox with the transfer, delivered by mail/deliver-outbox.ts). Only a caller
// whose e-mail is verified may transfer (issue 26, item 2).
import { boxOfficeOf } from '@gn/core/box-office-settings';
import { cpfDigits } from '@gn/core/cpf';
import { issueTicketCode, newSerialCode } from '@gn/core/server/ticket-code';
import {
  TRANSFER_ERRORS,
  TRANSFER_REFUSED_CODE,
  transferRefusal,
  type TicketTransfer,
} from '@gn/core/ticket-transfer';
import type { TicketTransferInput, TransferAnswer } from '@gn/core/schemas/ticket-transfer';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { addAuditEntry } from '../audit/entry.ts';
import { diffDocuments } from '../audit/diff.ts';
import { auth, db } from '../firebase.ts';
import { firebaseErrorCode } from '../http/firebase-errors.ts';
import { ApiError, refusalError } from '../http/errors.ts';
import { consume, type WindowRule } from '../http/rate-limit.ts';
import { awaitDelivery, mailEnabled, recordMessage } from '../outbox/outbox.ts';
import { ticketSigningKey } from './ticket-docs.ts';
import { moveTicketSlot } from './transfer-limits.ts';
import { readEvent } from '@gn/core/stored/event';
import { readTicket } from '@gn/core/stored/ticket';
import { eventRef } from '../store/documents.ts';

/** Transfers per account: enough for a family's tickets, not for re-issuing codes in a loop. */
export const TRANSFER_LIMITS: readonly WindowRule[] = [
  { name: '1h', ms: 3_600_000, max: 20 },
  { name: '1d', ms: 86_400_000, max: 50 },
];

/** The account with this e-mail and whether its e-mail is verified, or null when there is none. */
async function accountWithEmail(email: string): Promise<{ uid: string; verified: boolean } | null> {
  try {
    const user = await auth().getUserByEmail(email);
    return { uid: user.uid, verified: user.emailVerified };
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/user-not-found') return null;
    throw error;
  }
}

export async function transferTicket(
  caller: { uid: string; email: string | null; emailVerified: boolean },
  ticketId: string,
  to: TicketTransferInput,
  now = new Date(),
): Promise<TransferAnswer> {
  // Whoever signed up with someone else's address must not pass tickets on (re-issuing codes).
  if (!caller.emailVerified) {
    throw refusalError('forbidden', TRANSFER_ERRORS.unverifiedSender);
  }
  const limited = await consume(db(), `transfer_${caller.uid}`, TRANSFER_LIMITS, now.getTime());
  if (!limited.allowed) throw refusalError('too_many_requests', TRANSFER_ERRORS.tooMany);
  const account = await accountWithEmail(to.email);
  if (account?.uid === caller.uid) throw refusalError('conflict', TRANSFER_ERRORS.toYourself);
  // An unverified account may belong to anyone who typed the address: the ticket waits instead.
  const recipientUid = account?.verified ? account.uid : null;

  const ref = db().doc(`tickets/${ticketId}`);
  const mail = mailEnabled();
  const { titular, message } = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const ticket = snap.data();
    // Someone else's ticket is "not found": its existence is not the caller's business.
    if (!ticket || ticket.user_id !== caller.uid) throw refusalError('not_found', TRANSFER_ERRORS.notFound);
    const event = (await tx.get(eventRef(db(), String(ticket.event_id)))).data() ?? readEvent(undefined);
    const start = (ticket.evento?.data_inicio as Timestamp).toDate();
    const refusal = transferRefusal(
      { status: String(ticket.status), eventStart: start },
      boxOfficeOf(event).transferDeadlineHours,
      now,
    );
    if (refusal) throw new ApiError('conflict', refusal, TRANSFER_REFUSED_CODE);
    // The recipient's CPF and account stay under the event's limit; the ticket's slot follows.
    await moveTicketSlot(tx, { ticketId, ticket, event, recipientUid, recipientCpf: to.cpf });

    const serial = newSerialCode(now);
    const stored = readTicket(ticket);
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
      // A new GN2 code names the new holder; the old code's serial no longer matches.
      qr_code: issueTicketCode(ticketSigningKey(), {
        ticketId,
        serial,
        eventId: stored.event_id,
        tipo: stored.tipo,
        titular: to.nome,
        meia: stored.meia_entrada,
        lugarAcessivel: stored.lugar_acessivel,
      }),
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
    // The new holder's e-mail is recorded with the transfer; the outbox's sender delivers it.
    const message = mail
      ? recordMessage(tx, {
          tipo: 'transferencia',
          order_id: String(ticket.order_id),
          para: to.email,
          ticket_id: ticketId,
          aguardada: true,
        })
      : null;
    return { titular: to.nome, message };
  });

  let emailEnviado = false;
  try {
    // The answer says whether it went out, so the transfer waits for the sender as it used to.
    if (message) emailEnviado = await awaitDelivery(message);
  } catch (error) {
    // The ticket is transferred either way; the new holder also finds it in their account.
    logger.error(`Transfer e-mail for ticket ${ticketId} failed`, error);
  }
  return { ticketId, titular, contaEncontrada: recipientUid !== null, emailEnviado };
}
