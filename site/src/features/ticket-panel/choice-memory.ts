// The buyer's choice survives the trip to /entrar: an anonymous buyer who chose a type and
// quantities finds them chosen again when sign-in brings them back to the event (per tab).
const KEY = 'gn-ticket-choice';

export interface Choice {
  eventId: string;
  tableId: string;
  /** quantities by option key ('tableId/itemId') */
  quantities: Record<string, number>;
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
    const quantities: Record<string, number> = {};
    for (const [key, n] of Object.entries(value.quantities ?? {})) {
      if (Number.isInteger(n) && n > 0) quantities[key] = n;
    }
    return { eventId, tableId: value.tableId, quantities };
  } catch {
    return null;
  }
}
