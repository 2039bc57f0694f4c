// The Asaas charge of a new order. createPaymentOnce names the order as externalReference, so a
// retried request finds the charge instead of making a second one; PIX also gets its QR code.
// Any failure fails the order (which gives its stock back) and answers 'Erro ao processar
// pagamento': the buyer never waits on an order that has no charge.
import { toDate } from '@gn/core/dates';
import type { AsaasBillingType, PaymentMethod } from '@gn/core/payment';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../firebase.ts';
import { applyOrderStatus } from '../orders/transitions.ts';
import { asaas } from '../payments/asaas-instance.ts';
import { isAsaasError } from '../payments/asaas/index.ts';
import { checkoutError } from './checkout-errors.ts';

export interface ChargeRequest {
  orderId: string;
  customerId: string;
  billingType: AsaasBillingType;
  method: PaymentMethod;
  /** what the card is charged: the order total plus any installment interest */
  valueCentavos: number;
  /** a card installment plan (Asaas client's CreatePaymentInput.installments) */
  installments?: { count: number; valueCentavos?: number };
  /** 'YYYY-MM-DD' */
  dueDate: string;
  description: string;
}

export async function chargeOrder(charge: ChargeRequest): Promise<void> {
  const { orderId } = charge;
  const orderRef = db().doc(`orders/${orderId}`);
  try {
    const payment = await asaas().createPaymentOnce({
      customer: charge.customerId,
      billingType: charge.billingType,
      valueCentavos: charge.valueCentavos,
      ...(charge.installments ? { installments: charge.installments } : {}),
      dueDate: charge.dueDate,
      description: charge.description.slice(0, 500),
      externalReference: orderId,
    });
    const qr = charge.method === 'pix' ? await asaas().getPixQrCode(payment.id) : null;
    await orderRef.update({
      asaas_payment_id: payment.id,
      asaas_installment_id: payment.installment ?? null,
      asaas_invoice_url: payment.invoiceUrl ?? null,
      asaas_due_date: payment.dueDate ?? null,
      asaas_bankslip_url: payment.bankSlipUrl ?? null,
      pix: qr
        ? {
            payload: qr.payload,
            encoded_image: qr.encodedImage,
            // 'YYYY-MM-DD HH:mm:ss' in São Paulo time
            expira_em: qr.expirationDate ? Timestamp.fromDate(toDate(qr.expirationDate)) : null,
          }
        : null,
      updated_at: FieldValue.serverTimestamp(),
    });
  } catch (error) {
    logger.error(`Payment creation failed for order ${orderId}`, error);
    await applyOrderStatus(orderId, 'falhou', {
      origem: 'checkout',
      motivo: isAsaasError(error) ? error.message : 'Erro ao criar a cobrança',
    });
    throw checkoutError('paymentFailed');
  }
}
