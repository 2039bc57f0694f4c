// The check-in screen's calls: the scan at a list (server: one conditional write per scan) and the
// door's figures, as aggregation count queries (two small reads whatever the event's size).
import { collection, getCountFromServer, query, where } from 'firebase/firestore';
import type { ScanDirection } from '@gn/core/checkin-scan';
import type { CheckinScanAnswer } from '@gn/core/schemas/checkin';
import { api } from '../../lib/api';
import { getDb } from '../../lib/firestore';

/** A code read at `listId` of `eventId`, entering or leaving: 200 admitted, 409 refused. */
export function scanAtList(
  code: string,
  place: { eventId: string; listId: string; direction: ScanDirection },
): Promise<CheckinScanAnswer> {
  return api<CheckinScanAnswer>('/api/admin/checkin/scan', {
    method: 'POST',
    // A line at the door: better a quick 'try again' than a scan that seems ignored.
    timeoutMs: 15_000,
    json: { code, ...place },
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
