// GET /api/admin/checkin/:eventId/figures → DoorFiguresAnswer: the door page's "N de M vendidos",
// counted here with two aggregation queries (two small reads whatever the event's size) for
// whoever scans at the event, a porteiro included (the rules let it read no ticket).
import type { Request, Response } from 'express';
import type { DoorFiguresAnswer } from '@gn/core/schemas/checkin';
import { db } from '../../../firebase.ts';
import { requireAt } from '../../../http/auth.ts';
import { docIdParam } from '../../../http/params.ts';
import { ticketsPlain } from '../../../store/documents.ts';

export async function readDoorFigures(req: Request, res: Response): Promise<void> {
  const eventId = docIdParam(req.params.eventId, 'Evento não encontrado');
  requireAt(res, 'fazer_checkin', { eventId });
  const ofEvent = ticketsPlain(db()).where('event_id', '==', eventId);
  const [entered, sold] = await Promise.all([
    ofEvent.where('status', '==', 'usado').count().get(),
    ofEvent.where('status', 'in', ['ativo', 'usado']).count().get(),
  ]);
  const answer: DoorFiguresAnswer = { entraram: entered.data().count, vendidos: sold.data().count };
  res.json(answer);
}
