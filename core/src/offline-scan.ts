// The offline scanner's decision on the steward's phone (issue #30): which ticket a code names in
// the device's download (or, for a 'GN2.' code sold after it, in the code's own signed claims) and
// the door's decision at the list, decideScan's, so the device and the server decide alike. Pure:
// the admin's scanner page keeps the download in IndexedDB and calls this for every read.
import { CHECKIN_MESSAGES, parseCheckinCode } from './checkin.ts';
import {
  alreadyInsideMessage,
  decideScan,
  type CheckinList,
  type ScanDirection,
  type TicketPresence,
} from './checkin-scan.ts';
import { parseTicketStatus } from './order-status.ts';
import type { SnapshotTicket } from './schemas/checkin.ts';
import { verifySignedCode } from './signed-ticket-code.ts';

export const OFFLINE_SCAN_MESSAGES = {
  /** a 'GN1.' code (HMAC: only the server checks it) of a ticket missing from the download */
  oldCodeUnknown: 'QR Code antigo fora da lista baixada: valide com internet',
  /** a typed serial missing from the download */
  serialUnknown: 'Ingresso não encontrado na lista baixada',
  otherEvent: 'Ingresso de outro evento',
} as const;

/** The device's download of one event, indexed for a read in well under a millisecond. */
export interface OfflineEvent {
  eventId: string;
  eventTitle: string;
  /** base64url Ed25519 public key (the snapshot's chave_publica) */
  publicKey: string;
  byId: Map<string, SnapshotTicket>;
  bySerial: Map<string, SnapshotTicket>;
}

export function offlineEvent(
  eventId: string,
  eventTitle: string,
  publicKey: string,
  tickets: readonly SnapshotTicket[],
): OfflineEvent {
  return {
    eventId,
    eventTitle,
    publicKey,
    byId: new Map(tickets.map((t) => [t.id, t])),
    bySerial: new Map(tickets.map((t) => [t.codigo_serial, t])),
  };
}

export type OfflineScanOutcome =
  | {
      ok: true;
      /** the ticket with its new presence, to keep in the download */
      ticket: SnapshotTicket;
      /** false: a GN2 ticket sold after the download, admitted on its signature */
      known: boolean;
    }
  | { ok: false; message: string; ticket: SnapshotTicket | null };

function presenceOf(ticket: SnapshotTicket): TicketPresence | null {
  const p = ticket.presenca;
  if (!p) return null;
  return { ...p, em: new Date(p.em), primeira_entrada: new Date(p.primeira_entrada) };
}

/** The ticket a code names on the device, or the refusal to show. */
async function ticketOf(
  event: OfflineEvent,
  code: string,
): Promise<{ ticket: SnapshotTicket; known: boolean } | { message: string; ticket: SnapshotTicket | null }> {
  const parsed = parseCheckinCode(code);
  if (!parsed) return { message: CHECKIN_MESSAGES.forged, ticket: null };
  if (parsed.kind === 'serial') {
    const ticket = event.bySerial.get(parsed.serial);
    return ticket ? { ticket, known: true } : { message: OFFLINE_SCAN_MESSAGES.serialUnknown, ticket: null };
  }
  if (parsed.code.startsWith('GN1.')) {
    // Unverifiable here: only a ticket of the download with that id and serial passes.
    const [, id, serial] = parsed.code.split('.');
    const ticket = event.byId.get(id ?? '');
    return ticket && ticket.codigo_serial === serial
      ? { ticket, known: true }
      : { message: OFFLINE_SCAN_MESSAGES.oldCodeUnknown, ticket: null };
  }
  const claims = await verifySignedCode(event.publicKey, parsed.code);
  if (!claims) return { message: CHECKIN_MESSAGES.forged, ticket: null };
  if (claims.eventId !== event.eventId) return { message: OFFLINE_SCAN_MESSAGES.otherEvent, ticket: null };
  const known = event.byId.get(claims.ticketId);
  if (known) {
    // A signed code of another serial: the ticket was transferred (or re-issued) since.
    return known.codigo_serial === claims.serial
      ? { ticket: known, known: true }
      : { message: CHECKIN_MESSAGES.transferred, ticket: known };
  }
  const sold: SnapshotTicket = {
    id: claims.ticketId,
    codigo_serial: claims.serial,
    tipo: claims.tipo,
    titular: claims.titular,
    cpf_final: null,
    meia_entrada: claims.meia,
    lugar_acessivel: claims.lugarAcessivel,
    status: 'ativo',
    presenca: null,
    usado_em: null,
  };
  return { ticket: sold, known: false };
}

/**
 * The door's decision on the device for `code` at `list` (`direction`, at `at`): the ticket with
 * its new presence when admitted (or let out), else the pt-BR refusal, decideScan's words.
 */
export async function decideOffline(
  event: OfflineEvent,
  code: string,
  list: CheckinList,
  direction: ScanDirection,
  at: Date,
): Promise<OfflineScanOutcome> {
  const found = await ticketOf(event, code);
  if ('message' in found) return { ok: false, message: found.message, ticket: found.ticket };
  const { ticket, known } = found;
  const decision = decideScan(
    {
      event_id: event.eventId,
      tipo: ticket.tipo,
      status: parseTicketStatus(ticket.status),
      presenca: presenceOf(ticket),
      usado_em: ticket.usado_em ? new Date(ticket.usado_em) : null,
      evento_titulo: event.eventTitle,
    },
    list,
    direction,
    event.eventId,
    at,
  );
  if (!decision.ok) return { ok: false, message: decision.message, ticket };
  const p = decision.presenca;
  return {
    ok: true,
    known,
    ticket: {
      ...ticket,
      status: decision.status,
      usado_em: ticket.usado_em ?? p.primeira_entrada.toISOString(),
      presenca: {
        dentro: p.dentro,
        lista_id: p.lista_id,
        lista_nome: p.lista_nome,
        em: p.em.toISOString(),
        primeira_entrada: p.primeira_entrada.toISOString(),
      },
    },
  };
}

function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The steward's search in the download: digits match the CPF's last 4 or the serial's end, text
 * the holder's name (accents and case ignored, every word). At most `limit` tickets.
 */
export function searchOffline(
  tickets: Iterable<SnapshotTicket>,
  query: string,
  limit = 20,
): SnapshotTicket[] {
  const q = query.trim();
  if (q.length < 2) return [];
  const digits = /^[\d\s.-]+$/.test(q) ? q.replace(/\D/g, '') : null;
  const words = folded(q).split(/\s+/).filter(Boolean);
  const found: SnapshotTicket[] = [];
  for (const ticket of tickets) {
    const hit = digits
      ? (digits.length >= 4 && ticket.cpf_final === digits.slice(-4)) || ticket.codigo_serial.endsWith(digits)
      : words.every((w) => folded(ticket.titular).includes(w)) ||
        ticket.codigo_serial.endsWith(q.toUpperCase());
    if (hit) found.push(ticket);
    if (found.length >= limit) break;
  }
  return found;
}

/**
 * What a device is told of its scan that met another admission of the same ticket, given the other
 * side: 'Entrada dupla: já tinha entrado às 21:14 (Portão A) por outro aparelho' when the other
 * came first, 'Entrada dupla: outro aparelho também admitiu às 21:20 (Portão B)' when it came after.
 */
export function doubleEntryMessage(
  other: { em: Date; lista_nome: string },
  otherFirst: boolean,
  now: Date = new Date(),
): string {
  if (!otherFirst) {
    const when = alreadyInsideMessage(other.em, other.lista_nome || null, now).replace('Já entrou ', '');
    return `Entrada dupla: outro aparelho também admitiu ${when}`;
  }
  const already = alreadyInsideMessage(other.em, other.lista_nome || null, now).replace(
    'Já entrou',
    'já tinha entrado',
  );
  return `Entrada dupla: ${already} por outro aparelho`;
}
