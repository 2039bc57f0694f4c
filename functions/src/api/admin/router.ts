// The /api/admin router: requireStaff in front of every route (a customer gets 403), then one
// sub-router (or handler) per area, each behind the capability its work needs (core/src/roles.ts):
// users, uploads, events, news, content, orders, check-in, coupons, settings, the contact inbox.
import { Router } from 'express';
import { allow, requireDoorStaff, requireStaff } from '../../http/auth.ts';
import { checkinRouter } from './checkin/router.ts';
import { doorSalesRouter } from './door-sales/router.ts';
import { contentRouter } from './content/router.ts';
import { couponsAdminRouter } from './coupons/router.ts';
import { eventsRouter } from './events/router.ts';
import { newsRouter } from './news/router.ts';
import { ordersAdminRouter } from './orders/router.ts';
import { settingsAdminRouter } from './settings/payments-env.ts';
import { uploadImage } from './uploads.ts';
import { usersRouter } from './users/router.ts';
import { changeWaitlistSettings } from './waitlist.ts';
import { changeQueueSettings, readQueueFigures } from './queue.ts';
import { markContactAnswered } from './contact-messages.ts';

/** /api/admin/*: every route needs a staff member's ID token, and its area's capability. */
export const adminRouter = Router();

// The door first, behind its lighter gate (auth.ts requireDoorStaff): no Auth lookup per scan.
adminRouter.use('/checkin', requireDoorStaff, checkinRouter);
adminRouter.use(requireStaff);
adminRouter.use('/users', allow('gerir_usuarios'), usersRouter);
adminRouter.post('/uploads', allow('gerir_conteudo'), uploadImage);
adminRouter.use('/events', eventsRouter);
adminRouter.use('/news', allow('gerir_conteudo'), newsRouter);
adminRouter.use('/content', allow('gerir_conteudo'), contentRouter);
adminRouter.use('/orders', ordersAdminRouter);
adminRouter.use('/door-sales', doorSalesRouter);
adminRouter.use('/coupons', allow('gerir_conteudo'), couponsAdminRouter);
adminRouter.use('/settings', allow('gerir_configuracoes'), settingsAdminRouter);
adminRouter.patch('/waitlist/:eventId', allow('gerir_conteudo'), changeWaitlistSettings);
adminRouter.get('/queue/:eventId', allow('gerir_conteudo'), readQueueFigures);
adminRouter.patch('/queue/:eventId', allow('gerir_conteudo'), changeQueueSettings);
adminRouter.patch('/contact-messages/:id', allow('gerir_conteudo'), markContactAnswered);
