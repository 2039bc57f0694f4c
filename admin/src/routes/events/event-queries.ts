// Firestore reads and writes of the events screens, and the admin functions they call.
// Event documents are written by the browser under firestore.rules (admin claim, shape checks,
// updated_by = the writer); stock and deletion go through functions.
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
  updateDoc,
} from 'firebase/firestore';
import { boxOfficeFieldsOf, type EventDocFields } from '@gn/core/schemas/event';
import { readCategoryTable, readEventStock, readPricingTable } from '@gn/core/stored/content';
import { readEvent } from '@gn/core/stored/event';
import type { PricingItem } from '@gn/core/stored/content';
import { duplicateSlug, duplicateTitle } from '@gn/core/slug';
import { api } from '../../lib/api';
import { auth } from '../../lib/firebase';
import { byName } from '../../lib/by-name';
import { getDb, isSlugTaken, readDocsById } from '../../lib/firestore';
import { requireUid } from '../../lib/require-uid';

export type EventRecord = EventDocFields & { id: string; created_at: Date | null; updated_at: Date | null };

export type StockRecord = {
  total: number;
  disponivel: number;
  /** tickets reserved or sold per lote id (written by the functions) */
  lotes_vendidos: Record<string, number>;
};

export type TableOption = { id: string; nome: string; publicada: boolean };

/** A price table of the checklist with its options, which the lotes price. */
export type PricingTableOption = TableOption & { itens: PricingItem[] };

/** `events/{id}` → what the events screens edit: core's reader, the box office with its defaults. */
function toEventRecord(id: string, data: Record<string, unknown>): EventRecord {
  const event = readEvent(data);
  return {
    ...event,
    id,
    capa_url: event.capa_url || null,
    data_inicio: event.data_inicio ?? new Date(Number.NaN),
    // Only a published event is on sale; a stored value the admin cannot name reads as a draft.
    status: event.status ?? 'rascunho',
    status_inscricoes: event.status_inscricoes ?? 'abertas',
    ...boxOfficeFieldsOf(event),
  };
}

function toStock(data: Record<string, unknown> | undefined): StockRecord | null {
  if (!data) return null;
  const { total, disponivel, lotes_vendidos } = readEventStock(data);
  return { total, disponivel, lotes_vendidos };
}

/** Every event, newest start first, with its stock (event_stock is public and small). */
export async function listEvents(): Promise<{ events: EventRecord[]; stock: Map<string, StockRecord> }> {
  const db = getDb();
  const [events, stocks] = await Promise.all([
    getDocs(query(collection(db, 'events'), orderBy('data_inicio', 'desc'))),
    getDocs(collection(db, 'event_stock')),
  ]);
  const stock = new Map<string, StockRecord>();
  for (const s of stocks.docs) {
    const value = toStock(s.data());
    if (value) stock.set(s.id, value);
  }
  return { events: events.docs.map((d) => toEventRecord(d.id, d.data())), stock };
}

/**
 * The first `count` events with their stock: what the list shows first, fast with thousands of
 * events, while listEvents() loads everything for search and filters.
 */
export async function listFirstEvents(
  count: number,
): Promise<{ events: EventRecord[]; stock: Map<string, StockRecord> }> {
  const db = getDb();
  const events = await getDocs(query(collection(db, 'events'), orderBy('data_inicio', 'desc'), limit(count)));
  const stocks = await readDocsById(
    'event_stock',
    events.docs.map((d) => d.id),
    (id, data) => [id, toStock(data)] as const,
  );
  const stock = new Map<string, StockRecord>();
  for (const [id, value] of stocks) if (value) stock.set(id, value);
  return { events: events.docs.map((d) => toEventRecord(d.id, d.data())), stock };
}

export async function loadEvent(
  id: string,
): Promise<{ event: EventRecord; stock: StockRecord | null } | null> {
  const db = getDb();
  const [snap, stockSnap] = await Promise.all([
    getDoc(doc(db, 'events', id)),
    getDoc(doc(db, 'event_stock', id)),
  ]);
  if (!snap.exists()) return null;
  return { event: toEventRecord(snap.id, snap.data()), stock: toStock(stockSnap.data()) };
}

/** True when another event (not `exceptId`) already uses the slug. */
export function isEventSlugTaken(slug: string, exceptId: string | null): Promise<boolean> {
  return isSlugTaken('events', slug, exceptId);
}

/** Price tables (with their options, for the lotes) and category tables for the form, by name. */
export async function listTableOptions(): Promise<{
  pricing: PricingTableOption[];
  category: TableOption[];
}> {
  const db = getDb();
  const [pricing, category] = await Promise.all([
    getDocs(collection(db, 'pricing_tables')),
    getDocs(collection(db, 'category_tables')),
  ]);
  return {
    pricing: byName(
      pricing.docs.map((d) => {
        const table = readPricingTable(d.data());
        return { id: d.id, nome: table.nome || d.id, publicada: table.publicada, itens: table.itens };
      }),
    ),
    category: byName(
      category.docs.map((d) => {
        const table = readCategoryTable(d.data());
        return { id: d.id, nome: table.nome || d.id, publicada: table.publicada };
      }),
    ),
  };
}

/** Creates (id null) or updates an event document; returns its id. created_at is kept on update. */
export async function saveEventDoc(id: string | null, fields: EventDocFields): Promise<string> {
  const db = getDb();
  const updated_by = requireUid(auth.currentUser?.uid);
  if (id) {
    await updateDoc(doc(db, 'events', id), { ...fields, updated_at: serverTimestamp(), updated_by });
    return id;
  }
  const ref = doc(collection(db, 'events'));
  await setDoc(ref, { ...fields, created_at: serverTimestamp(), updated_at: serverTimestamp(), updated_by });
  return ref.id;
}

/** The stock total through the admin function (the browser never writes event_stock). */
export function setEventStock(
  id: string,
  total: number,
): Promise<StockRecord & { vendidos_ou_reservados: number }> {
  return api(`/api/admin/events/${encodeURIComponent(id)}/stock`, { method: 'POST', json: { total } });
}

/** Deletion through the admin function: refused (409) when the event has sales. */
export async function deleteEvent(id: string): Promise<void> {
  await api(`/api/admin/events/${encodeURIComponent(id)}/delete`, { method: 'POST' });
}

/** The saved event as a new draft (' (Cópia)', '-copia-{timestamp}') with the same stock total. */
export async function duplicateEvent(id: string, now = Date.now()): Promise<string> {
  const loaded = await loadEvent(id);
  if (!loaded) throw new Error('Evento não encontrado');
  const { event, stock } = loaded;
  const { id: _id, created_at: _c, updated_at: _u, ...fields } = event;
  const copyId = await saveEventDoc(null, {
    ...fields,
    titulo: duplicateTitle(fields.titulo),
    slug: duplicateSlug(fields.slug, now),
    status: 'rascunho',
  });
  await setEventStock(copyId, stock?.total ?? 0);
  return copyId;
}
