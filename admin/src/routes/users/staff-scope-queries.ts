// The check-in lists a scoped member of staff may be limited to: those of the events chosen.
import { doc, getDoc } from 'firebase/firestore';
import { readCheckinLists } from '@gn/core/stored/event-checkin';
import type { ChecklistChoice } from '../../ui/Checklist';
import type { EventOption } from '../../lib/event-option-queries';
import { getDb } from '../../lib/firestore';

/** One choice per list of each chosen event with lists of its own (the general list is any list). */
export async function loadListChoices(eventIds: string[], events: EventOption[]): Promise<ChecklistChoice[]> {
  const snaps = await Promise.all(eventIds.map((id) => getDoc(doc(getDb(), 'event_checkin', id))));
  return snaps.flatMap((snap) => {
    const title = events.find((e) => e.id === snap.id)?.titulo ?? snap.id;
    return readCheckinLists(snap.data())
      .filter((list) => list.id !== 'geral')
      .map((list) => ({ id: list.id, label: list.nome, description: title }));
  });
}
