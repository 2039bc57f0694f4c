// The offline scanner's calls: the events this member of staff scans at, an event's download, the
// online scan (a short wait: the device decides by itself past it) and the queue's sync.
import type {
  CheckinScanAnswer,
  CheckinScanInput,
  CheckinSnapshotAnswer,
  CheckinSyncAnswer,
  CheckinSyncInput,
} from '@gn/core/schemas/checkin';
import { api, ApiError } from '../../lib/api';

/** How long the door waits for the server before the device decides by itself. */
export const ONLINE_SCAN_TIMEOUT_MS = 2_500;

export function downloadSnapshot(eventId: string): Promise<CheckinSnapshotAnswer> {
  return api<CheckinSnapshotAnswer>(`/api/admin/checkin/${encodeURIComponent(eventId)}/snapshot`, {
    timeoutMs: 60_000,
  });
}

export function scanOnline(input: CheckinScanInput): Promise<CheckinScanAnswer> {
  return api<CheckinScanAnswer>('/api/admin/checkin/scan', {
    method: 'POST',
    json: input,
    timeoutMs: ONLINE_SCAN_TIMEOUT_MS,
  });
}

export function syncScans(input: CheckinSyncInput): Promise<CheckinSyncAnswer> {
  return api<CheckinSyncAnswer>('/api/admin/checkin/sync', {
    method: 'POST',
    json: input,
    timeoutMs: 30_000,
  });
}

/** A failure that says nothing about the ticket (no network, a timeout, a server error). */
export function isUnreachable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}
