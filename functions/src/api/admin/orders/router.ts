// Routes of /api/admin/orders: change an order's status.
import { Router } from 'express';
import { changeOrderStatus } from './change-status.ts';

/** /api/admin/orders/*, mounted behind requireAdmin. */
export const ordersAdminRouter = Router();

ordersAdminRouter.post('/:id/status', changeOrderStatus);
