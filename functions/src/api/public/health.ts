// The liveness route: it answers without touching auth, Firestore or Asaas.
import { Router } from 'express';

/** GET /api/health: liveness for the local runner, tests and uptime checks. No auth, no I/O. */
export const healthRouter = Router();

healthRouter.get('/api/health', (_req, res) => {
  res.json({ status: 'ok', time: new Date().toISOString() });
});
