// GET /api/admin/events/options: every event as a picker needs it (id, title, start, price
// tables), for the coupon scope's checklist. Read here, with a projection, instead of by the
// browser: a shop with thousands of events would otherwise download every description and have
// the rules checked once per document (minutes on a loaded emulator, as the full test run showed).
import type { Request, Response } from 'express';
import type { StoredEvent } from '@gn/core/stored/event';
import { db } from '../../../firebase.ts';
import { eventConverter, eventsCollection } from '../../../store/documents.ts';

export interface EventOptionRow {
  id: string;
  titulo: string;
  /** ISO instant, or null when the event has no start date */
  data_inicio: string | null;
  pricing_table_ids: string[];
}

export function toEventOptionRow(
  id: string,
  event: Pick<StoredEvent, 'titulo' | 'data_inicio' | 'pricing_table_ids'>,
): EventOptionRow {
  return {
    id,
    titulo: event.titulo !== '' ? event.titulo : id,
    data_inicio: event.data_inicio?.toISOString() ?? null,
    pricing_table_ids: event.pricing_table_ids,
  };
}

export async function listEventOptions(_req: Request, res: Response): Promise<void> {
  const snap = await eventsCollection(db())
    .select('titulo', 'data_inicio', 'pricing_table_ids')
    .withConverter(eventConverter)
    .get();
  const events: EventOptionRow[] = snap.docs.map((d) => toEventOptionRow(d.id, d.data()));
  res.json({ events });
}
