// The waiting-list screen's reads and its one write. Reads: the event's title, the settings
// (`waitlists/{eventId}`), the entries in arrival order (at most WAITLIST_READ_LIMIT) and the summary
// as aggregation queries over the whole list (firestore.rules: admins read both collections;
// index event_id + created_at in firestore.indexes.json). Write: PATCH /api/admin/waitlist/{eventId}
// (functions/src/api/admin/waitlist.ts, audited). Loaded with import() by the page.
import {
  collection,
  count,
  getAggregateFromServer,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  sum,
  where,
  type DocumentData,
} from 'firebase/firestore';
import type { WaitlistSettingsInput } from '@gn/core/schemas/waitlist';
import { api } from '../../../lib/api';
import { getDb, readDoc } from '../../../lib/firestore';
import { readEvent } from '@gn/core/stored/event';
import { readWaitlistEntry } from '@gn/core/stored/waitlist';
import {
  settingsFromDoc,
  WAITLIST_READ_LIMIT,
  type WaitlistRow,
  type WaitlistSettings,
  type WaitlistSummary,
} from './waitlist-model';

export type WaitlistScreen = {
  title: string;
  settings: WaitlistSettings;
  rows: WaitlistRow[];
  /** more entries exist than the rows read */
  truncated: boolean;
  summary: WaitlistSummary;
};

function toRow(id: string, data: DocumentData): WaitlistRow {
  const entry = readWaitlistEntry(data);
  return {
    id,
    nome: entry.nome,
    email: entry.email,
    quantidade: entry.quantidade,
    estado: entry.estado,
    createdAt: entry.created_at,
    oferta: entry.oferta && { quantidade: entry.oferta.quantidade, expiraEm: entry.oferta.expira_em },
    orderId: entry.order_id,
  };
}

async function loadSummary(eventId: string): Promise<WaitlistSummary> {
  const entries = collection(getDb(), 'waitlist');
  const inState = (estado: string) =>
    query(entries, where('event_id', '==', eventId), where('estado', '==', estado));
  const [waiting, offered, bought] = await Promise.all([
    getCountFromServer(inState('aguardando')),
    getCountFromServer(inState('convidado')),
    // What the 'comprou' offers held (WaitlistSummary.ticketsSold says why that figure).
    getAggregateFromServer(inState('comprou'), { n: count(), tickets: sum('oferta.quantidade') }),
  ]);
  return {
    waiting: waiting.data().count,
    offered: offered.data().count,
    bought: bought.data().n,
    ticketsSold: bought.data().tickets ?? 0,
  };
}

/** Everything the screen shows, or null when the event does not exist. */
export async function loadWaitlistScreen(eventId: string): Promise<WaitlistScreen | null> {
  const entriesQuery = query(
    collection(getDb(), 'waitlist'),
    where('event_id', '==', eventId),
    orderBy('created_at', 'asc'),
    limit(WAITLIST_READ_LIMIT + 1),
  );
  const [title, settings, snap, summary] = await Promise.all([
    readDoc('events', eventId, (_id, data) => readEvent(data).titulo || eventId),
    readDoc('waitlists', eventId, (_id, data) => data),
    getDocs(entriesQuery),
    loadSummary(eventId),
  ]);
  if (title === null) return null;
  const docs = snap.docs.slice(0, WAITLIST_READ_LIMIT);
  return {
    title,
    settings: settingsFromDoc(settings),
    rows: docs.map((d) => toRow(d.id, d.data())),
    truncated: snap.docs.length > WAITLIST_READ_LIMIT,
    summary,
  };
}

/** Pauses the list or sets the hold time; the answer is the settings now. */
export async function saveWaitlistSettings(
  eventId: string,
  body: WaitlistSettingsInput,
): Promise<WaitlistSettings> {
  const answer = await api<{ pausada: boolean; reserva_minutos: number | null }>(
    `/api/admin/waitlist/${encodeURIComponent(eventId)}`,
    { method: 'PATCH', json: body },
  );
  return settingsFromDoc(answer);
}
