// Routes of /api/admin/checkin: the door's scans at an event's check-in lists (issue #30). Each
// handler also checks the caller's scope (a porteiro's events and lists) with requireAt.
import { Router } from 'express';
import { allow } from '../../../http/auth.ts';
import { scanAtList } from './scan.ts';

/** /api/admin/checkin/*, mounted behind requireStaff. */
export const checkinRouter = Router();

checkinRouter.post('/scan', allow('fazer_checkin'), scanAtList);
