// Firestore reads and writes of the category-table screens (loaded with import()). Writes are
// stamped with updated_by (audit log); deletions go through the admin function.
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import type { CategoryTableFormValues } from '@gn/core/schemas/category-table';
import type { CategoryColumn } from '@gn/core/stored/content';
import { readCategoryRow, readCategoryTable } from '@gn/core/stored/content';
import { deleteAuditedContent, saveAuditedDoc, stamp } from '../../lib/audited-content';
import { byName } from '../../lib/by-name';
import { getDb, readDoc, readCollection } from '../../lib/firestore';
import { eventsUsingTable, type TableEventRef } from '../../lib/table-usage';
import { sortRows, structureValuesToDoc } from './category-model';

export type { TableEventRef };

export type CategoryTableRow = {
  id: string;
  nome: string;
  descricao: string | null;
  publicada: boolean;
  colunas: CategoryColumn[];
};

export type CategoryDataRow = {
  id: string;
  table_id: string;
  event_id: string;
  linha_ordem: number;
  dados: Record<string, string>;
};

function toTable(id: string, data: Record<string, unknown>): CategoryTableRow {
  const { nome, descricao, publicada, colunas } = readCategoryTable(data);
  return { id, nome, descricao, publicada, colunas };
}

function toDataRow(id: string, data: Record<string, unknown>): CategoryDataRow {
  const { table_id, event_id, linha_ordem, dados } = readCategoryRow(data);
  return { id, table_id, event_id, linha_ordem, dados };
}

export async function listCategoryTables(): Promise<CategoryTableRow[]> {
  return byName(await readCollection('category_tables', toTable));
}

export function getCategoryTable(id: string): Promise<CategoryTableRow | null> {
  return readDoc('category_tables', id, toTable);
}

export function eventsUsingCategoryTable(tableId: string): Promise<TableEventRef[]> {
  return eventsUsingTable('category_table_ids', tableId);
}

/** Creates (id null) or updates the structure in one write (columns are embedded). */
export async function saveCategoryStructure(
  id: string | null,
  values: CategoryTableFormValues,
): Promise<string> {
  return saveAuditedDoc('category_tables', id, structureValuesToDoc(values));
}

/**
 * Rows of a table, for one event or all of them, by linha_ordem. Equality filters only (sorted
 * here), so no composite index is needed.
 */
export async function listCategoryRows(tableId: string, eventId?: string): Promise<CategoryDataRow[]> {
  const rows = collection(getDb(), 'event_category_data');
  const q = eventId
    ? query(rows, where('table_id', '==', tableId), where('event_id', '==', eventId))
    : query(rows, where('table_id', '==', tableId));
  const snapshot = await getDocs(q);
  return sortRows(snapshot.docs.map((d) => toDataRow(d.id, d.data())));
}

/**
 * Writes the whole row document (setDoc, not a field-path update: the `dados` keys of
 * subdivisions contain a dot). Returns the row id.
 */
export async function saveCategoryRow(
  row: Omit<CategoryDataRow, 'id'> & { id: string | null },
): Promise<string> {
  const db = getDb();
  const ref =
    row.id === null ? doc(collection(db, 'event_category_data')) : doc(db, 'event_category_data', row.id);
  await setDoc(ref, {
    table_id: row.table_id,
    event_id: row.event_id,
    linha_ordem: row.linha_ordem,
    dados: row.dados,
    updated_at: serverTimestamp(),
    ...stamp(),
  });
  return ref.id;
}

export async function deleteCategoryRow(id: string): Promise<void> {
  await deleteAuditedContent('event_category_data', id);
}

/** Swaps the linha_ordem of two rows in one batch. */
export async function swapRowOrder(a: CategoryDataRow, b: CategoryDataRow): Promise<void> {
  const db = getDb();
  const batch = writeBatch(db);
  const stamped = { updated_at: serverTimestamp(), ...stamp() };
  batch.update(doc(db, 'event_category_data', a.id), { linha_ordem: b.linha_ordem, ...stamped });
  batch.update(doc(db, 'event_category_data', b.id), { linha_ordem: a.linha_ordem, ...stamped });
  await batch.commit();
}

/** Titles of events by id (for the 'Evento' column); unknown ids are left out. */
export async function eventTitles(ids: readonly string[]): Promise<Map<string, string>> {
  const db = getDb();
  const unique = [...new Set(ids)];
  const snapshots = await Promise.all(unique.map((id) => getDoc(doc(db, 'events', id))));
  const titles = new Map<string, string>();
  for (const s of snapshots) if (s.exists()) titles.set(s.id, String(s.data().titulo ?? s.id));
  return titles;
}

/**
 * Deletes a table and its rows through the admin function, which refuses (409, 'Esta tabela está
 * sendo usada por {n} evento(s) e não pode ser excluída') while events use it.
 */
export async function deleteCategoryTable(id: string): Promise<void> {
  await deleteAuditedContent('category_tables', id);
}
