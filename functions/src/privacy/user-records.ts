// Everything stored about one account, found by its uid: the reads that both the data export and
// the account deletion start from. Queries only by fields that have an index (single equality
// queries need none), and in pages of ids where a list of ids is asked for.
import type { DocumentSnapshot, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { MAIL_LOG } from '../mail/mail-log.ts';
import { orderDoc, ordersPlain } from '../store/documents.ts';

/** Firestore's `in` takes at most 30 values. */
const IN_LIMIT = 30;

export interface UserRecords {
  profile: DocumentSnapshot;
  orders: QueryDocumentSnapshot[];
  /** tickets the account holds now */
  heldTickets: QueryDocumentSnapshot[];
  /**
   * every ticket the account has a part in: held, bought in its orders (also when handed on), and
   * handed on by it after it received them (found through its transfer audit entries)
   */
  tickets: QueryDocumentSnapshot[];
  waitlist: QueryDocumentSnapshot[];
  contactMessages: QueryDocumentSnapshot[];
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function ticketsOfOrders(db: Firestore, orderIds: readonly string[]) {
  const pages = await Promise.all(
    chunks(orderIds, IN_LIMIT).map((ids) => db.collection('tickets').where('order_id', 'in', ids).get()),
  );
  return pages.flatMap((page) => page.docs);
}

/** Tickets this account transferred (the audit entry of each hand-over names the caller). */
async function ticketIdsTransferredBy(db: Firestore, uid: string): Promise<string[]> {
  const entries = await db.collection('audit_log').where('actor_uid', '==', uid).get();
  return entries.docs
    .map((entry) => String(entry.get('target') ?? ''))
    .filter((target) => target.startsWith('tickets/'))
    .map((target) => target.slice('tickets/'.length))
    .filter((id) => id !== '' && !id.includes('/'));
}

async function ticketsById(db: Firestore, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const snaps = await db.getAll(...ids.map((id) => db.doc(`tickets/${id}`)));
  return snaps.filter((snap): snap is QueryDocumentSnapshot => snap.exists);
}

export async function readUserRecords(db: Firestore, uid: string): Promise<UserRecords> {
  const [profile, orders, held, waitlist, contactMessages, transferredIds] = await Promise.all([
    db.doc(`profiles/${uid}`).get(),
    ordersPlain(db).where('user_id', '==', uid).get(),
    db.collection('tickets').where('user_id', '==', uid).get(),
    // The waiting list (another feature) keys its entries by `uid`.
    db.collection('waitlist').where('uid', '==', uid).get(),
    db.collection('contact_messages').where('user_id', '==', uid).get(),
    ticketIdsTransferredBy(db, uid),
  ]);
  const bought = await ticketsOfOrders(
    db,
    orders.docs.map((order) => order.id),
  );
  const known = new Map<string, QueryDocumentSnapshot>();
  for (const ticket of [...held.docs, ...bought]) known.set(ticket.id, ticket);
  for (const ticket of await ticketsById(
    db,
    [...new Set(transferredIds)].filter((id) => !known.has(id)),
  ))
    known.set(ticket.id, ticket);
  return {
    profile,
    orders: orders.docs,
    heldTickets: held.docs,
    tickets: [...known.values()],
    waitlist: waitlist.docs,
    contactMessages: contactMessages.docs,
  };
}

/** The e-mail log of each order (orders/{id}/emails), by order id. */
export async function mailLogsOf(
  db: Firestore,
  orderIds: readonly string[],
): Promise<Map<string, QueryDocumentSnapshot[]>> {
  const logs = new Map<string, QueryDocumentSnapshot[]>();
  for (const ids of chunks(orderIds, IN_LIMIT)) {
    const pages = await Promise.all(ids.map((id) => orderDoc(db, id).collection(MAIL_LOG).get()));
    ids.forEach((id, i) => logs.set(id, pages[i]!.docs));
  }
  return logs;
}

/**
 * Orders of other buyers whose tickets passed through this account (received by transfer): their
 * e-mail logs may hold messages sent to this user (the transfer's e-mail with the ticket).
 */
export function othersOrderIds(records: UserRecords): string[] {
  const own = new Set(records.orders.map((order) => order.id));
  const ids = records.tickets.map((ticket) => String(ticket.get('order_id') ?? ''));
  return [...new Set(ids)].filter((id) => id !== '' && !own.has(id));
}
