// Firestore is only imported through dynamic import() (see routes/dashboard), so its SDK
// lands in a lazily loaded chunk instead of the entry bundle.
import {
  collection,
  connectFirestoreEmulator,
  doc,
  documentId,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { config } from '../config';
import { firebaseApp } from './firebase';

let db: Firestore | null = null;

export function getDb(): Firestore {
  if (db) return db;
  db = getFirestore(firebaseApp);
  if (config.firestoreEmulator) {
    connectFirestoreEmulator(db, config.firestoreEmulator.host, config.firestoreEmulator.port);
  }
  return db;
}

/** A stored document as a screen's record (`map` shapes the raw data). */
export type DocMapper<T> = (id: string, data: DocumentData) => T;

/** One document through its mapper, or null when it does not exist. */
export async function readDoc<T>(path: string, id: string, map: DocMapper<T>): Promise<T | null> {
  const snap = await getDoc(doc(getDb(), path, id));
  return snap.exists() ? map(snap.id, snap.data()) : null;
}

/** A whole (small) collection through its mapper, in the query's order when one is given. */
export async function readCollection<T>(
  path: string,
  map: DocMapper<T>,
  order?: { field: string; direction: 'asc' | 'desc' },
): Promise<T[]> {
  const ref = collection(getDb(), path);
  const snap = await getDocs(order ? query(ref, orderBy(order.field, order.direction)) : ref);
  return snap.docs.map((d) => map(d.id, d.data()));
}

/** Firestore's limit of values in one 'in' filter. */
export const IN_LIMIT = 30;

/** `values` in runs of at most `size` (one 'in' query each). */
export function inChunks<T>(values: readonly T[], size = IN_LIMIT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

/**
 * The documents of `path` with these ids (missing ones are left out), through a couple of 'in'
 * queries instead of one read per id.
 */
export async function readDocsById<T>(path: string, ids: readonly string[], map: DocMapper<T>): Promise<T[]> {
  const unique = [...new Set(ids.filter(Boolean))];
  const snaps = await Promise.all(
    inChunks(unique).map((part) =>
      getDocs(query(collection(getDb(), path), where(documentId(), 'in', part))),
    ),
  );
  return snaps.flatMap((snap) => snap.docs.map((d) => map(d.id, d.data())));
}

/** True when a document other than `exceptId` already uses the slug (events and news). */
export async function isSlugTaken(path: string, slug: string, exceptId: string | null): Promise<boolean> {
  const snap = await getDocs(query(collection(getDb(), path), where('slug', '==', slug), limit(2)));
  return snap.docs.some((d) => d.id !== exceptId);
}
