// Deletion of the admin content collections other than events and news (content/delete-content.ts:
// refused while events use a table, audited in the same transaction).
import type { RequestHandler } from 'express';
import {
  CONTENT_COLLECTIONS,
  CONTENT_KINDS,
  deleteContent as remove,
  type ContentCollection,
} from '../../../content/delete-content.ts';
import { caller } from '../../../http/auth.ts';
import { docIdParam } from '../../../http/params.ts';

export { CONTENT_COLLECTIONS, CONTENT_KINDS, type ContentCollection };

/** POST /api/admin/content/{collection}/:id/delete → 200 { id, deleted: true }; 404, or 409 for a table in use. */
export function deleteContent(collection: ContentCollection): RequestHandler {
  const notFound = CONTENT_KINDS[collection].notFound;
  return async (req, res) => {
    const id = docIdParam(req.params.id, notFound);
    res.json(await remove(caller(res), collection, id));
  };
}
