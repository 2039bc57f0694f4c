// The internal routes (/api/internal/*), the local stand-ins for the scheduled jobs (the emulator
// runs no schedules): called by the local runner and the tests, each behind the internal token
// (http/internal-token.ts: 404 unless GN_INTERNAL_TOKEN is set, 401 without the token).
import { QUEUE_ERRORS } from '@gn/core/virtual-queue';
import { Router, type RequestHandler } from 'express';
import { db } from '../../firebase.ts';
import { checkInternalToken } from '../../http/internal-token.ts';
import { docIdParam } from '../../http/params.ts';
import { sendReminders } from '../../mail/send-reminders.ts';
import { sweepReservations } from '../../orders/sweeper.ts';
import { tickQueues } from '../../queue/tick.ts';

/** Per route rather than router-wide: another /api/internal path still answers the app's 404. */
const internalOnly: RequestHandler = (req, _res, next) => {
  checkInternalToken(req);
  next();
};

/** /api/internal/*, mounted once in app.ts. */
export const internalRouter = Router();

/** POST /api/internal/sweep-reservations: the scheduled sweeper (orders/sweep-job.ts). */
internalRouter.post('/sweep-reservations', internalOnly, async (_req, res) => {
  res.json(await sweepReservations());
});

/** POST /api/internal/send-reminders: the scheduled reminder job (mail/reminders-job.ts). */
internalRouter.post('/send-reminders', internalOnly, async (_req, res) => {
  res.json(await sendReminders(db()));
});

/**
 * POST /api/internal/queue-tick { eventId?, now? }: the scheduled admissions (queue/queue-job.ts);
 * tests pass `now` to admit exactly.
 */
internalRouter.post('/queue-tick', internalOnly, async (req, res) => {
  const body = (req.body ?? {}) as { eventId?: unknown; now?: unknown };
  const now =
    typeof body.now === 'string' && !Number.isNaN(Date.parse(body.now)) ? new Date(body.now) : new Date();
  const eventId =
    body.eventId === undefined
      ? null
      : docIdParam(body.eventId, QUEUE_ERRORS.notActive.message, QUEUE_ERRORS.notActive.code);
  res.json(await tickQueues(db(), eventId, now));
});
