// GET /api/admin/checkin/:eventId/snapshot → CheckinSnapshotAnswer: what the offline scanner
// downloads (issue #30). The event's issued tickets (paid, used, cancelled: a ticket cancelled
// since is refused on the device) with their presence, the lists the caller may scan at, and the
// public key that verifies 'GN2.' codes sold after the download. Of a CPF only the last 4 digits
// leave the server. Also GET /api/admin/checkin/events: the events the caller scans at.
import type { Request, Response } from 'express';
import { canAt, SCOPED_ROLES } from '@gn/core/roles';
import { cpfDigits } from '@gn/core/cpf';
import type { CheckinSnapshotAnswer, ScannerEventsAnswer, SnapshotTicket } from '@gn/core/schemas/checkin';
import { ticketCodePublicKey } from '@gn/core/server/ticket-code';
import { readEvent } from '@gn/core/stored/event';
import { readOrder } from '@gn/core/stored/order';
import { readTicket } from '@gn/core/stored/ticket';
import { db } from '../../../firebase.ts';
import { caller, callerRole, callerScope, requireAt } from '../../../http/auth.ts';
import { ApiError } from '../../../http/errors.ts';
import { docIdParam } from '../../../http/params.ts';
import { EVENTS, eventRef, ordersPlain, ticketsPlain } from '../../../store/documents.ts';
import { ticketSigningKey } from '../../../tickets/ticket-docs.ts';
import { listsOf } from '../../../checkin/ticket-of-code.ts';

const EVENT_NOT_FOUND = 'Evento não encontrado';
/** A pending ticket cannot enter and carries no code yet: the device never needs it. */
const DOWNLOADED_STATUSES = ['ativo', 'usado', 'cancelado', 'reembolsado'];
const SNAPSHOT_FIELDS = [
  'order_id',
  'codigo_serial',
  'tipo',
  'titular',
  'titular_cpf',
  'meia_entrada',
  'lugar_acessivel',
  'status',
  'presenca',
  'usado_em',
];

const last4 = (cpf: string | null | undefined) => (cpf ? cpfDigits(cpf).slice(-4) || null : null);

/** The buyers' CPFs of the orders whose tickets name no holder of their own (the buyer holds them). */
async function buyersCpf(orderIds: string[]): Promise<Map<string, string | null>> {
  const found = new Map<string, string | null>();
  const refs = [...new Set(orderIds)].map((id) => ordersPlain(db()).doc(id));
  for (let i = 0; i < refs.length; i += 300) {
    const snaps = await db().getAll(...refs.slice(i, i + 300), { fieldMask: ['comprador.cpf'] });
    for (const snap of snaps) found.set(snap.id, last4(readOrder(snap.data()).comprador.cpf));
  }
  return found;
}

export async function readCheckinSnapshot(req: Request, res: Response): Promise<void> {
  const eventId = docIdParam(req.params.eventId, EVENT_NOT_FOUND);
  requireAt(res, 'fazer_checkin', { eventId });
  const [eventSnap, lists, ticketsSnap] = await Promise.all([
    eventRef(db(), eventId).get(),
    listsOf(eventId),
    ticketsPlain(db())
      .where('event_id', '==', eventId)
      .where('status', 'in', DOWNLOADED_STATUSES)
      .select(...SNAPSHOT_FIELDS)
      .get(),
  ]);
  const event = eventSnap.data();
  if (!event) throw new ApiError('not_found', EVENT_NOT_FOUND);
  const token = caller(res);
  const stored = ticketsSnap.docs.map((doc) => ({ id: doc.id, ticket: readTicket(doc.data()) }));
  const buyers = await buyersCpf(stored.filter((t) => !t.ticket.titular_cpf).map((t) => t.ticket.order_id));

  const tickets: SnapshotTicket[] = stored.map(({ id, ticket: t }) => ({
    id,
    codigo_serial: t.codigo_serial,
    tipo: t.tipo,
    titular: t.titular,
    cpf_final: t.titular_cpf ? last4(t.titular_cpf) : (buyers.get(t.order_id) ?? null),
    meia_entrada: t.meia_entrada,
    lugar_acessivel: t.lugar_acessivel,
    status: t.status ?? 'cancelado',
    presenca: t.presenca && {
      dentro: t.presenca.dentro,
      lista_id: t.presenca.lista_id,
      lista_nome: t.presenca.lista_nome,
      em: t.presenca.em.toISOString(),
      primeira_entrada: t.presenca.primeira_entrada.toISOString(),
    },
    usado_em: t.usado_em?.toISOString() ?? null,
  }));
  const answer: CheckinSnapshotAnswer = {
    evento: { id: eventId, titulo: event.titulo, data_inicio: event.data_inicio?.toISOString() ?? '' },
    // Only the lists this member of staff works at (a porteiro's scope).
    listas: lists.filter((l) =>
      canAt(callerRole(token), callerScope(token), 'fazer_checkin', { eventId, listId: l.id }),
    ),
    tickets,
    chave_publica: ticketCodePublicKey(ticketSigningKey()),
    gerado_em: new Date().toISOString(),
  };
  res.set('Cache-Control', 'no-store').json(answer);
}

/** How far back an event still shows in the scanner's picker (a night that runs past midnight). */
const PAST_EVENTS_MS = 2 * 86_400_000;

export async function listScannerEvents(_req: Request, res: Response): Promise<void> {
  const token = caller(res);
  const scope = callerScope(token);
  const events = db().collection(EVENTS);
  // A scoped member of staff sees the events assigned; the others the ones about to happen.
  const snaps = SCOPED_ROLES.has(callerRole(token))
    ? scope.eventos.length > 0
      ? await db().getAll(...scope.eventos.map((id) => events.doc(id)))
      : []
    : (
        await events
          .where('data_inicio', '>=', new Date(Date.now() - PAST_EVENTS_MS))
          .orderBy('data_inicio')
          .limit(50)
          .get()
      ).docs;
  const eventos = snaps.flatMap((snap) => {
    if (!snap.exists) return [];
    const event = readEvent(snap.data());
    return [
      { id: snap.id, titulo: event.titulo || snap.id, data_inicio: event.data_inicio?.toISOString() ?? null },
    ];
  });
  eventos.sort((a, b) => (a.data_inicio ?? '').localeCompare(b.data_inicio ?? ''));
  const answer: ScannerEventsAnswer = { eventos };
  res.json(answer);
}
