// Deleting a news item from the admin (content/delete-news.ts, audited).
import type { Request, Response } from 'express';
import { deleteNews as remove, NEWS_NOT_FOUND } from '../../../content/delete-news.ts';
import { caller } from '../../../http/auth.ts';
import { docIdParam } from '../../../http/params.ts';

export { NEWS_NOT_FOUND };

/** POST /api/admin/news/:id/delete → 200 { id, deleted: true } */
export async function deleteNews(req: Request, res: Response): Promise<void> {
  const newsId = docIdParam(req.params.id, NEWS_NOT_FOUND);
  res.json(await remove(caller(res), newsId));
}
