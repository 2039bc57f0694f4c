// The offline scanner's memory on the device (IndexedDB through `idb`): this device's id, the
// steward's choice of event, list and direction, each event's download (its tickets one record
// each, so a scan rewrites one ticket, not 20,000) and the queue of scans waiting to be sent.
// A reload without network starts again from here.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ScanDirection } from '@gn/core/checkin-scan';
import type {
  CheckinSnapshotAnswer,
  OfflineScan,
  SnapshotTicket,
  SyncConflict,
} from '@gn/core/schemas/checkin';

export interface ScannerSetup {
  eventId: string;
  listId: string;
  direction: ScanDirection;
}

/** The download of an event but its tickets (kept apart). */
export type SnapshotMeta = Omit<CheckinSnapshotAnswer, 'tickets'>;

export interface QueuedScan extends OfflineScan {
  event: string;
  /** for the device's own notices after a sync */
  titular: string;
}

/** What a sync said about this device's scans: refusals and double admissions to show. */
export interface SyncNotice {
  id: string;
  titular: string;
  message: string;
  em: string;
}

export interface EventState {
  lastSync: string | null;
  conflicts: SyncConflict[];
  notices: SyncNotice[];
}

interface ScannerDb extends DBSchema {
  meta: { key: string; value: unknown };
  tickets: {
    key: string;
    value: { key: string; event: string; ticket: SnapshotTicket };
    indexes: { event: string };
  };
  queue: { key: string; value: QueuedScan; indexes: { event: string } };
}

let opened: Promise<IDBPDatabase<ScannerDb>> | null = null;

function database(): Promise<IDBPDatabase<ScannerDb>> {
  opened ??= openDB<ScannerDb>('gn-scanner', 1, {
    upgrade(db) {
      db.createObjectStore('meta');
      db.createObjectStore('tickets', { keyPath: 'key' }).createIndex('event', 'event');
      db.createObjectStore('queue', { keyPath: 'id' }).createIndex('event', 'event');
    },
  });
  return opened;
}

async function getMeta<T>(key: string): Promise<T | undefined> {
  return (await (await database()).get('meta', key)) as T | undefined;
}

async function setMeta(key: string, value: unknown): Promise<void> {
  await (await database()).put('meta', value, key);
}

/** This device's id, made once (the server tells devices apart by it). */
export async function deviceId(): Promise<string> {
  const known = await getMeta<string>('device');
  if (known) return known;
  const id = crypto.randomUUID();
  await setMeta('device', id);
  return id;
}

export const loadSetup = () => getMeta<ScannerSetup>('setup');
export const saveSetup = (setup: ScannerSetup | null) => setMeta('setup', setup);

/** The event's download: its meta and every ticket; null when never downloaded here. */
export async function loadSnapshot(
  eventId: string,
): Promise<{ meta: SnapshotMeta; tickets: SnapshotTicket[] } | null> {
  const meta = await getMeta<SnapshotMeta>(`snapshot:${eventId}`);
  if (!meta) return null;
  const rows = await (await database()).getAllFromIndex('tickets', 'event', eventId);
  return { meta, tickets: rows.map((row) => row.ticket) };
}

/** Replaces the event's download (one transaction: a reload never sees half of it). */
export async function saveSnapshot(answer: CheckinSnapshotAnswer): Promise<void> {
  const db = await database();
  const eventId = answer.evento.id;
  const tx = db.transaction(['tickets', 'meta'], 'readwrite');
  const tickets = tx.objectStore('tickets');
  for (const key of await tickets.index('event').getAllKeys(eventId)) await tickets.delete(key);
  for (const ticket of answer.tickets)
    await tickets.put({ key: `${eventId}/${ticket.id}`, event: eventId, ticket });
  const { tickets: _all, ...meta } = answer;
  await tx.objectStore('meta').put(meta, `snapshot:${eventId}`);
  await tx.done;
}

/** A scan decided on the device: the ticket's new presence and the queued scan, together. */
export async function recordLocalScan(eventId: string, ticket: SnapshotTicket, scan: QueuedScan | null) {
  const db = await database();
  const tx = db.transaction(['tickets', 'queue'], 'readwrite');
  await tx.objectStore('tickets').put({ key: `${eventId}/${ticket.id}`, event: eventId, ticket });
  if (scan) await tx.objectStore('queue').put(scan);
  await tx.done;
}

export async function queuedScans(eventId: string): Promise<QueuedScan[]> {
  const scans = await (await database()).getAllFromIndex('queue', 'event', eventId);
  return scans.sort((a, b) => a.at.localeCompare(b.at));
}

export async function dropQueued(ids: readonly string[]): Promise<void> {
  const db = await database();
  const tx = db.transaction('queue', 'readwrite');
  for (const id of ids) await tx.store.delete(id);
  await tx.done;
}

const EMPTY_STATE: EventState = { lastSync: null, conflicts: [], notices: [] };

export async function loadEventState(eventId: string): Promise<EventState> {
  return (await getMeta<EventState>(`state:${eventId}`)) ?? EMPTY_STATE;
}

export const saveEventState = (eventId: string, state: EventState) => setMeta(`state:${eventId}`, state);
