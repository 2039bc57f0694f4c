// Routes of /api/admin/tickets: check a ticket in.
import { Router } from 'express';
import { checkInTicket } from './check-in.ts';

/** /api/admin/tickets/*, mounted behind requireAdmin. */
export const ticketsAdminRouter = Router();

ticketsAdminRouter.post('/check-in', checkInTicket);
