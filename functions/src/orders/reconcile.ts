// Reads an order's payment from Asaas and applies what it says: the path for a webhook that is
// late or lost. Used by the waiting page (through the route below), the sweeper and the admin.
import { orderStatusForAsaasPayment } from '@gn/core/checkout-rules';
import type { OrderStatus } from '@gn/core/order-status';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../firebase.ts';
import { asaas } from '../payments/asaas-instance.ts';
import { applyOrderStatus } from './transitions.ts';
import { orderRef } from '../store/documents.ts';

/** Asaas allows about 25,000 requests per 12 h: one read per order per minute at most. */
const MIN_INTERVAL_MS = 60_000;

export async function reconcileOrder(
  orderId: string,
  options: { origem?: string; force?: boolean } = {},
): Promise<OrderStatus | null> {
  const ref = orderRef(db(), orderId);
  const order = (await ref.get()).data();
  if (!order) return null;
  const status = order.status;
  if (status !== 'aguardando_pagamento' || !order.asaas_payment_id) return status;
  const last = order.reconciliado_em?.getTime() ?? 0;
  if (!options.force && Date.now() - last < MIN_INTERVAL_MS) return status;

  await ref.update({ reconciliado_em: FieldValue.serverTimestamp() });
  const payment = await asaas().getPayment(order.asaas_payment_id);
  const target = orderStatusForAsaasPayment(payment);
  if (!target) return status;
  const result = await applyOrderStatus(orderId, target, {
    origem: options.origem ?? 'reconcile',
    motivo: `Asaas: ${payment.deleted ? 'DELETED' : payment.status}`,
  });
  return result.status;
}
