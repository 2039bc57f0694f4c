// Routes of /api/admin/checkin: the door's scans at an event's check-in lists (issue #30). Each
// handler also checks the caller's scope (a porteiro's events and lists) with requireAt.
import { Router } from 'express';
import { allow } from '../../../http/auth.ts';
import { readDoorFigures } from './figures.ts';
import { scanAtList } from './scan.ts';
import { listScannerEvents, readCheckinSnapshot } from './snapshot.ts';
import { syncOfflineScans } from './sync.ts';

/** /api/admin/checkin/*, mounted behind requireStaff. */
export const checkinRouter = Router();

checkinRouter.post('/scan', allow('fazer_checkin'), scanAtList);
// The offline scanner (issue #30, item 3): its events, an event's download, its queued scans.
checkinRouter.get('/events', allow('fazer_checkin'), listScannerEvents);
checkinRouter.get('/:eventId/snapshot', allow('fazer_checkin'), readCheckinSnapshot);
checkinRouter.get('/:eventId/figures', allow('fazer_checkin'), readDoorFigures);
checkinRouter.post('/sync', allow('fazer_checkin'), syncOfflineScans);
