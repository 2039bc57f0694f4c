// Where the virtual queues live (docs/data-model.md): each event's queue in `queues/{eventId}`
// (settings and the admission frontier, written by the admin's endpoint and the ticks only) and
// one entry per person in `queue_entries/{eventId}__{uid}` (their arrival; when they got in; the
// order they placed). Functions only: browsers read the queue through the API.
import { DEFAULT_QUEUE_RATE, type LinePlace } from '@gn/core/virtual-queue';
import type { DocumentSnapshot, Firestore, Timestamp } from 'firebase-admin/firestore';

export const QUEUES = 'queues';
export const QUEUE_ENTRIES = 'queue_entries';

export interface QueueState {
  ativa: boolean;
  pausada: boolean;
  taxa_por_minuto: number;
  /** the last admitted arrival (everyone up to it is in), null before the first admission */
  fronteira: { em: Timestamp; id: string } | null;
  /** how many people the ticks have admitted */
  admitidos: number;
  /** the fraction of a person the last tick could not admit yet */
  saldo: number;
  /** when the last tick ran (admissions are due from then on) */
  atualizado_em: Timestamp | null;
}

export interface QueueEntry {
  event_id: string;
  uid: string;
  entrou_em: Timestamp;
  /** when the buyer first took their admission (its 15 minutes count from here) */
  admitido_em: Timestamp | null;
  order_id: string | null;
}

export function queueEntryId(eventId: string, uid: string): string {
  return `${eventId}__${uid}`;
}

export function queueOf(snap: DocumentSnapshot): QueueState | null {
  const data = snap.data();
  if (!data) return null;
  return {
    ativa: data.ativa === true,
    pausada: data.pausada === true,
    taxa_por_minuto: typeof data.taxa_por_minuto === 'number' ? data.taxa_por_minuto : DEFAULT_QUEUE_RATE,
    fronteira: data.fronteira ?? null,
    admitidos: typeof data.admitidos === 'number' ? data.admitidos : 0,
    saldo: typeof data.saldo === 'number' ? data.saldo : 0,
    atualizado_em: data.atualizado_em ?? null,
  };
}

export async function readQueue(db: Firestore, eventId: string): Promise<QueueState | null> {
  return queueOf(await db.doc(`${QUEUES}/${eventId}`).get());
}

export function placeOf(entry: { id: string; entrou_em: Timestamp }): LinePlace {
  return { at: entry.entrou_em.toMillis(), id: entry.id };
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
