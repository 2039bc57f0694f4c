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

function toDate(value: unknown): Date {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof Date) return value;
  return new Date(typeof value === 'string' || typeof value === 'number' ? value : Number.NaN);
}

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const centavos = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

function toPreferences(value: unknown): AccountPreferences {
  const p = (value ?? {}) as { tema?: unknown; notificacoes_email?: unknown };
  return {
    tema: p.tema === 'gn-dark' || p.tema === 'gn-light' ? p.tema : null,
    notificacoes_email: p.notificacoes_email !== false,
  };
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
  const d = snap.data();
  return {
    nome: text(d.nome, user.displayName ?? ''),
    email: text(d.email, user.email ?? ''),
    telefone: textOrNull(d.telefone),
    avatar_url: textOrNull(d.avatar_url),
    preferencias: toPreferences(d.preferencias),
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
  const d = snap.data();
  return { id: snap.id, status: text(d.status), total: centavos(d.total), created_at: toDate(d.created_at) };
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
