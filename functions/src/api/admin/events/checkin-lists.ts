// GET and PUT /api/admin/events/:id/checkin-lists: an event's gates and sectors (issue #30).
// Reading them is the door's (fazer_checkin, at that event: a porteiro sees the lists they serve);
// saving them is the admin's (gerir_conteudo), audited.
import type { Request, Response } from 'express';
import { canAt } from '@gn/core/roles';
import { CHECKIN_LIST_MESSAGES, checkinListsSchema } from '@gn/core/schemas/checkin';
import { eventCheckinLists, saveEventCheckinLists } from '../../../checkin/event-lists.ts';
import { caller, callerRole, callerScope, requireAt } from '../../../http/auth.ts';
import { docIdParam } from '../../../http/params.ts';
import { parseBody } from '../../../http/validate.ts';

/** → 200 CheckinListsAnswer: the lists the caller may scan at, and the event's ticket types. */
export async function readCheckinListsOfEvent(req: Request, res: Response): Promise<void> {
  const eventId = docIdParam(req.params.id, CHECKIN_LIST_MESSAGES.eventNotFound);
  requireAt(res, 'fazer_checkin', { eventId });
  const token = caller(res);
  const [role, scope] = [callerRole(token), callerScope(token)];
  res.json(
    await eventCheckinLists(eventId, (list) =>
      canAt(role, scope, 'fazer_checkin', { eventId, listId: list.id }),
    ),
  );
}

/** { listas } → 200 CheckinListsAnswer; a type the event does not sell is a 400 in pt-BR. */
export async function saveCheckinListsOfEvent(req: Request, res: Response): Promise<void> {
  const eventId = docIdParam(req.params.id, CHECKIN_LIST_MESSAGES.eventNotFound);
  const input = parseBody(checkinListsSchema, req.body);
  res.json(await saveEventCheckinLists(caller(res), eventId, input));
}
