// Setting an event's ticket total from the admin (content/event-stock.ts: never below what is sold
// or reserved; the meia-entrada quota follows).
import type { Request, Response } from 'express';
import { setEventStock as setTotal } from '../../../content/event-stock.ts';
import { caller } from '../../../http/auth.ts';
import { docIdParam } from '../../../http/params.ts';
import { EVENT_NOT_FOUND, parseStockBody } from './validators.ts';

/** POST /api/admin/events/:id/stock { total } → 200 { total, disponivel, vendidos_ou_reservados } */
export async function setEventStock(req: Request, res: Response): Promise<void> {
  const eventId = docIdParam(req.params.id, EVENT_NOT_FOUND);
  const total = parseStockBody(req.body);
  res.json(await setTotal(caller(res), eventId, total));
}
