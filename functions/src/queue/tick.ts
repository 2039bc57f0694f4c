// The admissions: one tick moves an event's frontier past the next people in line, as many as the
// rate allows since the last tick. One writer (the scheduled job; locally the runner), one write
// per tick whatever the rate, reads = the people admitted. Paused, nobody gets in and no backlog
// builds up: the rate counts from the moment it resumes.
import { admissionsDue } from '@gn/core/virtual-queue';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { lineOf, QUEUES, queueOf } from './queue-store.ts';

/** A tick after a long silence (the job was down) admits at most this much of the rate. */
const MAX_TICK_GAP_MS = 60_000;

/** Admits the people due now; returns how many got in. */
export async function advanceQueue(db: Firestore, eventId: string, now = new Date()): Promise<number> {
  const ref = db.doc(`${QUEUES}/${eventId}`);
  return db.runTransaction(async (tx) => {
    const queue = queueOf(await tx.get(ref));
    if (!queue?.ativa) return 0;
    const at = Timestamp.fromDate(now);
    if (queue.pausada || !queue.atualizado_em) {
      tx.update(ref, { atualizado_em: at, saldo: 0 });
      return 0;
    }
    const elapsed = Math.min(MAX_TICK_GAP_MS, now.getTime() - queue.atualizado_em.toMillis());
    if (elapsed <= 0) return 0;
    const { admit, carry } = admissionsDue(queue.taxa_por_minuto, elapsed, queue.saldo);
    if (admit === 0) {
      tx.update(ref, { atualizado_em: at, saldo: carry });
      return 0;
    }
    let next = lineOf(db, eventId);
    if (queue.fronteira) next = next.startAfter(queue.fronteira.em, queue.fronteira.id);
    const admitted = (await tx.get(next.select('entrou_em').limit(admit))).docs;
    const last = admitted.at(-1);
    tx.update(ref, {
      atualizado_em: at,
      // An empty line banks nothing: the next arrivals wait for the rate like everyone.
      saldo: admitted.length < admit ? 0 : carry,
      admitidos: queue.admitidos + admitted.length,
      ...(last ? { fronteira: { em: last.get('entrou_em') as Timestamp, id: last.id } } : {}),
    });
    return admitted.length;
  });
}

/** One tick of every active queue. */
export async function advanceAllQueues(db: Firestore, now = new Date()): Promise<Record<string, number>> {
  const active = await db.collection(QUEUES).where('ativa', '==', true).get();
  const admitted: Record<string, number> = {};
  for (const queue of active.docs) admitted[queue.id] = await advanceQueue(db, queue.id, now);
  return admitted;
}

/** One round of admissions, of every active queue or of one event's: { admitidos: { eventId: n } }. */
export async function tickQueues(
  db: Firestore,
  eventId: string | null,
  now = new Date(),
): Promise<{ admitidos: Record<string, number> }> {
  if (eventId === null) return { admitidos: await advanceAllQueues(db, now) };
  return { admitidos: { [eventId]: await advanceQueue(db, eventId, now) } };
}
