// Routes of /api/admin/news: delete a news item.
import { Router } from 'express';
import { deleteNews } from './delete.ts';

/** /api/admin/news/*, mounted behind requireStaff and its capability. */
export const newsRouter = Router();

newsRouter.post('/:id/delete', deleteNews);
