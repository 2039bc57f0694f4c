// PATCH /api/admin/waitlist/{eventId} { pausada?, reserva_minutos? }: the admin pauses an event's
// waiting list or sets how long an offer holds its tickets (waitlist/admin-settings.ts, audited).
import type { Request, Response } from 'express';
import { waitlistSettingsSchema } from '@gn/core/schemas/waitlist';
import { caller } from '../../http/auth.ts';
import { docIdParam } from '../../http/params.ts';
import { parseBody } from '../../http/validate.ts';
import { changeWaitlistSettings as change, EVENT_NOT_FOUND } from '../../waitlist/admin-settings.ts';

export async function changeWaitlistSettings(req: Request, res: Response): Promise<void> {
  const eventId = docIdParam(req.params.eventId, EVENT_NOT_FOUND);
  const input = parseBody(waitlistSettingsSchema, req.body);
  res.json(await change(caller(res), eventId, input));
}
