// The door's decision at a check-in list (issue #30): whether a ticket may enter or leave through
// this list now, and what changes if it does. Pure, so that the server (an online scan, a synced
// offline scan) and the offline scanner on the steward's phone decide alike.
//
// Presence lives on the ticket (`presenca`): a ticket is inside once, whichever list let it in, so
// a ticket valid at two lists is counted once. The counters only move on a change of presence.
import { formatDate, formatTime } from './dates.ts';
import { CHECKIN_MESSAGES, otherEventMessage } from './checkin.ts';
import type { TicketStatus } from './order-status.ts';

/** A gate or sector's list: which ticket types it admits and whether it records exits. */
export interface CheckinList {
  /** short id, unique within the event ([a-z0-9-]) */
  id: string;
  /** 'Portão A – Pista' */
  nome: string;
  /** the ticket types (a ticket's `tipo`, the option's name) it admits; empty: every type */
  tipos: readonly string[];
  /** exits are scanned here, and a ticket that left may come back in here */
  permite_saida: boolean;
}

/** The list an event without lists of its own checks in at. */
export const DEFAULT_CHECKIN_LIST: CheckinList = {
  id: 'geral',
  nome: 'Entrada geral',
  tipos: [],
  permite_saida: false,
};

export const SCAN_DIRECTIONS = ['entrada', 'saida'] as const;
export type ScanDirection = (typeof SCAN_DIRECTIONS)[number];

/** Where the ticket's holder is: stored on the ticket as `presenca`. */
export interface TicketPresence {
  dentro: boolean;
  /** the list of the last movement (the entry, or the exit) */
  lista_id: string;
  lista_nome: string;
  /** the last movement */
  em: Date;
  /** the first entry ever (the check-in time the admin and the e-mails show) */
  primeira_entrada: Date;
  /** the offline device that recorded the last movement (null or absent: an online scan) */
  device_id?: string | null;
}

/** What a scan needs to know of the ticket (from the ticket's reader, or the device's snapshot). */
export interface ScanTicket {
  event_id: string;
  tipo: string;
  status: TicketStatus | null;
  /** null: never scanned, or admitted before lists (then `usado_em` says when) */
  presenca: TicketPresence | null;
  usado_em: Date | null;
  evento_titulo: string;
}

export const SCAN_MESSAGES = {
  wrongList: 'Não vale nesta entrada',
  noExitHere: 'Esta entrada não registra saídas',
  notInside: 'Este ingresso não está dentro do evento',
  noReentryHere: 'Reentrada não permitida nesta entrada',
} as const;

/** 'Já entrou às 21:14 (Portão A)'; with the date when it was not today (São Paulo time). */
export function alreadyInsideMessage(at: Date, listName: string | null, now: Date = new Date()): string {
  const when =
    formatDate(at) === formatDate(now) ? `às ${formatTime(at)}` : `em ${formatDate(at)} às ${formatTime(at)}`;
  return listName ? `Já entrou ${when} (${listName})` : `Já entrou ${when}`;
}

/** How the event's counters move on an accepted scan (added to one shard of the counters). */
export interface CounterDelta {
  /** the list whose "inside" count moves: the entry's list, or on an exit the list it came in by */
  dentroLista: string;
  dentro: 1 | -1;
  /** the scanning list's entries or exits */
  lista: string;
  entrada: 0 | 1;
  saida: 0 | 1;
}

export type ScanDecision =
  | { ok: true; presenca: TicketPresence; status: 'usado'; delta: CounterDelta }
  | { ok: false; message: string };

/** The ticket's presence as a scan reads it: a ticket admitted before lists is inside. */
function presenceOf(ticket: ScanTicket): TicketPresence | null {
  if (ticket.presenca) return ticket.presenca;
  if (ticket.status !== 'usado') return null;
  const at = ticket.usado_em ?? new Date(0);
  return { dentro: true, lista_id: DEFAULT_CHECKIN_LIST.id, lista_nome: '', em: at, primeira_entrada: at };
}

/**
 * Whether `ticket` may go `direction` through `list` of event `eventId` at `at`, and its presence
 * and counter change if so; else the pt-BR message to show at the door. Checked in order: the
 * event, the payment state, the list's types, then presence (inside, outside, left).
 */
export function decideScan(
  ticket: ScanTicket,
  list: CheckinList,
  direction: ScanDirection,
  eventId: string,
  at: Date,
): ScanDecision {
  if (ticket.event_id !== eventId) return { ok: false, message: otherEventMessage(ticket.evento_titulo) };
  if (ticket.status === 'pendente') return { ok: false, message: CHECKIN_MESSAGES.unpaid };
  if (ticket.status !== 'ativo' && ticket.status !== 'usado') {
    return { ok: false, message: CHECKIN_MESSAGES.cancelled };
  }
  if (list.tipos.length > 0 && !list.tipos.includes(ticket.tipo)) {
    return { ok: false, message: SCAN_MESSAGES.wrongList };
  }
  const presence = presenceOf(ticket);
  if (direction === 'saida') {
    if (!list.permite_saida) return { ok: false, message: SCAN_MESSAGES.noExitHere };
    if (!presence?.dentro) return { ok: false, message: SCAN_MESSAGES.notInside };
    return {
      ok: true,
      status: 'usado',
      presenca: { ...presence, dentro: false, lista_id: list.id, lista_nome: list.nome, em: at },
      delta: { dentroLista: presence.lista_id, dentro: -1, lista: list.id, entrada: 0, saida: 1 },
    };
  }
  if (presence?.dentro) {
    return { ok: false, message: alreadyInsideMessage(presence.em, presence.lista_nome || null, at) };
  }
  if (presence && !list.permite_saida) return { ok: false, message: SCAN_MESSAGES.noReentryHere };
  return {
    ok: true,
    status: 'usado',
    presenca: {
      dentro: true,
      lista_id: list.id,
      lista_nome: list.nome,
      em: at,
      primeira_entrada: presence?.primeira_entrada ?? at,
    },
    delta: { dentroLista: list.id, dentro: 1, lista: list.id, entrada: 1, saida: 0 },
  };
}

/** The 5-minute bucket a scan's time falls in, as the counters key it: '2026-11-29T21:10' (UTC). */
export function fiveMinuteBucket(at: Date): string {
  const bucket = new Date(Math.floor(at.getTime() / 300_000) * 300_000);
  return bucket.toISOString().slice(0, 16);
}

/** The counters' shards: one scan writes one shard, chosen at random (no hot document). */
export const CHECKIN_COUNTER_SHARDS = 10;

/** The lists (gates) a ticket of type `tipo` enters by: what the ticket and its wallet pass print. */
export function gatesFor(tipo: string, lists: readonly CheckinList[]): CheckinList[] {
  return lists.filter((list) => list.tipos.length === 0 || list.tipos.includes(tipo));
}
