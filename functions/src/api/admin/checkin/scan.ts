// POST /api/admin/checkin/scan: a code read at a check-in list of an event, now (the online door).
import type { Request, Response } from 'express';
import { CHECKIN_MESSAGES, CHECKIN_REFUSED_CODE } from '@gn/core/checkin';
import { checkinScanSchema, type CheckinScanAnswer } from '@gn/core/schemas/checkin';
import type { StoredTicket } from '@gn/core/stored/ticket';
import { applyScan } from '../../../checkin/apply-scan.ts';
import { listOf, ticketOfCode } from '../../../checkin/ticket-of-code.ts';
import { caller, requireAt } from '../../../http/auth.ts';
import { ApiError } from '../../../http/errors.ts';
import { parseBody } from '../../../http/validate.ts';

/** The ticket as the door shows it: the holder and kind large, meia and wheelchair flagged. */
function scannedTicket(id: string, ticket: StoredTicket): CheckinScanAnswer['ticket'] {
  return {
    id,
    codigo_serial: ticket.codigo_serial,
    tipo: ticket.tipo,
    titular: ticket.titular,
    // The door checks the holder's document before admitting a half-price ticket.
    meia_entrada: ticket.meia_entrada,
    // A wheelchair space's ticket: the door lets the pair in together.
    lugar_acessivel: ticket.lugar_acessivel,
    evento: { titulo: ticket.evento.titulo, data_inicio: ticket.evento.data_inicio?.toISOString() ?? '' },
  };
}

/**
 * { code, eventId, listId, direction } → 200 CheckinScanAnswer (admitted, or let out); a refusal
 * is a 409 with the message to show at the door (404 for a ticket that does not exist). The
 * caller must be at this event and list (a porteiro's scope) before anything is read.
 */
export async function scanAtList(req: Request, res: Response): Promise<void> {
  const input = parseBody(checkinScanSchema, req.body);
  requireAt(res, 'fazer_checkin', { eventId: input.eventId, listId: input.listId });
  const [list, { ref, serial }] = await Promise.all([
    listOf(input.eventId, input.listId),
    ticketOfCode(input.code),
  ]);
  const result = await applyScan({
    ticketRef: ref,
    serial,
    eventId: input.eventId,
    list,
    direction: input.direction,
    at: new Date(),
    actorUid: caller(res).uid,
    deviceId: null,
  });
  if (!result.ok) {
    if (result.message === CHECKIN_MESSAGES.notFound) throw new ApiError('not_found', result.message);
    throw new ApiError('conflict', result.message, CHECKIN_REFUSED_CODE);
  }
  const answer: CheckinScanAnswer = {
    ticket: scannedTicket(ref.id, result.ticket),
    direction: input.direction,
    lista: { id: list.id, nome: list.nome },
    em: result.presenca.em.toISOString(),
  };
  res.json(answer);
}
