// The virtual queue on the buyer's side: where the queue page is, and the admission it hands to
// the checkout (kept per tab in sessionStorage until it expires; the server checks it anyway).
export { QUEUE_ADMISSION_CODE as QUEUE_REQUIRED_CODE } from '@gn/core/virtual-queue';

const KEY = 'gn-queue-admission';

export function queuePath(eventId: string): string {
  return `/fila?evento=${encodeURIComponent(eventId)}`;
}

interface Stored {
  eventId: string;
  token: string;
  expiresAt: number;
}

export function saveAdmission(eventId: string, token: string, expiresAt: Date): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ eventId, token, expiresAt: expiresAt.getTime() }));
  } catch {
    /* storage disabled: the checkout is refused and sends the buyer back to the queue page */
  }
}

/** The tab's admission for `eventId`, or null (none, another event's, or expired). */
export function admissionFor(eventId: string | undefined, now = Date.now()): string | null {
  if (!eventId) return null;
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Stored> | null;
    if (!stored || stored.eventId !== eventId || typeof stored.token !== 'string') return null;
    return typeof stored.expiresAt === 'number' && stored.expiresAt > now ? stored.token : null;
  } catch {
    return null;
  }
}
