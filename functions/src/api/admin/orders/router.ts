// Routes of /api/admin/orders: change an order's status; the refund tasks of a cancelled order.
import { Router } from 'express';
import { changeOrderStatus } from './change-status.ts';
import { markRefundedByHand, retryRefund } from './refund-task.ts';

/** /api/admin/orders/*, mounted behind requireAdmin. */
export const ordersAdminRouter = Router();

ordersAdminRouter.post('/:id/status', changeOrderStatus);
ordersAdminRouter.post('/:id/refund/retry', retryRefund);
ordersAdminRouter.post('/:id/refund/manual', markRefundedByHand);
