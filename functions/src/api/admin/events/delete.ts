// Deleting an event from the admin, refused once anything was sold or reserved for it
// (content/delete-event.ts: the event, its stock and its category rows go, audited).
import type { Request, Response } from 'express';
import { deleteEvent as remove } from '../../../content/delete-event.ts';
import { caller } from '../../../http/auth.ts';
import { docIdParam } from '../../../http/params.ts';
import { EVENT_NOT_FOUND } from './validators.ts';

/** POST /api/admin/events/:id/delete → 200 { id, deleted: true }; 409 once anything was sold. */
export async function deleteEvent(req: Request, res: Response): Promise<void> {
  const eventId = docIdParam(req.params.id, EVENT_NOT_FOUND);
  res.json(await remove(caller(res), eventId));
}
