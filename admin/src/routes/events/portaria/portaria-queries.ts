// The Portaria screen's calls: an event's check-in lists (GET and PUT
// /api/admin/events/{id}/checkin-lists: the types checked and the change audited there) and the
// live counters, a listener on the shards of `event_checkin/{id}/contadores` (firestore.rules:
// staff at the event read them; only the scans write them).
import { collection, limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import type { CheckinList } from '@gn/core/checkin-scan';
import type { CheckinListsAnswer, SyncConflict } from '@gn/core/schemas/checkin';
import { readCheckinConflict } from '@gn/core/stored/checkin-conflict';
import { sumCounterShards, type CheckinCounters } from '@gn/core/stored/checkin-counters';
import { api } from '../../../lib/api';
import { getDb } from '../../../lib/firestore';

const path = (eventId: string) => `/api/admin/events/${encodeURIComponent(eventId)}/checkin-lists` as const;

export function loadCheckinLists(eventId: string): Promise<CheckinListsAnswer> {
  return api<CheckinListsAnswer>(path(eventId));
}

export function saveCheckinLists(eventId: string, listas: CheckinList[]): Promise<CheckinListsAnswer> {
  return api<CheckinListsAnswer>(path(eventId), { method: 'PUT', json: { listas } });
}

/** Calls `onChange` with the summed counters on every scan anywhere, until the returned stop(). */
export function watchCheckinCounters(
  eventId: string,
  onChange: (counters: CheckinCounters) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    collection(getDb(), 'event_checkin', eventId, 'contadores'),
    (snap) => onChange(sumCounterShards(snap.docs.map((d) => d.data()))),
    onError,
  );
}

/** The event's offline double admissions (newest first, at most 50), live. */
export function watchCheckinConflicts(
  eventId: string,
  onChange: (conflicts: SyncConflict[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(
      collection(getDb(), 'event_checkin', eventId, 'conflitos'),
      orderBy('registrado_em', 'desc'),
      limit(50),
    ),
    (snap) => onChange(snap.docs.map((d) => readCheckinConflict(d.id, d.data()))),
    onError,
  );
}
