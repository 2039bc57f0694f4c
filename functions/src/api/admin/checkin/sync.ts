// POST /api/admin/checkin/sync (checkinSyncSchema) → 200 CheckinSyncAnswer: the offline scanner's
// queued scans of one event, each applied once, and the conflicts involving this device.
import type { Request, Response } from 'express';
import { checkinSyncSchema, type CheckinSyncAnswer } from '@gn/core/schemas/checkin';
import { conflictsOfDevice, syncScans } from '../../../checkin/sync-scans.ts';
import { caller, callerRole, callerScope, requireAt } from '../../../http/auth.ts';
import { parseBody } from '../../../http/validate.ts';

export async function syncOfflineScans(req: Request, res: Response): Promise<void> {
  const input = parseBody(checkinSyncSchema, req.body);
  // The event first: a porteiro of another event is refused before anything is read.
  requireAt(res, 'fazer_checkin', { eventId: input.eventId });
  const token = caller(res);
  const results = await syncScans(input, {
    uid: token.uid,
    role: callerRole(token),
    scope: callerScope(token),
  });
  const answer: CheckinSyncAnswer = {
    results,
    conflitos: await conflictsOfDevice(input.eventId, input.deviceId),
  };
  res.json(answer);
}
