// The admin's virtual queue of an event: GET /api/admin/queue/{eventId} (settings and figures)
// and PATCH (turn on or off, pause, change the rate live); queue/admin-queue.ts does the work.
import type { Request, Response } from 'express';
import { queueSettingsSchema } from '@gn/core/schemas/virtual-queue';
import { caller } from '../../http/auth.ts';
import { docIdParam } from '../../http/params.ts';
import { parseBody } from '../../http/validate.ts';
import { changeQueueSettings as change, EVENT_NOT_FOUND, queueFigures } from '../../queue/admin-queue.ts';

export async function readQueueFigures(req: Request, res: Response): Promise<void> {
  const eventId = docIdParam(req.params.eventId, EVENT_NOT_FOUND);
  res.json(await queueFigures(eventId));
}

export async function changeQueueSettings(req: Request, res: Response): Promise<void> {
  const eventId = docIdParam(req.params.eventId, EVENT_NOT_FOUND);
  const input = parseBody(queueSettingsSchema, req.body);
  res.json(await change(caller(res), eventId, input));
}
