// Routes of /api/admin/orders: change an order's status, resend its tickets, the refund tasks of a
// cancelled order.
import { Router } from 'express';
import { allow } from '../../../http/auth.ts';
import { changeOrderStatus } from './change-status.ts';
import { markRefundedByHand, retryRefund } from './refund-task.ts';
import { resendTickets } from './resend-tickets.ts';
import { markOrderTicketRefundByHand, refundOrderTickets, retryOrderTicketRefund } from './ticket-refund.ts';

/** /api/admin/orders/*, mounted behind requireStaff: orders for finance, refunds for who may refund. */
export const ordersAdminRouter = Router();

ordersAdminRouter.post('/:id/status', allow('reembolsar'), changeOrderStatus);
ordersAdminRouter.post('/:id/resend-tickets', allow('ver_pedidos'), resendTickets);
ordersAdminRouter.post('/:id/refund/retry', allow('reembolsar'), retryRefund);
ordersAdminRouter.post('/:id/refund/manual', allow('reembolsar'), markRefundedByHand);
ordersAdminRouter.post('/:id/tickets/refund', allow('reembolsar'), refundOrderTickets);
ordersAdminRouter.post('/:id/tickets/refund/:refundId/retry', allow('reembolsar'), retryOrderTicketRefund);
ordersAdminRouter.post(
  '/:id/tickets/refund/:refundId/manual',
  allow('reembolsar'),
  markOrderTicketRefundByHand,
);
