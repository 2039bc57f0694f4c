// POST /api/admin/checkin/sync's work: the offline scanner's queued scans, each applied once
// (`event_checkin/{eventId}/leituras/{scanId}` remembers it) through applyScan at the device's scan
// time. A synced entry that meets the ticket already inside from another scan is a double
// admission: recorded in `conflitos/{id}` (the earlier scan first; the ticket keeps its presence,
// the counters counted the person once) and told to this device now, to the other at its next sync.
import { CHECKIN_MESSAGES } from '@gn/core/checkin';
import { decideScan, type CheckinList, type TicketPresence } from '@gn/core/checkin-scan';
import { doubleEntryMessage } from '@gn/core/offline-scan';
import { canAt, OUTSIDE_SCOPE_MESSAGE, type Role, type StaffScope } from '@gn/core/roles';
import {
  SYNC_CONFLICTS_MAX,
  type CheckinSyncInput,
  type OfflineScan,
  type SyncConflict,
  type SyncedScanResult,
} from '@gn/core/schemas/checkin';
import { readCheckinConflict } from '@gn/core/stored/checkin-conflict';
import type { StoredTicket } from '@gn/core/stored/ticket';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../firebase.ts';
import { ApiError } from '../http/errors.ts';
import { applyScan } from './apply-scan.ts';
import { listIn, listsOf, ticketOfCode } from './ticket-of-code.ts';

export interface SyncCaller {
  uid: string;
  role: Role;
  scope: StaffScope;
}

/** gRPC ALREADY_EXISTS: create() of a document another request made first. */
const ALREADY_EXISTS = 6;
/** Scans of different tickets go at once, this many; a ticket's own scans in their order. */
const PARALLEL = 8;

const refused = (id: string, message: string): SyncedScanResult => ({ id, outcome: 'recusada', message });

/** The presence a synced entry met, when only presence kept it out (else null: a real refusal). */
function admittedBefore(
  ticket: StoredTicket,
  list: CheckinList,
  eventId: string,
  at: Date,
): TicketPresence | null {
  const before: TicketPresence | null =
    ticket.presenca ??
    (ticket.status === 'usado'
      ? {
          dentro: true,
          lista_id: 'geral',
          lista_nome: '',
          em: ticket.usado_em ?? new Date(0),
          primeira_entrada: ticket.usado_em ?? new Date(0),
        }
      : null);
  if (!before?.dentro) return null;
  const unscanned = {
    ...ticket,
    status: ticket.status === 'usado' ? ('ativo' as const) : ticket.status,
    presenca: null,
    usado_em: null,
    evento_titulo: ticket.evento.titulo,
  };
  return decideScan(unscanned, list, 'entrada', eventId, at).ok ? before : null;
}

const sideOf = (s: { em: Date; device_id?: string | null; lista_id: string; lista_nome: string }) => ({
  em: Timestamp.fromDate(s.em),
  device_id: s.device_id ?? null,
  lista_id: s.lista_id,
  lista_nome: s.lista_nome,
});

interface Context {
  eventId: string;
  deviceId: string;
  caller: SyncCaller;
  /** the event's lists, read at the first scan that needs them, once per sync request */
  lists: () => Promise<CheckinList[]>;
}

/** Applies one scan, or says why not; a double admission is recorded here. */
async function applySynced(
  scan: OfflineScan,
  ctx: Context,
): Promise<{ result: SyncedScanResult; ticketId: string | null }> {
  const { eventId, deviceId, caller } = ctx;
  if (!canAt(caller.role, caller.scope, 'fazer_checkin', { eventId, listId: scan.listId })) {
    return { result: refused(scan.id, OUTSIDE_SCOPE_MESSAGE), ticketId: null };
  }
  let list: CheckinList;
  let target: Awaited<ReturnType<typeof ticketOfCode>>;
  try {
    [list, target] = await Promise.all([
      ctx.lists().then((lists) => listIn(lists, scan.listId)),
      ticketOfCode(scan.code),
    ]);
  } catch (error) {
    if (error instanceof ApiError) return { result: refused(scan.id, error.message), ticketId: null };
    throw error;
  }
  const at = new Date(scan.at);
  const ticketId = target.ref.id;
  const applied = await applyScan({
    ticketRef: target.ref,
    serial: target.serial,
    eventId,
    list,
    direction: scan.direction,
    at,
    actorUid: caller.uid,
    deviceId,
  });
  if (applied.ok) return { result: { id: scan.id, outcome: 'aplicada' }, ticketId };
  const ticket = applied.ticket;
  const before = ticket && scan.direction === 'entrada' ? admittedBefore(ticket, list, eventId, at) : null;
  if (!ticket || !before) return { result: refused(scan.id, applied.message), ticketId };
  // This very scan, applied by a sync that did not get to remember it.
  if (before.device_id === deviceId && before.em.getTime() === at.getTime()) {
    return { result: { id: scan.id, outcome: 'aplicada' }, ticketId };
  }
  const mine = { em: at, device_id: deviceId, lista_id: list.id, lista_nome: list.nome };
  const otherFirst = before.em.getTime() <= at.getTime();
  const [primeira, segunda] = otherFirst ? [before, mine] : [mine, before];
  await db()
    .doc(`event_checkin/${eventId}/conflitos/${ticketId}-${scan.id}`)
    .set({
      ticket_id: ticketId,
      codigo_serial: ticket.codigo_serial,
      titular: ticket.titular,
      primeira: sideOf(primeira),
      segunda: sideOf(segunda),
      // Both devices find it by this (array-contains); an online scan has no device.
      aparelhos: [...new Set([deviceId, before.device_id].filter((d): d is string => !!d))],
      registrado_em: Timestamp.now(),
    });
  const first = otherFirst ? before : mine;
  return {
    ticketId,
    result: {
      id: scan.id,
      outcome: 'conflito',
      message: doubleEntryMessage(before, otherFirst, at),
      primeira: {
        em: first.em.toISOString(),
        lista_nome: first.lista_nome,
        device_id: first.device_id ?? null,
      },
    },
  };
}

/** One scan, once: a scan id already synced answers what it answered then. */
async function syncOnce(scan: OfflineScan, ctx: Context): Promise<SyncedScanResult> {
  const leitura = db().doc(`event_checkin/${ctx.eventId}/leituras/${scan.id}`);
  const remembered = await leitura.get();
  if (remembered.exists) return rememberedResult(scan.id, remembered.data());
  const { result, ticketId } = await applySynced(scan, ctx);
  try {
    await leitura.create({
      device_id: ctx.deviceId,
      ticket_id: ticketId,
      resultado: result.outcome,
      mensagem: result.outcome === 'aplicada' ? null : result.message,
      primeira: result.outcome === 'conflito' ? result.primeira : null,
      em: Timestamp.fromDate(new Date(scan.at)),
    });
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    return rememberedResult(scan.id, (await leitura.get()).data());
  }
  return result;
}

function rememberedResult(id: string, data: Record<string, unknown> | undefined): SyncedScanResult {
  const message = typeof data?.mensagem === 'string' ? data.mensagem : CHECKIN_MESSAGES.notFound;
  if (data?.resultado === 'aplicada') return { id, outcome: 'aplicada' };
  if (data?.resultado === 'conflito' && data.primeira && typeof data.primeira === 'object') {
    return {
      id,
      outcome: 'conflito',
      message,
      primeira: data.primeira as Extract<SyncedScanResult, { outcome: 'conflito' }>['primeira'],
    };
  }
  return refused(id, message);
}

/** The event's conflicts involving this device, newest first. */
export async function conflictsOfDevice(eventId: string, deviceId: string): Promise<SyncConflict[]> {
  const snap = await db()
    .collection(`event_checkin/${eventId}/conflitos`)
    .where('aparelhos', 'array-contains', deviceId)
    .limit(SYNC_CONFLICTS_MAX)
    .get();
  return snap.docs
    .map((doc) => readCheckinConflict(doc.id, doc.data()))
    .sort((a, b) => b.registrado_em.localeCompare(a.registrado_em));
}

/** `read` called at most once; its promise shared by every caller. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => (pending ??= read());
}

/** Every scan of the body, each once; a ticket's scans in the order the device made them. */
export async function syncScans(input: CheckinSyncInput, caller: SyncCaller): Promise<SyncedScanResult[]> {
  const ctx: Context = {
    eventId: input.eventId,
    deviceId: input.deviceId,
    caller,
    lists: once(() => listsOf(input.eventId)),
  };
  const byCode = new Map<string, OfflineScan[]>();
  for (const scan of [...input.scans].sort((a, b) => a.at.localeCompare(b.at))) {
    byCode.set(scan.code, [...(byCode.get(scan.code) ?? []), scan]);
  }
  const results = new Map<string, SyncedScanResult>();
  const groups = [...byCode.values()];
  const worker = async () => {
    for (let group = groups.shift(); group; group = groups.shift()) {
      for (const scan of group) results.set(scan.id, await syncOnce(scan, ctx));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return input.scans.map((scan) => results.get(scan.id)!);
}
