// Routes of /api/admin/events: the pickers' list, set an event's stock, delete an event, the
// meia-entrada report.
import { Router } from 'express';
import { deleteEvent } from './delete.ts';
import { readMeiaReport } from './meia-report.ts';
import { listEventOptions } from './options.ts';
import { setEventStock } from './stock.ts';

/** /api/admin/events/*, mounted behind requireAdmin. */
export const eventsRouter = Router();

eventsRouter.get('/options', listEventOptions);
eventsRouter.post('/:id/stock', setEventStock);
eventsRouter.post('/:id/delete', deleteEvent);
eventsRouter.get('/:id/meia-entrada', readMeiaReport);
