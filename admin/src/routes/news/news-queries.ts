// Firestore reads and writes of the news screens. News documents are written by the browser under
// firestore.rules (admin claim, shape, autor_id, publicado_em rules, updated_by = the writer);
// deletion goes through the admin function so that the audit log knows who deleted.
import { Timestamp, collection, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { duplicateSlug, duplicateTitle } from '@gn/core/slug';
import type { NewsDoc } from '@gn/core/stored/content';
import { api } from '../../lib/api';
import { auth } from '../../lib/firebase';
import { getDb, readDoc, readCollection, isSlugTaken } from '../../lib/firestore';
import { requireUid } from '../../lib/require-uid';
import { readNews } from '@gn/core/stored/content';

/** A stored news item as the screens use it (dates may be missing on a hand-made document). */
export type NewsRecord = Omit<NewsDoc, 'created_at' | 'updated_at'> & {
  id: string;
  /** The stored Timestamp, written back unchanged (the rules compare it exactly). */
  publicado_em_raw: Timestamp | null;
  created_at: Date | null;
  updated_at: Date | null;
};

/** The fields the form writes. */
export type NewsFields = Pick<
  NewsDoc,
  'titulo' | 'slug' | 'corpo' | 'capa_url' | 'status' | 'seo_titulo' | 'seo_descricao'
>;

function toNewsRecord(id: string, data: Record<string, unknown>): NewsRecord {
  return {
    ...readNews(data),
    id,
    publicado_em_raw: data.publicado_em instanceof Timestamp ? data.publicado_em : null,
  };
}

export function listNews(): Promise<NewsRecord[]> {
  return readCollection('news', toNewsRecord, { field: 'created_at', direction: 'desc' });
}

export function loadNews(id: string): Promise<NewsRecord | null> {
  return readDoc('news', id, toNewsRecord);
}

export function isNewsSlugTaken(slug: string, exceptId: string | null): Promise<boolean> {
  return isSlugTaken('news', slug, exceptId);
}

/**
 * Creates (existing null) or updates a news item. `publicadoEm` comes from core's
 * nextPublishedAt(); an existing date is written back as the stored Timestamp.
 */
export async function saveNewsDoc(
  existing: NewsRecord | null,
  fields: NewsFields,
  publicadoEm: Date | null,
): Promise<string> {
  const db = getDb();
  const uid = requireUid(auth.currentUser?.uid);
  const publicado_em = existing?.publicado_em_raw ?? (publicadoEm ? Timestamp.fromDate(publicadoEm) : null);
  if (existing) {
    await updateDoc(doc(db, 'news', existing.id), {
      ...fields,
      publicado_em,
      updated_at: serverTimestamp(),
      updated_by: uid,
    });
    return existing.id;
  }
  const ref = doc(collection(db, 'news'));
  await setDoc(ref, {
    ...fields,
    publicado_em,
    autor_id: uid,
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
    updated_by: uid,
  });
  return ref.id;
}

/** Deletion through the admin function, which records who deleted it. */
export async function deleteNews(id: string): Promise<void> {
  await api(`/api/admin/news/${encodeURIComponent(id)}/delete`, { method: 'POST' });
}

/** The saved item as a new draft by the current admin (' (Cópia)', '-copia-{timestamp}'). */
export async function duplicateNews(id: string, now = Date.now()): Promise<string> {
  const news = await loadNews(id);
  if (!news) throw new Error('Notícia não encontrada');
  return saveNewsDoc(
    null,
    {
      titulo: duplicateTitle(news.titulo),
      slug: duplicateSlug(news.slug, now),
      corpo: news.corpo,
      capa_url: news.capa_url,
      status: 'rascunho',
      seo_titulo: news.seo_titulo,
      seo_descricao: news.seo_descricao,
    },
    null,
  );
}
