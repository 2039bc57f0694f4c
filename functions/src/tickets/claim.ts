// Claiming tickets that wait for their holder (POST /api/me/tickets/claim): a transfer to an
// address without an account, or whose account's e-mail is not verified, leaves the ticket with
// user_id null and titular_email = the address (tickets/transfer.ts). When the address's verified
// owner signs in, each such active ticket moves into their account, one transaction per ticket
// (re-checked inside it, so a ticket transferred or used meanwhile stays where it is), audited.
import {
  EMAIL_VERIFICATION_CODES,
  EMAIL_VERIFICATION_MESSAGES,
  normalizeEmail,
} from '@gn/core/email-verification';
import type { ClaimTicketsAnswer } from '@gn/core/schemas/email-verification';
import { addAuditEntry } from '../audit/entry.ts';
import { diffDocuments } from '../audit/diff.ts';
import { db } from '../firebase.ts';
import { ApiError } from '../http/errors.ts';
import { claimTicketSlot } from './transfer-limits.ts';

/** At most this many tickets per call; the next call (next page load) takes the rest. */
const CLAIM_BATCH = 50;

export async function claimWaitingTickets(caller: {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}): Promise<ClaimTicketsAnswer> {
  // The token's email_verified is what proves the address; an unverified one claims nothing.
  if (!caller.emailVerified || !caller.email) {
    throw new ApiError(
      'forbidden',
      EMAIL_VERIFICATION_MESSAGES.claimNeedsVerified,
      EMAIL_VERIFICATION_CODES.notVerified,
    );
  }
  const email = normalizeEmail(caller.email);
  const waiting = await db()
    .collection('tickets')
    .where('titular_email', '==', email)
    .where('user_id', '==', null)
    .where('status', '==', 'ativo')
    .limit(CLAIM_BATCH)
    .get();
  let reclamados = 0;
  for (const found of waiting.docs) {
    const moved = await db().runTransaction(async (tx) => {
      const ticket = (await tx.get(found.ref)).data();
      if (!ticket || ticket.user_id !== null || ticket.status !== 'ativo') return false;
      if (typeof ticket.titular_email !== 'string' || normalizeEmail(ticket.titular_email) !== email) {
        return false;
      }
      await claimTicketSlot(tx, { ticketId: found.id, ticket, uid: caller.uid });
      tx.update(found.ref, { user_id: caller.uid });
      await addAuditEntry(tx, {
        actorUid: caller.uid,
        actorEmail: email,
        action: 'update',
        target: found.ref.path,
        targetLabel: `Ingresso recebido · ${String(ticket.evento?.titulo ?? '')}`.slice(0, 200),
        changes: diffDocuments({ user_id: null }, { user_id: caller.uid }),
        source: 'function',
      });
      return true;
    });
    if (moved) reclamados++;
  }
  return { reclamados };
}
