import express from 'express';
import { adminRouter } from '../admin/router.ts';
import { checkoutRouter } from '../checkout/router.ts';
import { filesRouter } from '../files/serve.ts';
import { meRouter } from '../me/router.ts';
import { ordersRouter } from '../orders/router.ts';
import { webhookRouter } from '../orders/webhook.ts';
import { contactRouter } from '../public/contact.ts';
import { healthRouter } from '../public/health.ts';
import { ticketsRouter } from '../tickets/router.ts';
import { bodyLimit, JSON_BODY_LIMIT_BYTES } from './body-limit.ts';
import { errorHandler, notFoundHandler } from './errors.ts';

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
  app.use(checkoutRouter);
  app.use(ordersRouter);
  app.use(webhookRouter);
  app.use('/api/me', meRouter);
  app.use('/api/admin', adminRouter);

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
