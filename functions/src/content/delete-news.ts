// Deleting a news item from the admin, with an audit_log entry naming who did it.
import { db } from '../firebase.ts';
import { ApiError } from '../http/errors.ts';
import { diffDocuments } from '../audit/diff.ts';
import { addAuditEntry, labelOf } from '../audit/entry.ts';

export const NEWS_NOT_FOUND = 'Notícia não encontrada';

/**
 * Deletes a news item (POST /api/admin/news/:id/delete), through a function rather than a browser
 * delete so that audit_log knows who deleted it.
 */
export async function deleteNews(
  actor: { uid: string; email?: string | null },
  newsId: string,
): Promise<{ id: string; deleted: true }> {
  const ref = db().doc(`news/${newsId}`);
  await db().runTransaction(async (tx) => {
    const news = await tx.get(ref);
    if (!news.exists) throw new ApiError('not_found', NEWS_NOT_FOUND);
    tx.delete(ref);
    await addAuditEntry(tx, {
      actorUid: actor.uid,
      actorEmail: actor.email ?? null,
      action: 'delete',
      target: `news/${newsId}`,
      targetLabel: labelOf(news.data()),
      changes: diffDocuments(news.data(), undefined),
      source: 'function',
    });
  });
  return { id: newsId, deleted: true };
}
