// The check-in screen's calls: the scan at a list (server: one conditional write per scan) and the
// door's figures, counted by the server (two aggregation queries whatever the event's size).
import type { ScanDirection } from '@gn/core/checkin-scan';
import type { CheckinScanAnswer, DoorFiguresAnswer } from '@gn/core/schemas/checkin';
import { api } from '../../lib/api';

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

/**
 * Tickets of the event that entered ('usado') and that were sold ('ativo' + 'usado'), counted by
 * the server for anyone who scans there (a porteiro may read no ticket itself).
 */
export async function loadDoorCounts(eventId: string): Promise<DoorCounts> {
  const figures = await api<DoorFiguresAnswer>(`/api/admin/checkin/${encodeURIComponent(eventId)}/figures`);
  return { checkedIn: figures.entraram, sold: figures.vendidos };
}
