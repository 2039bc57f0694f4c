// The order page's e-mail reads and the resend: the log live from Firestore, the resend through
// the API (functions/src/api/admin/orders/resend-tickets.ts).
//
// The log is read straight from Firestore (rules: admins only, `orders/{id}/emails`) rather than
// through an API route: a listener shows the resend's line, and any e-mail the functions send
// while the page is open, the moment it is written, with no polling and no route to keep.
import { collection, onSnapshot, orderBy, query } from 'firebase/firestore';
import type { ResendTicketsAnswer } from '@gn/core/schemas/ticket-resend';
import { api } from '../../../lib/api';
import { getDb } from '../../../lib/firestore';
import { toEmailLogEntry, type EmailLogEntry } from './email-log-model';

/** Calls `onChange` with the order's e-mails, newest first, until the returned stop(). */
export function watchEmailLog(
  orderId: string,
  onChange: (entries: EmailLogEntry[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(collection(getDb(), 'orders', orderId, 'emails'), orderBy('em', 'desc')),
    (snap) => onChange(snap.docs.map((d) => toEmailLogEntry(d.id, d.data()))),
    onError,
  );
}

/** Mails the order's active tickets to the buyer's account e-mail; answers where they went. */
export function resendTickets(orderId: string) {
  return api<ResendTicketsAnswer>(`/api/admin/orders/${encodeURIComponent(orderId)}/resend-tickets`, {
    method: 'POST',
    timeoutMs: 30_000,
  });
}
