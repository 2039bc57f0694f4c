// Reading the virtual queue's documents (docs/data-model.md, written by the functions' queue/ only):
// an event's queue `queues/{eventId}` (settings and the admission frontier) and a person's place
// `queue_entries/{eventId}__{uid}`. Their times stay Timestamps (Stamp): the frontier and each
// arrival are query cursors on `entrou_em`, and a Date would drop the microseconds of the
// server's timestamps, letting the frontier's own entry count as still waiting.
import { z } from '../zod.ts';
import { DEFAULT_QUEUE_RATE } from '../virtual-queue.ts';
import { flag, mapOrNull, number, plainMap, stamp, text, textOrNull } from './fields.ts';

export const storedQueueSchema = z.object({
  ativa: flag,
  pausada: flag,
  taxa_por_minuto: number(DEFAULT_QUEUE_RATE),
  /** the last admitted arrival (everyone up to it is in), null before the first admission */
  fronteira: mapOrNull({ em: stamp, id: text() }).transform((f) => (f?.em ? { em: f.em, id: f.id } : null)),
  /** how many people the ticks have admitted */
  admitidos: number(),
  /** the fraction of a person the last tick could not admit yet */
  saldo: number(),
  /** when the last tick ran (admissions are due from then on) */
  atualizado_em: stamp,
});
export type StoredQueue = z.output<typeof storedQueueSchema>;

export function readQueueDoc(data: unknown): StoredQueue {
  return storedQueueSchema.parse(plainMap(data));
}

export const storedQueueEntrySchema = z.object({
  event_id: text(),
  uid: text(),
  entrou_em: stamp,
  /** when the buyer first took their admission (its 15 minutes count from here) */
  admitido_em: stamp,
  /** the order they placed with it */
  order_id: textOrNull,
});
export type StoredQueueEntry = z.output<typeof storedQueueEntrySchema>;

export function readQueueEntry(data: unknown): StoredQueueEntry {
  return storedQueueEntrySchema.parse(plainMap(data));
}
