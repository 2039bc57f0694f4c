// Tickets left, read live from the public `event_stock/{eventId}` document through Firestore's REST
// API: one small fetch, no Firebase SDK on the page. The static page is not rebuilt when a ticket
// sells, so this read, not the build, is what the buyer sees.
import { firestoreRestBase } from '../../lib/public-config';
import { stockFromRest, UNKNOWN_STOCK, type StockFigures } from './ticket-panel';

/** The figures now (tickets left, the meia-entrada quota), unknown when they cannot be read. */
export async function fetchStock(eventId: string, signal?: AbortSignal): Promise<StockFigures> {
  const response = await fetch(`${firestoreRestBase()}/event_stock/${encodeURIComponent(eventId)}`, {
    signal,
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return UNKNOWN_STOCK;
  return stockFromRest(await response.json());
}
