// Deletion of the admin content collections other than events and news: price tables, category
// tables (with their rows), category rows and home banners. Browsers may not delete them
// (firestore.rules), because a deleted document cannot say who deleted it: here the caller is
// known, and the audit entry commits in the same transaction as the deletion.
import type { Query } from 'firebase-admin/firestore';
import { tableInUseMessage } from '@gn/core/schemas/pricing-table';
import { db } from '../firebase.ts';
import { ApiError } from '../http/errors.ts';
import { diffDocuments } from '../audit/diff.ts';
import { addAuditEntry, labelOf } from '../audit/entry.ts';
import { ROWS_IN_TRANSACTION, deleteInBatches } from './delete-event.ts';
import { eventsCollection } from '../store/documents.ts';

interface ContentKind {
  notFound: string;
  /** The events field that lists the tables an event uses: deletion is refused while any does. */
  usedBy?: 'pricing_table_ids' | 'category_table_ids';
  /** The table's event_category_data rows (table_id == id) are deleted with it. */
  withRows?: boolean;
}

export const CONTENT_KINDS = {
  pricing_tables: { notFound: 'Tabela não encontrada', usedBy: 'pricing_table_ids' },
  category_tables: { notFound: 'Tabela não encontrada', usedBy: 'category_table_ids', withRows: true },
  event_category_data: { notFound: 'Registro não encontrado' },
  home_banners: { notFound: 'Banner não encontrado' },
} as const satisfies Record<string, ContentKind>;

export type ContentCollection = keyof typeof CONTENT_KINDS;

export const CONTENT_COLLECTIONS = Object.keys(CONTENT_KINDS) as ContentCollection[];

/**
 * Deletes one document (POST /api/admin/content/{collection}/:id/delete → 200 { id, deleted: true }).
 * 404 for an unknown id; 409 'Esta tabela está sendo usada por {n} evento(s) e não pode ser
 * excluída' for a table that events still use (the spec's rule, checked inside the transaction).
 */
export async function deleteContent(
  actor: { uid: string; email?: string | null },
  collection: ContentCollection,
  id: string,
): Promise<{ id: string; deleted: true }> {
  const kind: ContentKind = CONTENT_KINDS[collection];
  const ref = db().collection(collection).doc(id);
  const users = kind.usedBy ? eventsCollection(db()).where(kind.usedBy, 'array-contains', id).select() : null;
  const rows = kind.withRows
    ? db().collection('event_category_data').where('table_id', '==', id).select()
    : null;

  if (rows) await deleteRowsBeyondTransaction(ref.path, users, rows, kind.notFound);

  await db().runTransaction(async (tx) => {
    const [snapshot, using, inTransaction] = await Promise.all([
      tx.get(ref),
      users ? tx.get(users) : null,
      rows ? tx.get(rows.limit(ROWS_IN_TRANSACTION)) : null,
    ]);
    if (!snapshot.exists) throw new ApiError('not_found', kind.notFound);
    if (using && using.size > 0) throw new ApiError('conflict', tableInUseMessage(using.size));

    tx.delete(ref);
    for (const row of inTransaction?.docs ?? []) tx.delete(row.ref);
    await addAuditEntry(tx, {
      actorUid: actor.uid,
      actorEmail: actor.email ?? null,
      action: 'delete',
      target: `${collection}/${id}`,
      targetLabel: labelOf(snapshot.data()),
      changes: diffDocuments(snapshot.data(), undefined),
      source: 'function',
    });
  });
  return { id, deleted: true };
}

/**
 * A table with more rows than fit in one transaction: the extra rows go first, once the table is
 * known to exist and to be unused (harmless if the transaction then fails: they only describe it).
 */
async function deleteRowsBeyondTransaction(
  path: string,
  users: Query | null,
  rows: Query,
  notFound: string,
): Promise<void> {
  const all = await rows.get();
  if (all.size <= ROWS_IN_TRANSACTION) return;
  const [table, using] = await Promise.all([db().doc(path).get(), users?.get()]);
  if (!table.exists) throw new ApiError('not_found', notFound);
  if (using && using.size > 0) throw new ApiError('conflict', tableInUseMessage(using.size));
  await deleteInBatches(all.docs.slice(ROWS_IN_TRANSACTION).map((d) => d.ref));
}
