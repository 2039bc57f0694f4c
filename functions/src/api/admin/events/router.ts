// Routes of /api/admin/events: the pickers' list, set an event's stock, delete an event, the
// meia-entrada report, the check-in lists.
import { Router } from 'express';
import { allow } from '../../../http/auth.ts';
import { readCheckinListsOfEvent, saveCheckinListsOfEvent } from './checkin-lists.ts';
import { deleteEvent } from './delete.ts';
import { readMeiaReport } from './meia-report.ts';
import { listEventOptions } from './options.ts';
import { setEventStock } from './stock.ts';

/** /api/admin/events/*, mounted behind requireStaff; each route asks its capability. */
export const eventsRouter = Router();

eventsRouter.get('/options', allow('ver_pedidos'), listEventOptions);
eventsRouter.post('/:id/stock', allow('gerir_conteudo'), setEventStock);
eventsRouter.post('/:id/delete', allow('gerir_conteudo'), deleteEvent);
eventsRouter.get('/:id/meia-entrada', allow('ver_relatorios'), readMeiaReport);
eventsRouter.get('/:id/checkin-lists', allow('fazer_checkin'), readCheckinListsOfEvent);
eventsRouter.put('/:id/checkin-lists', allow('gerir_conteudo'), saveCheckinListsOfEvent);
