// Writes to the audited content collections (price and category tables, category rows, banners):
// firestore.rules require every create and update to carry `updated_by` = the writer's uid (the
// audit trigger names it as the author), and deny browser deletes, which go through the admin
// function so that audit_log knows who deleted what.
import { addDoc, collection, doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { api } from './api';
import { auth } from './firebase';
import { getDb } from './firestore';
import { requireUid } from './require-uid';

export type AuditedContentCollection =
  'pricing_tables' | 'category_tables' | 'event_category_data' | 'home_banners';

/** The stamp to spread into every create and update of an audited document. */
export function stamp(): { updated_by: string } {
  return { updated_by: requireUid(auth.currentUser?.uid) };
}

/** Creates (id null) or updates a stamped document with its timestamps; returns its id. */
export async function saveAuditedDoc(
  name: AuditedContentCollection,
  id: string | null,
  fields: Record<string, unknown>,
): Promise<string> {
  const db = getDb();
  const stamped = { ...fields, ...stamp() };
  if (id === null) {
    const ref = await addDoc(collection(db, name), {
      ...stamped,
      created_at: serverTimestamp(),
      updated_at: serverTimestamp(),
    });
    return ref.id;
  }
  await updateDoc(doc(db, name, id), { ...stamped, updated_at: serverTimestamp() });
  return id;
}

/**
 * POST /api/admin/content/{collection}/{id}/delete. Throws an ApiError with the server's pt-BR
 * message, e.g. 'Esta tabela está sendo usada por 2 evento(s) e não pode ser excluída'.
 */
export async function deleteAuditedContent(collection: AuditedContentCollection, id: string): Promise<void> {
  await api(`/api/admin/content/${collection}/${encodeURIComponent(id)}/delete`, { method: 'POST' });
}
