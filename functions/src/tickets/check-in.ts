// Ticket check-in at the door: a signed QR code or a typed serial admits a ticket once, even when
// two devices scan it at the same moment (POST /api/admin/tickets/check-in).
import { CHECKIN_ERRORS, CHECKIN_REFUSED_CODE, checkinRefusal, parseCheckinCode } from '@gn/core/checkin';
import type { CheckinAnswer, TicketCheckinInput } from '@gn/core/schemas/admin-orders';
import { verifyTicketCode } from '@gn/core/server/ticket-code';
import { wasTransferredFrom } from '@gn/core/ticket-transfer';
import { readTicket } from '@gn/core/stored/ticket';
import type { WheelchairRole } from '@gn/core/wheelchair';
import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../firebase.ts';
import { ApiError, refusalError } from '../http/errors.ts';
import { ticketSigningKey } from './ticket-docs.ts';

interface TicketData {
  status: string;
  event_id: string;
  codigo_serial: string;
  tipo: string;
  titular: string;
  meia_entrada?: boolean;
  transferencias?: { serial_anterior: string }[];
  usado_em: Timestamp | null;
  evento: { titulo: string; data_inicio: Timestamp };
}

type Outcome = { ok: TicketData; usedAt: Timestamp; place: WheelchairRole | null } | { refused: ApiError };

/** gRPC FAILED_PRECONDITION: the document changed after it was read. */
const FAILED_PRECONDITION = 9;

/** The ticket a code names: a signed QR (forgery refused) or a serial typed at the door. */
async function ticketOf(code: string): Promise<{ ref: DocumentReference; serial: string | null }> {
  const parsed = parseCheckinCode(code);
  if (!parsed) throw refusalError('conflict', CHECKIN_ERRORS.forged);
  const tickets = db().collection('tickets');
  if (parsed.kind === 'signed') {
    const verified = verifyTicketCode(ticketSigningKey(), parsed.code);
    if (!verified) throw refusalError('conflict', CHECKIN_ERRORS.forged);
    return { ref: tickets.doc(verified.ticketId), serial: verified.serial };
  }
  const found = await tickets.where('codigo_serial', '==', parsed.serial).limit(1).get();
  if (found.empty) throw refusalError('not_found', CHECKIN_ERRORS.notFound);
  return { ref: found.docs[0]!.ref, serial: null };
}

/** Admits the ticket read in `snap`, or says why not; null when it changed since that read. */
async function admitOnce(
  snap: DocumentSnapshot,
  serial: string | null,
  eventId: string | null,
  actorUid: string,
): Promise<Outcome | null> {
  if (!snap.exists) return { refused: refusalError('not_found', CHECKIN_ERRORS.notFound) };
  const ticket = snap.data() as TicketData;
  // A signed code names the serial too: a transferred ticket's old code, or a re-issued or
  // tampered document, does not match it.
  if (serial !== null && ticket.codigo_serial !== serial) {
    const refusal = wasTransferredFrom(ticket.transferencias, serial)
      ? CHECKIN_ERRORS.transferred
      : CHECKIN_ERRORS.forged;
    return { refused: refusalError('conflict', refusal) };
  }
  const refusal = checkinRefusal({ ...ticket, usado_em: ticket.usado_em?.toDate() ?? null }, eventId);
  if (refusal) return { refused: new ApiError('conflict', refusal, CHECKIN_REFUSED_CODE) };
  const usedAt = Timestamp.now();
  try {
    await snap.ref.update(
      { status: 'usado', usado_em: usedAt, checkin_por: actorUid },
      { lastUpdateTime: snap.updateTime! },
    );
  } catch (error) {
    if ((error as { code?: unknown }).code === FAILED_PRECONDITION) return null;
    throw error;
  }
  // The wheelchair place as the ticket's one reader gives it (the door lets the pair in together).
  return { ok: ticket, usedAt, place: readTicket(snap.data()).lugar_acessivel };
}

/**
 * The answer of POST /api/admin/tickets/check-in { code, eventId? }: 200 { ticket, usado_em }.
 * Reads the ticket and turns 'ativo' into 'usado' (usado_em: server time, checkin_por: the admin)
 * with an update that holds only if the document is still the one read: two devices scanning the
 * same ticket at once admit it once, and the other re-reads 'usado' and is told when it entered.
 * (A write precondition rather than a transaction: two round trips, and no lock for a scan at the
 * next door to wait on.) Refusals are 409 with the message to show at the door. No audit_log
 * entry: the ticket itself keeps who admitted it and when, and thousands of door scans would bury
 * the admin edits the audit screen is for.
 */
export async function checkInTicket(
  { code, eventId }: TicketCheckinInput,
  actorUid: string,
): Promise<CheckinAnswer> {
  const { ref, serial } = await ticketOf(code);

  let outcome: Outcome | null = null;
  // A lost race re-reads the winner's 'usado'; the loop ends at the latest on that refusal.
  for (let attempt = 0; outcome === null && attempt < 5; attempt++) {
    outcome = await admitOnce(await ref.get(), serial, eventId ?? null, actorUid);
  }
  if (outcome === null) throw refusalError('conflict', CHECKIN_ERRORS.busy);
  if ('refused' in outcome) throw outcome.refused;

  const { ok: ticket, usedAt, place } = outcome;
  return {
    ticket: {
      id: ref.id,
      codigo_serial: ticket.codigo_serial,
      tipo: ticket.tipo,
      titular: ticket.titular,
      // The door checks the holder's document before admitting a half-price ticket.
      meia_entrada: ticket.meia_entrada === true,
      lugar_acessivel: place,
      evento: { titulo: ticket.evento.titulo, data_inicio: ticket.evento.data_inicio.toDate().toISOString() },
    },
    usado_em: usedAt.toDate().toISOString(),
  };
}
