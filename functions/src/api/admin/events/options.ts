// GET /api/admin/events/options: every event as a picker needs it (id, title, start, price
// tables), for the coupon scope's checklist. Read here, with a projection, instead of by the
// browser: a shop with thousands of events would otherwise download every description and have
// the rules checked once per document (minutes on a loaded emulator, as the full test run showed).
import type { Request, Response } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../../firebase.ts';

export interface EventOptionRow {
  id: string;
  titulo: string;
  /** ISO instant, or null when the event has no start date */
  data_inicio: string | null;
  pricing_table_ids: string[];
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function toEventOptionRow(id: string, data: Record<string, unknown>): EventOptionRow {
  const start = data.data_inicio;
  return {
    id,
    titulo: typeof data.titulo === 'string' && data.titulo !== '' ? data.titulo : id,
    data_inicio: start instanceof Timestamp ? start.toDate().toISOString() : null,
    pricing_table_ids: stringList(data.pricing_table_ids),
  };
}

export async function listEventOptions(_req: Request, res: Response): Promise<void> {
  const snap = await db().collection('events').select('titulo', 'data_inicio', 'pricing_table_ids').get();
  const events: EventOptionRow[] = snap.docs.map((d) => toEventOptionRow(d.id, d.data()));
  res.json({ events });
}
