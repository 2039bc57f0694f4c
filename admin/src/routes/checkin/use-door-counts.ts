// The event's door figures (checked in of sold), loaded again whenever the event changes or a
// ticket is admitted; none without an event.
import { useCallback, useEffect, useState } from 'react';
import { loadDoorCounts, type DoorCounts } from './checkin-queries';

export function useDoorCounts(eventId: string) {
  const [counts, setCounts] = useState<DoorCounts | null>(null);

  const refreshCounts = useCallback(() => {
    if (!eventId) {
      setCounts(null);
      return;
    }
    loadDoorCounts(eventId)
      .then(setCounts)
      .catch((error: unknown) => console.error(error));
  }, [eventId]);

  useEffect(refreshCounts, [refreshCounts]);

  return { counts, refreshCounts };
}
