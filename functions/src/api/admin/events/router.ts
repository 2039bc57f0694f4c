// Routes of /api/admin/events: set an event's stock, delete an event.
import { Router } from 'express';
import { deleteEvent } from './delete.ts';
import { setEventStock } from './stock.ts';

/** /api/admin/events/*, mounted behind requireAdmin. */
export const eventsRouter = Router();

eventsRouter.post('/:id/stock', setEventStock);
eventsRouter.post('/:id/delete', deleteEvent);
