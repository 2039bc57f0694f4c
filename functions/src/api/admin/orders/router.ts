// Routes of /api/admin/orders: change an order's status, resend its tickets, the refund tasks of a
// cancelled order.
import { Router } from 'express';
import { changeOrderStatus } from './change-status.ts';
import { markRefundedByHand, retryRefund } from './refund-task.ts';
import { resendTickets } from './resend-tickets.ts';

/** /api/admin/orders/*, mounted behind requireAdmin. */
export const ordersAdminRouter = Router();

ordersAdminRouter.post('/:id/status', changeOrderStatus);
ordersAdminRouter.post('/:id/resend-tickets', resendTickets);
ordersAdminRouter.post('/:id/refund/retry', retryRefund);
ordersAdminRouter.post('/:id/refund/manual', markRefundedByHand);
