// Where the door scans: the event (?evento=), its list (?lista=) and the direction (?sentido=saida),
// kept in the URL so a reload or a shared link opens the same gate. The lists are the event's (a
// porteiro's own when scoped): GET /api/admin/events/{id}/checkin-lists; one list is chosen at once.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CheckinList, ScanDirection } from '@gn/core/checkin-scan';
import { api } from '../../lib/api';
import type { CheckinListsAnswer } from '@gn/core/schemas/checkin';

export interface DoorPlace {
  eventId: string;
  list: CheckinList;
  direction: ScanDirection;
}

export function useDoorPlace() {
  const [params, setParams] = useSearchParams();
  const eventId = params.get('evento') ?? '';
  const [lists, setLists] = useState<CheckinList[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setLists(null);
    setFailed(false);
    if (!eventId) return;
    let active = true;
    api<CheckinListsAnswer>(`/api/admin/events/${encodeURIComponent(eventId)}/checkin-lists`)
      .then((answer) => active && setLists(answer.listas))
      .catch((error: unknown) => {
        console.error(error);
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [eventId]);

  const chosen = lists?.find((l) => l.id === params.get('lista')) ?? (lists?.length === 1 ? lists[0] : null);
  const direction: ScanDirection =
    chosen?.permite_saida && params.get('sentido') === 'saida' ? 'saida' : 'entrada';
  const place: DoorPlace | null = eventId && chosen ? { eventId, list: chosen, direction } : null;

  const update = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };

  return {
    eventId,
    lists,
    failed,
    place,
    setEvent: (id: string) => update({ evento: id || null, lista: null, sentido: null }),
    setList: (id: string) => update({ lista: id, sentido: null }),
    setDirection: (d: ScanDirection) => update({ sentido: d === 'saida' ? 'saida' : null }),
  };
}
