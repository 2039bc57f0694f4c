// Firestore reads and writes of the customer area, under the rules: every query filters
// user_id == uid (the rules can only prove ownership that way) and the profile update touches
// only nome, telefone and preferencias. Firestore Lite: one-off REST calls, no listeners.
import { toAccountTicket } from '../orders/order-view';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import type { Theme } from '@gn/core/visibility';
import { readOrder } from '@gn/core/stored/order';
import { readProfile } from '@gn/core/stored/profile';
import { newProfile } from '../session/profile';
import { db } from '../session/firestore-lite';
import type { SessionUser } from '../session/session';
import { LATEST_ORDERS_LIMIT, NEXT_EVENTS_LIMIT, type AccountOrder } from './account-model';
import type { AccountTicket } from '../orders/ticket-view';

export interface AccountPreferences {
  tema: Theme | null;
  notificacoes_email: boolean;
}

export interface AccountProfile {
  nome: string;
  email: string;
  /** '+55' + digits, or null */
  telefone: string | null;
  avatar_url: string | null;
  preferencias: AccountPreferences;
}

/**
 * The user's profile. A sign-up whose profile write failed left none: it is created here with
 * what the account knows (the sign-up code leaves that repair to the account area).
 */
export async function loadProfile(user: SessionUser): Promise<AccountProfile> {
  const ref = doc(db, 'profiles', user.uid);
  const snap = await getDoc(ref);
  if (!snap.exists()) {
    const fallbackName = user.displayName?.trim() || (user.email ?? '').split('@')[0] || 'Cliente';
    const created = newProfile(user.uid, fallbackName, user.email ?? '', null);
    await setDoc(ref, { ...created, created_at: serverTimestamp() });
    return { ...created, avatar_url: null };
  }
  const profile = readProfile(snap.data());
  return {
    nome: profile.nome || (user.displayName ?? ''),
    email: profile.email || (user.email ?? ''),
    telefone: profile.telefone,
    avatar_url: profile.avatar_url,
    preferencias: profile.preferencias,
  };
}

export async function saveProfile(
  uid: string,
  changes: { nome: string; telefone: string | null },
): Promise<void> {
  await updateDoc(doc(db, 'profiles', uid), changes);
}

export async function savePreferences(uid: string, preferencias: AccountPreferences): Promise<void> {
  await updateDoc(doc(db, 'profiles', uid), { preferencias });
}

function toOrder(snap: QueryDocumentSnapshot<DocumentData>): AccountOrder {
  const order = readOrder(snap.data());
  return {
    id: snap.id,
    status: order.status ?? '',
    total: order.total,
    created_at: order.created_at ?? new Date(Number.NaN),
  };
}

// One reading of a ticket document for the account and the checkout's success page.
const toTicket = (snap: QueryDocumentSnapshot<DocumentData>): AccountTicket =>
  toAccountTicket(snap.id, snap.data());

/** The latest orders, newest first. */
export async function latestOrders(uid: string): Promise<AccountOrder[]> {
  const q = query(
    collection(db, 'orders'),
    where('user_id', '==', uid),
    orderBy('created_at', 'desc'),
    limit(LATEST_ORDERS_LIMIT),
  );
  return (await getDocs(q)).docs.map(toOrder);
}

// Active tickets are one per person: read enough of them to fill NEXT_EVENTS_LIMIT grouped rows.
const NEXT_TICKETS_READ = 60;

/** Active tickets of events that have not started yet, soonest first. */
export async function upcomingTickets(uid: string, now: Date): Promise<AccountTicket[]> {
  const q = query(
    collection(db, 'tickets'),
    where('user_id', '==', uid),
    where('status', '==', 'ativo'),
    where('evento.data_inicio', '>=', Timestamp.fromDate(now)),
    orderBy('evento.data_inicio', 'asc'),
    limit(Math.max(NEXT_TICKETS_READ, NEXT_EVENTS_LIMIT)),
  );
  return (await getDocs(q)).docs.map(toTicket);
}

/** All the user's tickets, newest first. */
export async function userTickets(uid: string): Promise<AccountTicket[]> {
  const q = query(collection(db, 'tickets'), where('user_id', '==', uid), orderBy('created_at', 'desc'));
  return (await getDocs(q)).docs.map(toTicket);
}
