// The buyer's choice survives the trip to /entrar: an anonymous buyer who chose a type and an
// option finds them chosen again when sign-in brings them back to the event (per tab).
const KEY = 'gn-ticket-choice';

export interface Choice {
  eventId: string;
  tableId: string;
  itemId: string | null;
}

export function rememberChoice(choice: Choice): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(choice));
  } catch {
    /* storage disabled: the choice is simply not restored */
  }
}

/** The remembered choice for this event (removed once read), or null. */
export function takeChoice(eventId: string): Choice | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Choice>;
    if (value.eventId !== eventId || typeof value.tableId !== 'string') return null;
    sessionStorage.removeItem(KEY);
    return {
      eventId,
      tableId: value.tableId,
      itemId: typeof value.itemId === 'string' ? value.itemId : null,
    };
  } catch {
    return null;
  }
}
