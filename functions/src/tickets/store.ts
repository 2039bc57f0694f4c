// Reads of orders and tickets for the PDF and the e-mail, as core's plain types (Timestamp → Date).
// Still the raw documents (the templates take core's Order and Ticket); paths from store/.
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { Order } from '@gn/core/order';
import type { Ticket } from '@gn/core/stored/ticket';
import type { WithId } from '@gn/core/stored/fields';
import { orderDoc, ticketDoc, ticketsPlain } from '../store/documents.ts';

/** Every Firestore Timestamp inside a value (nested maps and arrays too) becomes a Date. */
export function withDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withDates(v)]));
  }
  return value;
}

function fromSnap<T>(snap: DocumentSnapshot): WithId<T> | null {
  if (!snap.exists) return null;
  return { ...(withDates(snap.data()) as T), id: snap.id };
}

export async function loadOrder(db: Firestore, orderId: string): Promise<WithId<Order> | null> {
  return fromSnap<Order>(await orderDoc(db, orderId).get());
}

export async function loadTicket(db: Firestore, ticketId: string): Promise<WithId<Ticket> | null> {
  return fromSnap<Ticket>(await ticketDoc(db, ticketId).get());
}

/** Ticket ids are `{orderId}-{n}`: order them by n, so that 10 comes after 9. */
function ticketNumber(ticket: { id: string }): number {
  return Number(/-(\d+)$/.exec(ticket.id)?.[1] ?? 0);
}

/** The order's tickets in issue order (single-field query on `order_id`: no composite index). */
export async function ticketsOfOrder(db: Firestore, orderId: string): Promise<WithId<Ticket>[]> {
  const snap = await ticketsPlain(db).where('order_id', '==', orderId).get();
  return snap.docs.map((doc) => fromSnap<Ticket>(doc)!).sort((a, b) => ticketNumber(a) - ticketNumber(b));
}

/** Statuses whose ticket still admits someone (or did): only these get a printable PDF. */
export const PRINTABLE_TICKET_STATUSES: readonly Ticket['status'][] = ['ativo', 'usado'];

export function isPrintable(ticket: Pick<Ticket, 'status'>): boolean {
  return PRINTABLE_TICKET_STATUSES.includes(ticket.status);
}

/**
 * A ticket the order's buyer still holds and that still admits someone: what the reminder and the
 * admin's resend mail. A ticket transferred to another person has a new QR code that only its new
 * holder may get (its `user_id` is theirs, or null when they have no account).
 */
export function isActiveForBuyer(ticket: Pick<Ticket, 'status' | 'user_id'>, buyerUid: string): boolean {
  return ticket.status === 'ativo' && ticket.user_id === buyerUid;
}
