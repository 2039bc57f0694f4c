// Deleting a news item from the admin, with an audit_log entry naming who did it.
import type { Request, Response } from 'express';
import { db } from '../../../firebase.ts';
import { caller } from '../../../http/auth.ts';
import { ApiError } from '../../../http/errors.ts';
import { diffDocuments } from '../../../audit/diff.ts';
import { addAuditEntry, labelOf } from '../../../audit/entry.ts';
import { docIdParam } from '../../../http/params.ts';

export const NEWS_NOT_FOUND = 'Notícia não encontrada';

/**
 * POST /api/admin/news/:id/delete → 200 { id, deleted: true }
 * Through a function rather than a browser delete so that audit_log knows who deleted it.
 */
export async function deleteNews(req: Request, res: Response): Promise<void> {
  const newsId = docIdParam(req.params.id, NEWS_NOT_FOUND);
  const actor = caller(res);
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
  res.json({ id: newsId, deleted: true });
}
