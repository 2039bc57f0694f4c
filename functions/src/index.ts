import { onRequest } from 'firebase-functions/v2/https';
export const api = onRequest({ region: 'southamerica-east1' }, (req, res) => {
  res.json({ ok: true, path: req.path, env: process.env.GN_TEST_ENV ?? null });
});
