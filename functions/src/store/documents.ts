// The one place the functions name the paths of the stored documents they read (orders, events,
// tickets, profiles): each reference reads through core's reader (core/src/stored), so a read
// document is typed and tolerant, never cast. Writes keep plain data (update(), set()): the
// converters pass it through, and the …Doc() references carry no converter at all for set().
import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  Firestore,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { readEvent, type StoredEvent } from '@gn/core/stored/event';
import { readOrder, type StoredOrder } from '@gn/core/stored/order';
import { readProfile, type StoredProfile } from '@gn/core/stored/profile';
import { readTicket, type StoredTicket } from '@gn/core/stored/ticket';

export const ORDERS = 'orders';
export const EVENTS = 'events';
export const TICKETS = 'tickets';
export const PROFILES = 'profiles';

/** Reads with `read`; writes what it is given, as it is given. */
function converter<T>(read: (data: unknown) => T): FirestoreDataConverter<T, DocumentData> {
  return {
    fromFirestore: (snap: QueryDocumentSnapshot) => read(snap.data()),
    toFirestore: (data) => data as DocumentData,
  };
}

// Exported for queries whose select() drops the type (the converter itself stays on the query).
export const orderConverter = converter(readOrder);
export const eventConverter = converter(readEvent);
export const ticketConverter = converter(readTicket);
export const profileConverter = converter(readProfile);

export type OrderRef = DocumentReference<StoredOrder, DocumentData>;
export type EventRef = DocumentReference<StoredEvent, DocumentData>;
export type TicketRef = DocumentReference<StoredTicket, DocumentData>;
export type ProfileRef = DocumentReference<StoredProfile, DocumentData>;

export function ordersCollection(firestore: Firestore): CollectionReference<StoredOrder, DocumentData> {
  return firestore.collection(ORDERS).withConverter(orderConverter);
}

export function orderRef(firestore: Firestore, id: string): OrderRef {
  return ordersCollection(firestore).doc(id);
}

/** `orders/{id}` without a reader: for set() of a whole new document. */
export function orderDoc(firestore: Firestore, id: string): DocumentReference {
  return firestore.collection(ORDERS).doc(id);
}

/** The orders collection without a reader (for code that still reads fields by path). */
export function ordersPlain(firestore: Firestore): CollectionReference {
  return firestore.collection(ORDERS);
}

export function eventsCollection(firestore: Firestore): CollectionReference<StoredEvent, DocumentData> {
  return firestore.collection(EVENTS).withConverter(eventConverter);
}

export function eventRef(firestore: Firestore, id: string): EventRef {
  return eventsCollection(firestore).doc(id);
}

/** `events/{id}` without a reader: for deletes and audit diffs of the raw document. */
export function eventDoc(firestore: Firestore, id: string): DocumentReference {
  return firestore.collection(EVENTS).doc(id);
}

export function ticketsCollection(firestore: Firestore): CollectionReference<StoredTicket, DocumentData> {
  return firestore.collection(TICKETS).withConverter(ticketConverter);
}

export function ticketRef(firestore: Firestore, id: string): TicketRef {
  return ticketsCollection(firestore).doc(id);
}

/** `tickets/{id}` without a reader (tickets/store.ts still maps the raw document). */
export function ticketDoc(firestore: Firestore, id: string): DocumentReference {
  return firestore.collection(TICKETS).doc(id);
}

/** The tickets collection without a reader. */
export function ticketsPlain(firestore: Firestore): CollectionReference {
  return firestore.collection(TICKETS);
}

export function profilesCollection(firestore: Firestore): CollectionReference<StoredProfile, DocumentData> {
  return firestore.collection(PROFILES).withConverter(profileConverter);
}

export function profileRef(firestore: Firestore, uid: string): ProfileRef {
  return profilesCollection(firestore).doc(uid);
}
