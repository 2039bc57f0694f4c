// The admin's virtual queue of an event, the use cases behind /api/admin/queue/{eventId}: its
// settings and figures (waiting, admitted, orders placed through it), and a change (turn on or
// off, pause, change the rate live). Turning it on also marks the event's public stock document,
// which the ticket panel reads, so 'Comprar Ingresso' leads to the queue. Audited.
import type { AdminQueueAnswer, QueueSettingsInput } from '@gn/core/schemas/virtual-queue';
import { DEFAULT_QUEUE_RATE } from '@gn/core/virtual-queue';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { addAuditEntry } from '../audit/entry.ts';
import { db } from '../firebase.ts';
import { ApiError } from '../http/errors.ts';
import { QUEUE_ENTRIES, QUEUES, queueOf } from './queue-store.ts';
import { eventRef } from '../store/documents.ts';

export const EVENT_NOT_FOUND = 'Evento não encontrado';

async function figures(eventId: string): Promise<Omit<AdminQueueAnswer, 'titulo'>> {
  const firestore = db();
  const entries = firestore.collection(QUEUE_ENTRIES).where('event_id', '==', eventId);
  const [queueSnap, total, ordered] = await Promise.all([
    firestore.doc(`${QUEUES}/${eventId}`).get(),
    entries.count().get(),
    entries.where('order_id', '!=', null).count().get(),
  ]);
  const queue = queueOf(queueSnap);
  const admitidos = queue?.admitidos ?? 0;
  return {
    ativa: queue?.ativa ?? false,
    pausada: queue?.pausada ?? false,
    taxa_por_minuto: queue?.taxa_por_minuto ?? DEFAULT_QUEUE_RATE,
    admitidos,
    na_fila: Math.max(0, total.data().count - admitidos),
    pedidos: ordered.data().count,
  };
}

/** The event's title and its queue's settings and figures. */
export async function queueFigures(eventId: string): Promise<AdminQueueAnswer> {
  const event = await eventRef(db(), eventId).get();
  if (!event.exists) throw new ApiError('not_found', EVENT_NOT_FOUND);
  return { titulo: String(event.get('titulo') ?? eventId), ...(await figures(eventId)) };
}

/** Changes the queue's settings (audited); its figures after the change. */
export async function changeQueueSettings(
  actor: { uid: string; email?: string | null },
  eventId: string,
  input: QueueSettingsInput,
): Promise<AdminQueueAnswer> {
  const firestore = db();
  const event = await eventRef(firestore, eventId).get();
  if (!event.exists) throw new ApiError('not_found', EVENT_NOT_FOUND);
  const ref = firestore.doc(`${QUEUES}/${eventId}`);
  await firestore.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const before = queueOf(snap);
    const stock = firestore.doc(`event_stock/${eventId}`);
    const stockSnap = await tx.get(stock);
    tx.set(
      ref,
      {
        ...input,
        ...(snap.exists
          ? {}
          : { admitidos: 0, saldo: 0, fronteira: null, taxa_por_minuto: DEFAULT_QUEUE_RATE }),
        ...(input.taxa_por_minuto !== undefined ? { taxa_por_minuto: input.taxa_por_minuto } : {}),
        // The rate counts from this change: a pause or a new rate never admits a backlog.
        atualizado_em: Timestamp.now(),
        saldo: 0,
        updated_at: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    if (input.ativa !== undefined && stockSnap.exists) {
      tx.update(stock, { fila_virtual: input.ativa, updated_at: FieldValue.serverTimestamp() });
    }
    await addAuditEntry(tx, {
      actorUid: actor.uid,
      actorEmail: actor.email ?? null,
      action: 'update',
      target: `${QUEUES}/${eventId}`,
      targetLabel: `Fila virtual · ${String(event.get('titulo') ?? eventId)}`.slice(0, 200),
      changes: Object.fromEntries(
        Object.entries(input).map(([key, value]) => [
          key,
          { before: before ? (before[key as keyof typeof before] ?? null) : null, after: value },
        ]),
      ),
      source: 'function',
    });
  });
  return { titulo: String(event.get('titulo') ?? eventId), ...(await figures(eventId)) };
}
