// The server's one way to apply a scan at a check-in list: the online scan and the offline
// scanner's sync both come here, so a ticket's presence and the event's counters move alike.
import { CHECKIN_MESSAGES } from '@gn/core/checkin';
import {
  CHECKIN_COUNTER_SHARDS,
  decideScan,
  fiveMinuteBucket,
  type CheckinList,
  type CounterDelta,
  type ScanDirection,
  type TicketPresence,
} from '@gn/core/checkin-scan';
import { readTicket, type StoredTicket } from '@gn/core/stored/ticket';
import { wasTransferredFrom } from '@gn/core/ticket-transfer';
import { FieldValue, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../firebase.ts';

export interface ApplyScanArgs {
  /** from the code */
  ticketRef: DocumentReference;
  /** the serial a signed code names (null: a typed serial) */
  serial: string | null;
  eventId: string;
  list: CheckinList;
  direction: ScanDirection;
  /** server time online; the device's scan time offline */
  at: Date;
  actorUid: string;
  /** null online */
  deviceId: string | null;
}

export type ApplyScanResult =
  | { ok: true; ticket: StoredTicket; presenca: TicketPresence }
  | { ok: false; message: string; ticket: StoredTicket | null };

/** gRPC FAILED_PRECONDITION: the document changed after it was read. */
const FAILED_PRECONDITION = 9;
/** A lost race re-reads the winner's presence; that refusal ends the loop at the latest. */
const ATTEMPTS = 5;

/** One shard's change for an accepted scan: nested maps, so `set(…, { merge })` adds to them. */
export function shardChange(delta: CounterDelta, at: Date): Record<string, unknown> {
  const change: Record<string, unknown> = {
    dentro: { [delta.dentroLista]: FieldValue.increment(delta.dentro) },
  };
  if (delta.saida) change.saidas = { [delta.lista]: FieldValue.increment(1) };
  if (delta.entrada) {
    change.entradas = { [delta.lista]: FieldValue.increment(1) };
    // The 5-minute chart counts entries (the rate at the gates), not exits.
    change.por_5min = { [fiveMinuteBucket(at)]: FieldValue.increment(1) };
  }
  return change;
}

/** A random shard of the event's counters: many scanners, no hot document. */
function counterShard(eventId: string): DocumentReference {
  const shard = Math.floor(Math.random() * CHECKIN_COUNTER_SHARDS);
  return db().doc(`event_checkin/${eventId}/contadores/${shard}`);
}

/** Applies the scan to the ticket read in `snap`, or says why not; null when it changed since. */
async function applyOnce(snap: DocumentSnapshot, args: ApplyScanArgs): Promise<ApplyScanResult | null> {
  if (!snap.exists) return { ok: false, message: CHECKIN_MESSAGES.notFound, ticket: null };
  const ticket = readTicket(snap.data());
  // A signed code names the serial too: a transferred ticket's old code, or a re-issued or
  // tampered document, does not match it.
  if (args.serial !== null && ticket.codigo_serial !== args.serial) {
    const transferred = wasTransferredFrom(ticket.transferencias, args.serial);
    return {
      ok: false,
      message: transferred ? CHECKIN_MESSAGES.transferred : CHECKIN_MESSAGES.forged,
      ticket,
    };
  }
  const decision = decideScan(
    { ...ticket, evento_titulo: ticket.evento.titulo },
    args.list,
    args.direction,
    args.eventId,
    args.at,
  );
  if (!decision.ok) return { ok: false, message: decision.message, ticket };
  const presenca: TicketPresence = { ...decision.presenca, device_id: args.deviceId };

  const firstEntry = ticket.usado_em === null;
  const batch = db().batch();
  // The precondition holds only if the ticket is still the one read: two devices scanning it at
  // once move it once. Ticket and counters in one batch, so the panel never drifts from presence.
  batch.update(
    snap.ref,
    {
      status: decision.status,
      presenca,
      ...(firstEntry ? { usado_em: presenca.primeira_entrada, checkin_por: args.actorUid } : {}),
    },
    { lastUpdateTime: snap.updateTime! },
  );
  batch.set(counterShard(args.eventId), shardChange(decision.delta, args.at), { merge: true });
  try {
    await batch.commit();
  } catch (error) {
    if ((error as { code?: unknown }).code === FAILED_PRECONDITION) return null;
    throw error;
  }
  const usedAt = ticket.usado_em ?? presenca.primeira_entrada;
  return { ok: true, ticket: { ...ticket, status: decision.status, presenca, usado_em: usedAt }, presenca };
}

/**
 * Applies a scan of a ticket at `list`: reads the ticket, refuses a transferred or forged serial,
 * asks decideScan, and writes the new presence (with a precondition on the ticket's update time,
 * rather than a transaction: two round trips, no lock for the next door's scan to wait on) with
 * one counter shard's increment. No audit_log entry: the ticket keeps who admitted it and when,
 * and thousands of door scans would bury the admin edits the audit screen is for.
 */
export async function applyScan(args: ApplyScanArgs): Promise<ApplyScanResult> {
  let last: DocumentSnapshot | null = null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    last = await args.ticketRef.get();
    const result = await applyOnce(last, args);
    if (result) return result;
  }
  return {
    ok: false,
    message: CHECKIN_MESSAGES.busy,
    ticket: last?.exists ? readTicket(last.data()) : null,
  };
}
