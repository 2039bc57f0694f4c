// The events offered by the order, ticket and check-in filters and the coupon scope (newest first).
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore';
import { getDb } from './firestore';
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

export async function loadEventOptions(): Promise<EventOption[]> {
  const snap = await getDocs(
    query(collection(getDb(), 'events'), orderBy('data_inicio', 'desc'), limit(MAX_EVENTS)),
  );
  return snap.docs.map((d) => ({
    id: d.id,
    titulo: stringOr(d.get('titulo'), d.id),
    dataInicio: toDateOrNull(d.get('data_inicio')),
    pricingTableIds: stringList(d.get('pricing_table_ids')),
  }));
}
