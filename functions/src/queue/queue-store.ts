// Where the virtual queues live (docs/data-model.md): each event's queue in `queues/{eventId}`
// (settings and the admission frontier, written by the admin's endpoint and the ticks only) and
// one entry per person in `queue_entries/{eventId}__{uid}` (their arrival; when they got in; the
// order they placed). Functions only: browsers read the queue through the API.
import type { LinePlace } from '@gn/core/virtual-queue';
import type { Stamp } from '@gn/core/stored/fields';
import { readQueueDoc, readQueueEntry, type StoredQueue, type StoredQueueEntry } from '@gn/core/stored/queue';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';

export const QUEUES = 'queues';
export const QUEUE_ENTRIES = 'queue_entries';

/** An event's queue, read (core's reader: missing fields take their defaults). */
export type QueueState = StoredQueue;
/** A person's place in a queue, read. */
export type QueueEntry = StoredQueueEntry;

export function queueEntryId(eventId: string, uid: string): string {
  return `${eventId}__${uid}`;
}

export function queueOf(snap: DocumentSnapshot): QueueState | null {
  return snap.exists ? readQueueDoc(snap.data()) : null;
}

/** The entry of `queue_entries/{id}`, or null when there is none. */
export function queueEntryOf(snap: DocumentSnapshot): QueueEntry | null {
  return snap.exists ? readQueueEntry(snap.data()) : null;
}

export async function readQueue(db: Firestore, eventId: string): Promise<QueueState | null> {
  return queueOf(await db.doc(`${QUEUES}/${eventId}`).get());
}

export function placeOf(entry: { id: string; entrou_em: Stamp | null }): LinePlace {
  return { at: entry.entrou_em?.toMillis() ?? 0, id: entry.id };
}

export function frontierPlace(queue: QueueState): LinePlace | null {
  return queue.fronteira ? { at: queue.fronteira.em.toMillis(), id: queue.fronteira.id } : null;
}

/** The line of one event in arrival order (the index: event_id, entrou_em, __name__). */
export function lineOf(db: Firestore, eventId: string) {
  return db
    .collection(QUEUE_ENTRIES)
    .where('event_id', '==', eventId)
    .orderBy('entrou_em')
    .orderBy('__name__');
}
