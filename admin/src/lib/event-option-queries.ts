// The events offered by the order, ticket and check-in filters (newest first) and the coupon scope
// (all of them).
import { collection, getDocs, limit, orderBy, query, type DocumentData } from 'firebase/firestore';
import { getDb, readCollection } from './firestore';
import { stringList, stringOr, toDateOrNull } from './firestore-values';

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
  return {
    id,
    titulo: stringOr(data.titulo, id),
    dataInicio: toDateOrNull(data.data_inicio),
    pricingTableIds: stringList(data.pricing_table_ids),
  };
}

export async function loadEventOptions(): Promise<EventOption[]> {
  const snap = await getDocs(
    query(collection(getDb(), 'events'), orderBy('data_inicio', 'desc'), limit(MAX_EVENTS)),
  );
  return snap.docs.map((d) => toEventOption(d.id, d.data()));
}

/** Every event, for a picker with a search (a coupon's scope must reach any event). */
export async function loadAllEventOptions(): Promise<EventOption[]> {
  return readCollection('events', toEventOption);
}
