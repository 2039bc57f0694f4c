// What a manual status change asks of Asaas, before and after the order itself changes. Asaas
// failures become pt-BR ApiErrors (409 when Asaas refuses, 502 when it is unavailable).
import { orderStatusForAsaasPayment } from '@gn/core/checkout-rules';
import { releasesStock, type OrderStatus } from '@gn/core/order-status';
import { logger } from 'firebase-functions';
import { ApiError } from '../http/errors.ts';
import { reconcileOrder } from './reconcile.ts';
import { asaas } from '../payments/asaas-instance.ts';
import { isAsaasError } from '../payments/asaas/index.ts';
import { refundLatePayment } from './late-payment.ts';
import { chargeIsPaid, refundCharge, removeOpenCharge, type OrderCharge } from './order-charge.ts';

export const ALREADY_PAID_MESSAGE =
  'O pagamento deste pedido já foi confirmado no Asaas: ele não pode ser cancelado. Para devolver o valor, use "Reembolsado".';

function providerError(error: unknown, action: string): ApiError {
  if (isAsaasError(error) && (error.kind === 'invalid_request' || error.kind === 'not_found')) {
    return new ApiError('conflict', `Não foi possível ${action} no Asaas: ${error.message}`);
  }
  if (isAsaasError(error)) return new ApiError('bad_gateway', error.message);
  return error instanceof ApiError ? error : new ApiError('bad_gateway', `Erro ao ${action} no Asaas`);
}

/**
 * Before the order changes. A release is refused while Asaas says the payment is in (the money
 * came: only a refund may follow; the order is reconciled to 'pago' at once). A refund is made
 * first (of an installment plan: the whole plan): the order is only marked refunded once Asaas
 * has accepted it.
 */
export async function beforeStatusChange(
  orderId: string,
  to: OrderStatus,
  charge: OrderCharge | null,
): Promise<void> {
  if (!charge) return;
  if (releasesStock(to)) {
    const payment = await asaas()
      .getPayment(charge.paymentId)
      .catch((error: unknown) => {
        // A payment Asaas no longer knows cannot be paid any more: releasing is safe.
        if (isAsaasError(error) && error.kind === 'not_found') return null;
        throw providerError(error, 'consultar a cobrança');
      });
    if (payment && orderStatusForAsaasPayment(payment) === 'pago') {
      await reconcileOrder(orderId, { origem: 'admin', force: true }).catch((error: unknown) =>
        logger.warn(`Could not reconcile paid order ${orderId}`, error),
      );
      throw new ApiError('conflict', ALREADY_PAID_MESSAGE);
    }
  }
  if (to === 'reembolsado') {
    await refundCharge(charge).catch((error: unknown) => {
      throw providerError(error, 'reembolsar a cobrança');
    });
  }
}

/**
 * After the order changed. Cancelled by hand → the open charge is deleted (the other releases
 * delete it inside applyOrderStatus). Paid by hand (cash, transfer) → the open charge is deleted
 * too, so that the buyer cannot pay twice. Should the buyer have paid in the instant between
 * the check above and the deletion, a cancelled order's payment is refunded.
 */
export async function afterStatusChange(
  orderId: string,
  to: OrderStatus,
  charge: OrderCharge | null,
  test: { paidBeforeRemoval?: boolean } = {},
): Promise<void> {
  if (!charge || (to !== 'cancelado' && to !== 'pago')) return;
  if (test.paidBeforeRemoval) await waitUntilPaid(charge);
  try {
    await removeOpenCharge(charge);
  } catch (error) {
    if (isAsaasError(error) && error.kind === 'not_found') return;
    if (to === 'cancelado') await refundCancelledOrderPayment(orderId, charge);
    else logger.info(`Order ${orderId} paid by hand; its Asaas charge ${charge.paymentId} stays`, error);
  }
}

/**
 * The cancelled order's payment came in: the one late-payment refund (late-payment.ts: a boleto
 * gets Asaas's bank-account page, the order its reembolso_automatico marker), as the webhook
 * would do. Only when Asaas says it is paid (the deletion may have failed for another reason);
 * the order has already changed, so a failure is logged, not answered.
 */
async function refundCancelledOrderPayment(orderId: string, charge: OrderCharge): Promise<void> {
  try {
    if (!(await chargeIsPaid(charge))) return;
    await refundLatePayment(orderId, charge);
    logger.warn(
      `Order ${orderId} was cancelled while its payment ${charge.paymentId} came in: refund started`,
    );
  } catch (error) {
    logger.error(
      `Order ${orderId} is cancelled but its Asaas charge ${charge.paymentId} could not be removed`,
      error,
    );
  }
}

/** Test only (fault injection): holds until the test has paid the charge, the race it cannot time. */
async function waitUntilPaid(charge: OrderCharge): Promise<void> {
  const until = Date.now() + 20_000;
  while (Date.now() < until && !(await chargeIsPaid(charge))) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
