// The check-in screen's calls: the check-in itself (server: one transaction per scan) and the
// door's figures, as aggregation count queries (two small reads whatever the event's size).
import { collection, getCountFromServer, query, where } from 'firebase/firestore';
import type { CheckinAnswer } from '@gn/core/schemas/admin-orders';
import { api } from '../../lib/api';
import { getDb } from '../../lib/firestore';

export function checkIn(code: string, eventId: string | null): Promise<CheckinAnswer> {
  return api<CheckinAnswer>('/api/admin/tickets/check-in', {
    method: 'POST',
    // A line at the door: better a quick 'try again' than a scan that seems ignored.
    timeoutMs: 15_000,
    json: eventId ? { code, eventId } : { code },
  });
}

export type DoorCounts = { checkedIn: number; sold: number };

/** Tickets of the event that entered ('usado') and that were sold ('ativo' + 'usado'). */
export async function loadDoorCounts(eventId: string): Promise<DoorCounts> {
  const tickets = collection(getDb(), 'tickets');
  const [checkedIn, sold] = await Promise.all([
    getCountFromServer(query(tickets, where('event_id', '==', eventId), where('status', '==', 'usado'))),
    getCountFromServer(
      query(tickets, where('event_id', '==', eventId), where('status', 'in', ['ativo', 'usado'])),
    ),
  ]);
  return { checkedIn: checkedIn.data().count, sold: sold.data().count };
}
