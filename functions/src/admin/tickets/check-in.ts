import type { Request, Response } from 'express';
import { CHECKIN_MESSAGES, checkinRefusal, parseCheckinCode } from '@gn/core/checkin';
import { ticketCheckinSchema } from '@gn/core/schemas/admin-orders';
import { verifyTicketCode } from '@gn/core/ticket-code';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../../firebase.ts';
import { caller } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { ticketSigningKey } from '../../orders/ticket-docs.ts';

interface TicketData {
  status: string;
  event_id: string;
  codigo_serial: string;
  tipo: string;
  titular: string;
  usado_em: Timestamp | null;
  evento: { titulo: string; data_inicio: Timestamp };
}

type Outcome = { ok: TicketData; usedAt: Timestamp } | { refused: ApiError };

/** The ticket a code names: a signed QR (forgery refused) or a serial typed at the door. */
async function ticketOf(code: string): Promise<{ ref: DocumentReference; serial: string | null }> {
  const parsed = parseCheckinCode(code);
  if (!parsed) throw new ApiError('conflict', CHECKIN_MESSAGES.forged);
  const tickets = db().collection('tickets');
  if (parsed.kind === 'signed') {
    const verified = verifyTicketCode(ticketSigningKey(), parsed.code);
    if (!verified) throw new ApiError('conflict', CHECKIN_MESSAGES.forged);
    return { ref: tickets.doc(verified.ticketId), serial: verified.serial };
  }
  const found = await tickets.where('codigo_serial', '==', parsed.serial).limit(1).get();
  if (found.empty) throw new ApiError('not_found', CHECKIN_MESSAGES.notFound);
  return { ref: found.docs[0]!.ref, serial: null };
}

/**
 * POST /api/admin/tickets/check-in { code, eventId? } → 200 { ticket, usado_em }
 * One transaction reads the ticket and turns 'ativo' into 'usado' (usado_em: server time,
 * checkin_por: the admin), so two devices scanning the same ticket at once admit it once: the
 * other transaction re-reads 'usado' and is told when it entered. Refusals are 409 with the
 * message to show at the door. No audit_log entry: the ticket itself keeps who admitted it and
 * when, and thousands of door scans would bury the admin edits the audit screen is for.
 */
export async function checkInTicket(req: Request, res: Response): Promise<void> {
  const { code, eventId } = parseBody(ticketCheckinSchema, req.body);
  const actor = caller(res);
  const { ref, serial } = await ticketOf(code);

  const outcome = await db().runTransaction(async (tx): Promise<Outcome> => {
    const snap = await tx.get(ref);
    if (!snap.exists) return { refused: new ApiError('not_found', CHECKIN_MESSAGES.notFound) };
    const ticket = snap.data() as TicketData;
    // A signed code names the serial too: a re-issued or tampered document does not match it.
    if (serial !== null && ticket.codigo_serial !== serial) {
      return { refused: new ApiError('conflict', CHECKIN_MESSAGES.forged) };
    }
    const refusal = checkinRefusal(
      { ...ticket, usado_em: ticket.usado_em?.toDate() ?? null },
      eventId ?? null,
    );
    if (refusal) return { refused: new ApiError('conflict', refusal) };
    const usedAt = Timestamp.now();
    tx.update(ref, { status: 'usado', usado_em: usedAt, checkin_por: actor.uid });
    return { ok: ticket, usedAt };
  });
  if ('refused' in outcome) throw outcome.refused;

  const { ok: ticket, usedAt } = outcome;
  res.json({
    ticket: {
      id: ref.id,
      codigo_serial: ticket.codigo_serial,
      tipo: ticket.tipo,
      titular: ticket.titular,
      evento: { titulo: ticket.evento.titulo, data_inicio: ticket.evento.data_inicio.toDate().toISOString() },
    },
    usado_em: usedAt.toDate().toISOString(),
  });
}
