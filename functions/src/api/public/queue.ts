// The virtual queue's routes (functions/src/queue/): the public figures every waiting page polls
// (the same answer for everyone: the CDN keeps it 2 s, so a line of 100,000 costs Firestore a read
// every 2 s, not 50,000 a second), joining, one's own place and admission. The local tick is in
// api/internal/router.ts.
import { QUEUE_ERRORS } from '@gn/core/virtual-queue';
import { Router } from 'express';
import { db } from '../../firebase.ts';
import { caller, requireUser } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import { docIdParam } from '../../http/params.ts';
import { consume, type WindowRule } from '../../http/rate-limit.ts';
import { figuresOf, joinQueue, queuePlace } from '../../queue/line.ts';
import { readQueue } from '../../queue/queue-store.ts';

/** Joining per account: a reload or a second tab re-joins (same place); a script is stopped. */
const JOIN_LIMITS: readonly WindowRule[] = [{ name: '10m', ms: 600_000, max: 60 }];
const TOO_MANY_JOINS = 'Muitas tentativas de entrar na fila. Aguarde alguns minutos.';

export const queueRouter = Router();

const eventIdOf = (value: unknown) =>
  docIdParam(value, QUEUE_ERRORS.notActive.message, QUEUE_ERRORS.notActive.code);

/** GET /api/queue/:eventId → { ativa, pausada, taxa_por_minuto, admitidos } (public, cacheable). */
queueRouter.get('/api/queue/:eventId', async (req, res) => {
  const figures = figuresOf(await readQueue(db(), eventIdOf(req.params.eventId)));
  res.set('Cache-Control', 'public, max-age=2, s-maxage=2').json(figures);
});

/** POST /api/queue/:eventId/join: takes a place (or keeps the one held) → the buyer's place. */
queueRouter.post('/api/queue/:eventId/join', requireUser, async (req, res) => {
  const eventId = eventIdOf(req.params.eventId);
  const { uid } = caller(res);
  const limited = await consume(db(), `queue_${uid}`, JOIN_LIMITS);
  if (!limited.allowed) throw new ApiError('too_many_requests', TOO_MANY_JOINS);
  res.set('Cache-Control', 'private, no-store').json(await joinQueue(db(), uid, eventId));
});

/** GET /api/queue/:eventId/me → where the buyer stands; once admitted, their signed admission. */
queueRouter.get('/api/queue/:eventId/me', requireUser, async (req, res) => {
  const eventId = eventIdOf(req.params.eventId);
  res.set('Cache-Control', 'private, no-store').json(await queuePlace(db(), caller(res).uid, eventId));
});
