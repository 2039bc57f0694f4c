// Routes of /api/admin/tickets: check a ticket in.
import { Router } from 'express';
import { allow } from '../../../http/auth.ts';
import { checkInTicket } from './check-in.ts';

/** /api/admin/tickets/*, mounted behind requireStaff (the event's scope: issue #30, next). */
export const ticketsAdminRouter = Router();

ticketsAdminRouter.post('/check-in', allow('fazer_checkin'), checkInTicket);
