// A payment that arrives after its order gave the stock back (the reservation expired, the
// boleto went overdue, the card was refused) and after our attempt to delete the charge lost a
// race with the buyer. The tickets may already be someone else's, so the money goes back:
// the payment (or the whole installment plan) is refunded in full and the order remembers it.
// Safe to repeat: a refunded charge is not refunded again, and a plan's installments, confirmed
// together and delivered side by side, refund it once.
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../firebase.ts';
import { asaas } from '../payments/asaas-instance.ts';
import { isAsaasError, isAsaasPaymentPaid } from '../payments/asaas/index.ts';
import { chargeIsPaid, chargePayments, refundCharge, type OrderCharge } from './order-charge.ts';
import { orderDoc } from '../store/documents.ts';

export const LATE_PAYMENT_REASON = 'Pagamento recebido após a liberação da reserva';

export async function refundLatePayment(orderId: string, charge: OrderCharge): Promise<void> {
  const ref = orderDoc(db(), orderId);
  const target = charge.installmentId ?? charge.paymentId;
  const marker = (await ref.get()).get('reembolso_automatico');
  if (marker?.payment_id === target && marker.estado === 'feito') return;
  await ref.update({
    reembolso_automatico: { payment_id: target, estado: 'pendente', motivo: LATE_PAYMENT_REASON },
    updated_at: FieldValue.serverTimestamp(),
  });
  const payments = await chargePayments(charge);
  if (payments.some((p) => isAsaasPaymentPaid(p) && p.billingType === 'BOLETO')) {
    // A boleto has no direct refund: Asaas gives a page where the payer enters their bank
    // account; the admin sends it (orders/{id}.reembolso_automatico.link). Asaas's refusal is kept
    // for the admin instead of failing the delivery, which Asaas would retry until its queue stops.
    const link = await asaas()
      .refundBankSlip(charge.paymentId)
      .then((answer) => answer.requestUrl)
      .catch((error: unknown) => {
        if (isAsaasError(error) && error.kind === 'unavailable') throw error;
        logger.error(`Late boleto ${target} of order ${orderId}: no refund link`, error);
        return null;
      });
    await ref.update({
      'reembolso_automatico.estado': link ? 'aguardando_dados' : 'falhou',
      'reembolso_automatico.link': link,
      updated_at: FieldValue.serverTimestamp(),
    });
    return;
  }
  if (payments.some((p) => isAsaasPaymentPaid(p))) {
    try {
      await refundCharge(charge);
    } catch (error) {
      // Another installment's delivery refunded the plan first: nothing is paid any more.
      if (await chargeIsPaid(charge)) throw error;
    }
  }
  logger.warn(`Late payment ${target} of order ${orderId} refunded`);
  await ref.update({
    'reembolso_automatico.estado': 'feito',
    'reembolso_automatico.em': FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
  });
}
