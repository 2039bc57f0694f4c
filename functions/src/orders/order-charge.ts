// An order's Asaas charge: one payment, or an installment plan (one payment per installment,
// named by the order's asaas_installment_id). Removing the open charge and refunding it act on
// the whole plan, so no installment is left payable or charged.
import { fitsInstallment } from '@gn/core/installments';
import { chargedAmount } from '@gn/core/order';
import { asaas } from '../payments/asaas-instance.ts';
import { isAsaasPaymentPaid, type AsaasPayment } from '../payments/asaas/index.ts';

export interface OrderCharge {
  /** the payment, or the plan's first installment */
  paymentId: string;
  installmentId: string | null;
}

/** The charge an order document names, or null before it has one. */
export function chargeOf(order: Record<string, unknown> | undefined): OrderCharge | null {
  const paymentId = order?.asaas_payment_id;
  if (typeof paymentId !== 'string' || !paymentId) return null;
  const installmentId = order?.asaas_installment_id;
  return {
    paymentId,
    installmentId: typeof installmentId === 'string' && installmentId ? installmentId : null,
  };
}

/** Whether a payment event is about this order's charge: its payment or one of its plan's installments. */
export function isChargePayment(
  charge: OrderCharge | null,
  payment: { id: string; installment?: string | null },
): boolean {
  if (!charge) return true;
  return (
    payment.id === charge.paymentId ||
    (charge.installmentId !== null && payment.installment === charge.installmentId)
  );
}

/**
 * Whether a paid event's amount fulfils the order: an installment of the plan (its value, however
 * Asaas spread the remainder) or the single payment of the whole amount charged.
 */
export function amountFulfils(
  order: { total: number; total_cobrado?: number; parcelas?: number; asaas_installment_id?: string | null },
  payment: { installment?: string | null },
  receivedCentavos: number | null,
): boolean {
  if (receivedCentavos === null) return false;
  const charged = chargedAmount(order);
  if (order.asaas_installment_id && payment.installment === order.asaas_installment_id) {
    return fitsInstallment(receivedCentavos, charged, order.parcelas ?? 1);
  }
  return receivedCentavos === charged;
}

/** Deletes the open payment, or every pending installment of the plan (confirmed ones stay). */
export async function removeOpenCharge(charge: OrderCharge): Promise<void> {
  if (charge.installmentId) await asaas().cancelInstallmentPayments(charge.installmentId);
  else await asaas().deletePayment(charge.paymentId);
}

/** Refunds the payment, or the whole plan (every installment), in full. */
export async function refundCharge(charge: OrderCharge): Promise<void> {
  if (charge.installmentId) await asaas().refundInstallment(charge.installmentId);
  else await asaas().refundPayment(charge.paymentId);
}

/** The charge's payments as Asaas has them now (one, or the plan's installments). */
export async function chargePayments(charge: OrderCharge): Promise<AsaasPayment[]> {
  return charge.installmentId
    ? asaas().getInstallmentPayments(charge.installmentId)
    : [await asaas().getPayment(charge.paymentId)];
}

/** Whether any payment of the charge is still paid (not refunded yet). */
export async function chargeIsPaid(charge: OrderCharge): Promise<boolean> {
  return (await chargePayments(charge)).some((p) => isAsaasPaymentPaid(p));
}
