// Tickets left, read live from the public `event_stock/{eventId}` document through Firestore's REST
// API: one small fetch, no Firebase SDK on the page. The static page is not rebuilt when a ticket
// sells, so this read, not the build, is what the buyer sees.
import { firestoreRestBase } from '../../lib/public-config';
import { disponivelFromRest } from './ticket-panel';

/** `disponivel` now, or null when it cannot be read (offline, missing document, rules). */
export async function fetchDisponivel(eventId: string, signal?: AbortSignal): Promise<number | null> {
  const response = await fetch(`${firestoreRestBase()}/event_stock/${encodeURIComponent(eventId)}`, {
    signal,
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return null;
  return disponivelFromRest(await response.json());
}
