// A payment that arrives after its order gave the stock back (the reservation expired, the
// boleto went overdue, the card was refused) and after our attempt to delete the charge lost a
// race with the buyer. The tickets may already be someone else's, so the money goes back:
// the payment is refunded in full and the order remembers it. Safe to repeat: a refunded
// payment is not refunded again.
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../firebase.ts';
import { asaas } from '../payments/asaas-instance.ts';

export const LATE_PAYMENT_REASON = 'Pagamento recebido após a liberação da reserva';

export async function refundLatePayment(orderId: string, paymentId: string): Promise<void> {
  const ref = db().doc(`orders/${orderId}`);
  const marker = (await ref.get()).get('reembolso_automatico');
  if (marker?.payment_id === paymentId && marker.estado === 'feito') return;
  await ref.update({
    reembolso_automatico: { payment_id: paymentId, estado: 'pendente', motivo: LATE_PAYMENT_REASON },
    updated_at: FieldValue.serverTimestamp(),
  });
  const payment = await asaas().getPayment(paymentId);
  if (
    payment.status !== 'REFUNDED' &&
    payment.status !== 'REFUND_REQUESTED' &&
    payment.status !== 'REFUND_IN_PROGRESS'
  ) {
    await asaas().refundPayment(paymentId);
  }
  logger.warn(`Late payment ${paymentId} of order ${orderId} refunded`);
  await ref.update({
    'reembolso_automatico.estado': 'feito',
    'reembolso_automatico.em': FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
  });
}
