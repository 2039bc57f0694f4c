// The Asaas charge of a new order. createPaymentOnce names the order as externalReference, so a
// retried request finds the charge instead of making a second one; PIX also gets its QR code.
// Any failure fails the order (which gives its stock back) and answers 'Erro ao processar
// pagamento': the buyer never waits on an order that has no charge. A free order is paid at once.
import { toDate } from '@gn/core/dates';
import type { Order } from '@gn/core/order';
import type { AsaasBillingType, PaymentMethod } from '@gn/core/payment';
import { paymentDueDate } from '@gn/core/payment-due-date';
import type { CheckoutRequest } from '@gn/core/schemas/checkout';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../firebase.ts';
import { applyOrderStatus } from '../orders/transitions.ts';
import { asaas } from '../payments/asaas-instance.ts';
import { isAsaasError } from '../payments/asaas/index.ts';
import type { AppliedPaymentSettings } from '../settings/payment-settings.ts';
import type { KnownStock } from '../stock/availability.ts';
import { refreshAvailabilityCoalesced } from '../stock/coalesced-refresh.ts';
import { checkoutError } from './checkout-errors.ts';
import { chargeInstallments } from './installment-plan.ts';
import type { CheckoutQuote } from './price-checkout.ts';
import type { Reserved } from './reserve.ts';
import { orderDoc } from '../store/documents.ts';

/**
 * The checkout's charge of its stored order: none for a free order (paid now), else the Asaas
 * charge; the event's display figure (never throws) is refreshed meanwhile. Answers the fields the
 * charge wrote on the order (null for a free order, whose status changed as transitions.ts says).
 */
export async function chargeNewOrder(
  db: Firestore,
  input: {
    orderId: string;
    request: CheckoutRequest;
    quote: CheckoutQuote;
    reserved: Reserved;
    settings: AppliedPaymentSettings;
    now: Date;
    /** the stock's and the event's documents as the checkout read them */
    known: KnownStock;
  },
): Promise<ChargedFields | null> {
  const { orderId, request, quote, reserved } = input;
  const refreshed = refreshAvailabilityCoalesced(db, quote.limits.eventId, input.known);
  if (reserved.totals.total === 0) {
    // Free tickets: nothing to charge, the order is paid now.
    await Promise.all([
      refreshed,
      applyOrderStatus(orderId, 'pago', { origem: 'checkout', motivo: 'Pedido sem valor' }),
    ]);
    return null;
  }
  try {
    return await chargeOrder({
      orderId,
      customerId: quote.customerId,
      billingType: quote.billingType,
      method: request.method,
      valueCentavos: reserved.plan.total,
      installments: chargeInstallments(reserved.plan),
      dueDate: paymentDueDate(request.method, input.now, input.settings.boleto_horas),
      description: chargeDescription(reserved.items, orderId),
    });
  } finally {
    await refreshed;
  }
}

/** What the buyer reads on the charge: 'Show — Pista - Inteira × 2, Pista - Meia × 1 (pedido 1a2b3c4d)'. */
function chargeDescription(
  lines: { event_titulo: string; tipo_ingresso: string; qnt: number }[],
  orderId: string,
) {
  const what = lines.map((l) => `${l.tipo_ingresso} × ${l.qnt}`).join(', ');
  return `${lines[0]!.event_titulo} — ${what} (pedido ${orderId.slice(0, 8)})`;
}

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

/** What a charge writes on its order that the checkout's answer tells. */
export type ChargedFields = Pick<Order<Timestamp>, 'asaas_invoice_url' | 'asaas_bankslip_url' | 'pix'>;

export async function chargeOrder(charge: ChargeRequest): Promise<ChargedFields> {
  const { orderId } = charge;
  const orderRef = orderDoc(db(), orderId);
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
    const charged: ChargedFields = {
      asaas_invoice_url: payment.invoiceUrl ?? null,
      asaas_bankslip_url: payment.bankSlipUrl ?? null,
      pix: qr
        ? {
            payload: qr.payload,
            encoded_image: qr.encodedImage,
            // 'YYYY-MM-DD HH:mm:ss' in São Paulo time
            expira_em: qr.expirationDate ? Timestamp.fromDate(toDate(qr.expirationDate)) : null,
          }
        : null,
    };
    await orderRef.update({
      ...charged,
      asaas_payment_id: payment.id,
      asaas_installment_id: payment.installment ?? null,
      asaas_due_date: payment.dueDate ?? null,
      updated_at: FieldValue.serverTimestamp(),
    });
    return charged;
  } catch (error) {
    logger.error(`Payment creation failed for order ${orderId}`, error);
    await applyOrderStatus(orderId, 'falhou', {
      origem: 'checkout',
      motivo: isAsaasError(error) ? error.message : 'Erro ao criar a cobrança',
    });
    throw checkoutError('paymentFailed');
  }
}
