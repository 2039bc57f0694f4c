// Builds the express app of the `api` function: no-store caching, body limits, every route,
// then the 404 and error handlers.
import express from 'express';
import { adminRouter } from './api/admin/router.ts';
import { checkoutRouter } from './api/public/checkout.ts';
import { filesRouter } from './api/public/files.ts';
import { meRouter } from './api/me/router.ts';
import { ordersRouter } from './api/public/orders.ts';
import { webhookRouter } from './api/webhooks/asaas.ts';
import { siteBuildRouter } from './api/webhooks/site-build.ts';
import { contactRouter } from './api/public/contact.ts';
import { healthRouter } from './api/public/health.ts';
import { ticketsRouter } from './api/public/tickets.ts';
import { walletRouter, APPLE_WEB_SERVICE_PATH } from './api/public/wallet.ts';
import { applePassServiceRouter } from './api/public/apple-pass-service.ts';
import { queueRouter } from './api/public/queue.ts';
import { internalRouter } from './api/internal/router.ts';
import { bodyLimit, JSON_BODY_LIMIT_BYTES } from './http/body-limit.ts';
import { errorHandler, notFoundHandler } from './http/errors.ts';

/** The one express app behind the `api` function; both Hosting origins rewrite /api/** here. */
export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // API answers are personal or live: no browser or CDN cache unless a route says otherwise.
  app.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  app.use(bodyLimit);
  // The Functions framework has already parsed JSON bodies; this covers running outside it.
  app.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));

  app.use(healthRouter);
  app.use(contactRouter);
  app.use(filesRouter);
  app.use(ticketsRouter);
  app.use(walletRouter);
  app.use(APPLE_WEB_SERVICE_PATH, applePassServiceRouter);
  app.use(checkoutRouter);
  app.use(ordersRouter);
  app.use(queueRouter);
  app.use('/api/internal', internalRouter);
  app.use(webhookRouter);
  app.use(siteBuildRouter);
  app.use('/api/me', meRouter);
  app.use('/api/admin', adminRouter);

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
