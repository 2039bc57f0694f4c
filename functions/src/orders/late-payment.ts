// A payment that arrives after its order gave the stock back (the reservation expired, the
// boleto went overdue, the card was refused) and after our attempt to delete the charge lost a
// race with the buyer. The tickets may already be someone else's, so the money goes back:
// the payment (or the whole installment plan) is refunded in full and the order remembers it.
// Safe to repeat: a refunded charge is not refunded again, and a plan's installments, confirmed
// together and delivered side by side, refund it once.
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../firebase.ts';
import { chargeIsPaid, refundCharge, type OrderCharge } from './order-charge.ts';

export const LATE_PAYMENT_REASON = 'Pagamento recebido após a liberação da reserva';

export async function refundLatePayment(orderId: string, charge: OrderCharge): Promise<void> {
  const ref = db().doc(`orders/${orderId}`);
  const target = charge.installmentId ?? charge.paymentId;
  const marker = (await ref.get()).get('reembolso_automatico');
  if (marker?.payment_id === target && marker.estado === 'feito') return;
  await ref.update({
    reembolso_automatico: { payment_id: target, estado: 'pendente', motivo: LATE_PAYMENT_REASON },
    updated_at: FieldValue.serverTimestamp(),
  });
  if (await chargeIsPaid(charge)) {
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
