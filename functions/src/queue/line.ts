// A buyer in an event's virtual queue: joining (one entry per account, so a second tab or a reload
// keeps the same place) and reading where they stand. Once the frontier has passed them they get
// their signed admission, valid ADMISSION_MINUTES from the first time they took it; past that,
// joining again puts them at the end of the line.
import {
  ADMISSION_MINUTES,
  EXACT_POSITION_LIMIT,
  isAdmitted,
  QUEUE_ERRORS,
  type QueueFigures,
  type QueuePlace,
} from '@gn/core/virtual-queue';
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { refusalError } from '../http/errors.ts';
import { signAdmission } from './admission-token.ts';
import {
  frontierPlace,
  lineOf,
  placeOf,
  QUEUE_ENTRIES,
  queueEntryId,
  queueEntryOf,
  readQueue,
  type QueueEntry,
  type QueueState,
} from './queue-store.ts';
import { eventRef } from '../store/documents.ts';

export function figuresOf(queue: QueueState | null): QueueFigures {
  return {
    ativa: queue?.ativa ?? false,
    pausada: queue?.pausada ?? false,
    taxa_por_minuto: queue?.taxa_por_minuto ?? 0,
    admitidos: queue?.admitidos ?? 0,
  };
}

function admissionEnds(entry: QueueEntry): Date | null {
  return entry.admitido_em ? new Date(entry.admitido_em.toMillis() + ADMISSION_MINUTES * 60_000) : null;
}

/** An entry that has had its turn: it bought, or its admission ran out. Joining again starts anew. */
function spent(entry: QueueEntry, now: Date): boolean {
  const ends = admissionEnds(entry);
  return entry.order_id !== null || (ends !== null && ends <= now);
}

async function activeQueue(db: Firestore, eventId: string): Promise<QueueState> {
  const queue = await readQueue(db, eventId);
  if (!queue?.ativa) throw refusalError('conflict', QUEUE_ERRORS.notActive);
  return queue;
}

export async function joinQueue(
  db: Firestore,
  uid: string,
  eventId: string,
  now = new Date(),
): Promise<QueuePlace> {
  await activeQueue(db, eventId);
  const event = (await eventRef(db, eventId).get()).data();
  const start = event?.data_inicio;
  if (!event || event.status !== 'publicado' || !start || start.getTime() <= now.getTime()) {
    throw refusalError('conflict', QUEUE_ERRORS.closed);
  }
  const ref = db.doc(`${QUEUE_ENTRIES}/${queueEntryId(eventId, uid)}`);
  await db.runTransaction(async (tx) => {
    const current = queueEntryOf(await tx.get(ref));
    if (current && !spent(current, now)) return;
    tx.set(ref, {
      event_id: eventId,
      uid,
      entrou_em: FieldValue.serverTimestamp(),
      admitido_em: null,
      order_id: null,
    } satisfies Record<keyof QueueEntry, unknown>);
  });
  return queuePlace(db, uid, eventId, now);
}

export async function queuePlace(
  db: Firestore,
  uid: string,
  eventId: string,
  now = new Date(),
): Promise<QueuePlace> {
  const ref = db.doc(`${QUEUE_ENTRIES}/${queueEntryId(eventId, uid)}`);
  const [queue, snap] = await Promise.all([activeQueue(db, eventId), ref.get()]);
  const entry = queueEntryOf(snap);
  if (!entry) return { estado: 'fora' };
  const place = placeOf({ id: snap.id, entrou_em: entry.entrou_em });
  if (isAdmitted(place, frontierPlace(queue))) return admission(db, ref, entry, uid, eventId, now);

  let ahead = lineOf(db, eventId);
  if (queue.fronteira) ahead = ahead.startAfter(queue.fronteira.em, queue.fronteira.id);
  const counted = await ahead.endBefore(entry.entrou_em, snap.id).limit(EXACT_POSITION_LIMIT).count().get();
  const naFrente = counted.data().count;
  return {
    estado: 'aguardando',
    na_frente: naFrente,
    exato: naFrente < EXACT_POSITION_LIMIT,
    admitidos: queue.admitidos,
    taxa_por_minuto: queue.taxa_por_minuto,
    pausada: queue.pausada,
  };
}

async function admission(
  db: Firestore,
  ref: DocumentReference,
  entry: QueueEntry,
  uid: string,
  eventId: string,
  now: Date,
): Promise<QueuePlace> {
  if (spent(entry, now)) return { estado: 'expirado' };
  let ends = admissionEnds(entry);
  if (!ends) {
    // The first reading after the frontier passed: the buyer's minutes start now (a write to their
    // own entry, once).
    await ref.update({ admitido_em: Timestamp.fromDate(now) });
    ends = new Date(now.getTime() + ADMISSION_MINUTES * 60_000);
  }
  return { estado: 'admitido', admissao: signAdmission(uid, eventId, ends), expira_em: ends.toISOString() };
}
