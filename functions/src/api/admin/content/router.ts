// Routes of /api/admin/content: a delete route for each collection in CONTENT_COLLECTIONS.
import { Router } from 'express';
import { CONTENT_COLLECTIONS, deleteContent } from './delete.ts';

/**
 * /api/admin/content/*, mounted behind requireStaff and its capability: one deletion route per collection
 * (pricing_tables, category_tables, event_category_data, home_banners); others answer 404.
 */
export const contentRouter = Router();

for (const collection of CONTENT_COLLECTIONS) {
  contentRouter.post(`/${collection}/:id/delete`, deleteContent(collection));
}
