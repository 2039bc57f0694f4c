// The events offered by the order, ticket and check-in filters (newest first) and the coupon scope
// (all of them).
import { collection, getDocs, limit, orderBy, query, type DocumentData } from 'firebase/firestore';
import { api } from './api';
import { getDb } from './firestore';
import { readEvent } from '@gn/core/stored/event';

export type EventOption = {
  id: string;
  titulo: string;
  dataInicio: Date | null;
  /** The price tables it sells from (a coupon may be limited to their options). */
  pricingTableIds: string[];
};

/** Enough for a select: events past the 300 most recent ones are rarely filtered by. */
const MAX_EVENTS = 300;

function toEventOption(id: string, data: DocumentData): EventOption {
  const event = readEvent(data);
  return {
    id,
    titulo: event.titulo || id,
    dataInicio: event.data_inicio,
    pricingTableIds: event.pricing_table_ids,
  };
}

export async function loadEventOptions(): Promise<EventOption[]> {
  const snap = await getDocs(
    query(collection(getDb(), 'events'), orderBy('data_inicio', 'desc'), limit(MAX_EVENTS)),
  );
  return snap.docs.map((d) => toEventOption(d.id, d.data()));
}

type EventOptionRow = { id: string; titulo: string; data_inicio: string | null; pricing_table_ids: string[] };

/**
 * Every event, for a picker with a search (a coupon's scope must reach any event): the server
 * reads only these fields of each (functions/src/api/admin/events/options.ts), however many.
 */
export async function loadAllEventOptions(): Promise<EventOption[]> {
  const { events } = await api<{ events: EventOptionRow[] }>('/api/admin/events/options');
  return events.map((e) => ({
    id: e.id,
    titulo: e.titulo,
    dataInicio: e.data_inicio ? new Date(e.data_inicio) : null,
    pricingTableIds: e.pricing_table_ids,
  }));
}
