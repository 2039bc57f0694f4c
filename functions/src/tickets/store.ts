// Reads of orders and tickets for the PDF and the e-mail, through core's readers (store/documents.ts).
import type { Firestore } from 'firebase-admin/firestore';
import type { StoredOrder } from '@gn/core/stored/order';
import type { StoredTicket } from '@gn/core/stored/ticket';
import type { WithId } from '@gn/core/stored/fields';
import { orderRef, ticketRef, ticketsCollection } from '../store/documents.ts';

export async function loadOrder(db: Firestore, orderId: string): Promise<WithId<StoredOrder> | null> {
  const order = (await orderRef(db, orderId).get()).data();
  return order ? { ...order, id: orderId } : null;
}

export async function loadTicket(db: Firestore, ticketId: string): Promise<WithId<StoredTicket> | null> {
  const ticket = (await ticketRef(db, ticketId).get()).data();
  return ticket ? { ...ticket, id: ticketId } : null;
}

/** Ticket ids are `{orderId}-{n}`: order them by n, so that 10 comes after 9. */
function ticketNumber(ticket: { id: string }): number {
  return Number(/-(\d+)$/.exec(ticket.id)?.[1] ?? 0);
}

/** The order's tickets in issue order (single-field query on `order_id`: no composite index). */
export async function ticketsOfOrder(db: Firestore, orderId: string): Promise<WithId<StoredTicket>[]> {
  const snap = await ticketsCollection(db).where('order_id', '==', orderId).get();
  return snap.docs
    .map((doc) => ({ ...doc.data(), id: doc.id }))
    .sort((a, b) => ticketNumber(a) - ticketNumber(b));
}

/** Statuses whose ticket still admits someone (or did): only these get a printable PDF. */
export const PRINTABLE_TICKET_STATUSES: readonly StoredTicket['status'][] = ['ativo', 'usado'];

/** Printable: its status admits (or did), and it holds its signed code (a damaged one does not). */
export function isPrintable(ticket: Pick<StoredTicket, 'status' | 'qr_code'>): boolean {
  return PRINTABLE_TICKET_STATUSES.includes(ticket.status) && ticket.qr_code !== null;
}

/**
 * A ticket the order's buyer still holds and that still admits someone: what the reminder and the
 * admin's resend mail. A ticket transferred to another person has a new QR code that only its new
 * holder may get (its `user_id` is theirs, or null when they have no account).
 */
export function isActiveForBuyer(
  ticket: Pick<StoredTicket, 'status' | 'user_id' | 'qr_code'>,
  buyerUid: string,
): boolean {
  return ticket.status === 'ativo' && ticket.user_id === buyerUid && ticket.qr_code !== null;
}
