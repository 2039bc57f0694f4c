// The /api/admin router: requireAdmin in front of every admin route, then one sub-router (or
// handler) per area: users, uploads, events, news, content, orders, tickets, coupons, settings,
// the contact inbox.
import { Router } from 'express';
import { requireAdmin } from '../../http/auth.ts';
import { contentRouter } from './content/router.ts';
import { couponsAdminRouter } from './coupons/router.ts';
import { eventsRouter } from './events/router.ts';
import { newsRouter } from './news/router.ts';
import { ordersAdminRouter } from './orders/router.ts';
import { settingsAdminRouter } from './settings/payments-env.ts';
import { ticketsAdminRouter } from './tickets/router.ts';
import { uploadImage } from './uploads.ts';
import { usersRouter } from './users/router.ts';
import { changeWaitlistSettings } from './waitlist.ts';
import { changeQueueSettings, readQueueFigures } from './queue.ts';
import { markContactAnswered } from './contact-messages.ts';

/** /api/admin/*: every route needs an ID token with the admin claim. */
export const adminRouter = Router();

adminRouter.use(requireAdmin);
adminRouter.use('/users', usersRouter);
adminRouter.post('/uploads', uploadImage);
adminRouter.use('/events', eventsRouter);
adminRouter.use('/news', newsRouter);
adminRouter.use('/content', contentRouter);
adminRouter.use('/orders', ordersAdminRouter);
adminRouter.use('/tickets', ticketsAdminRouter);
adminRouter.use('/coupons', couponsAdminRouter);
adminRouter.use('/settings', settingsAdminRouter);
adminRouter.patch('/waitlist/:eventId', changeWaitlistSettings);
adminRouter.get('/queue/:eventId', readQueueFigures);
adminRouter.patch('/queue/:eventId', changeQueueSettings);
adminRouter.patch('/contact-messages/:id', markContactAnswered);
