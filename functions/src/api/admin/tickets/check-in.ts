// Ticket check-in at the door (tickets/check-in.ts admits a ticket once, even when two devices
// scan it at the same moment).
import type { Request, Response } from 'express';
import { ticketCheckinSchema } from '@gn/core/schemas/admin-orders';
import { caller } from '../../../http/auth.ts';
import { parseBody } from '../../../http/validate.ts';
import { checkInTicket as admit } from '../../../tickets/check-in.ts';

/** POST /api/admin/tickets/check-in { code, eventId? } → 200 { ticket, usado_em }; refusals 409. */
export async function checkInTicket(req: Request, res: Response): Promise<void> {
  const input = parseBody(ticketCheckinSchema, req.body);
  res.json(await admit(input, caller(res).uid));
}
