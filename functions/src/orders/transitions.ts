// The one place an order changes status. A transaction reads the order, asks the core state
// machine (forward only: a late or repeated webhook changes nothing) and applies the effects in
// the same commit: paid → tickets issued and slots sold; cancelled / failed / overdue / expired →
// slots released; refunded → tickets marked. Because the status check and the effects commit
// together, each effect happens exactly once however often the same news arrives.
import { canTransitionOrder, parseOrderStatus, type OrderStatus } from '@gn/core/status';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../firebase.ts';
import { asaas } from '../payments/asaas-instance.ts';
import { orderSlots, refreshAvailability } from './stock-slots.ts';
import { ticketDocs, ticketSigningKey, type EventForTickets, type OrderForTickets } from './ticket-docs.ts';

/** Statuses that give the reserved stock back. */
const RELEASES: readonly OrderStatus[] = ['cancelado', 'falhou', 'vencido', 'expirado'];

export function releasesStock(status: OrderStatus): boolean {
  return RELEASES.includes(status);
}

export interface TransitionContext {
  /** 'checkout' | 'webhook' | 'sweeper' | 'reconcile' | 'admin' */
  origem: string;
  /** admin uid, or null for the system */
  por?: string | null;
  /** Asaas event name or the admin's reason */
  motivo?: string | null;
}

export interface TransitionResult {
  found: boolean;
  changed: boolean;
  from: OrderStatus | null;
  status: OrderStatus | null;
}

interface OrderDocData extends OrderForTickets {
  status: string;
  asaas_payment_id?: string | null;
}

export async function applyOrderStatus(
  orderId: string,
  to: OrderStatus,
  ctx: TransitionContext,
): Promise<TransitionResult> {
  const firestore = db();
  const orderRef = firestore.doc(`orders/${orderId}`);
  let eventId: string | null = null;
  let paymentId: string | null = null;

  const result = await firestore.runTransaction(async (tx): Promise<TransitionResult> => {
    const snap = await tx.get(orderRef);
    if (!snap.exists) return { found: false, changed: false, from: null, status: null };
    const order = snap.data() as OrderDocData;
    const from = parseOrderStatus(order.status);
    if (!from || !canTransitionOrder(from, to)) return { found: true, changed: false, from, status: from };
    eventId = order.items[0]?.event_id ?? null;
    paymentId = order.asaas_payment_id ?? null;
    const now = new Date();

    // Every read before the first write, as transactions require.
    const slots =
      eventId && (to === 'pago' || RELEASES.includes(to))
        ? await orderSlots(tx, firestore, eventId, orderId)
        : [];
    const event = to === 'pago' && eventId ? await tx.get(firestore.doc(`events/${eventId}`)) : null;
    const tickets =
      to === 'reembolsado'
        ? await tx.get(firestore.collection('tickets').where('order_id', '==', orderId))
        : null;

    tx.update(orderRef, {
      status: to,
      updated_at: FieldValue.serverTimestamp(),
      ...(to === 'pago' ? { paid_at: Timestamp.fromDate(now), reserva_expira_em: null } : {}),
      status_historico: FieldValue.arrayUnion({
        de: from,
        para: to,
        em: Timestamp.fromDate(now),
        origem: ctx.origem,
        por: ctx.por ?? null,
        motivo: ctx.motivo ?? null,
      }),
    });

    if (to === 'pago') {
      const eventData = event?.data() as EventForTickets | undefined;
      if (!eventData) throw new Error(`Order ${orderId} paid for a missing event ${eventId}`);
      for (const ticket of ticketDocs(orderId, order, eventData, now, ticketSigningKey())) {
        tx.create(firestore.doc(`tickets/${ticket.id}`), ticket.data);
      }
      for (const slot of slots) tx.update(slot.ref, { estado: 'vendido', expira_em: null });
    }
    if (RELEASES.includes(to)) for (const slot of slots) tx.delete(slot.ref);
    if (tickets) for (const t of tickets.docs) tx.update(t.ref, { status: 'reembolsado' });
    return { found: true, changed: true, from, status: to };
  });

  if (result.changed && eventId && (to === 'pago' || RELEASES.includes(to))) {
    await refreshAvailability(firestore, eventId);
  }
  // A released order must not be payable any more: remove its open Asaas charge (a deleted
  // payment reports PAYMENT_DELETED, which then changes nothing).
  if (result.changed && paymentId && RELEASES.includes(to) && to !== 'cancelado') {
    await deleteOpenPayment(paymentId);
  }
  return result;
}

async function deleteOpenPayment(paymentId: string): Promise<void> {
  try {
    await asaas().deletePayment(paymentId);
  } catch (error) {
    // Already paid, already deleted or the provider is down: the sweeper / reconcile sees it later.
    logger.warn(`Could not delete Asaas payment ${paymentId}`, error);
  }
}
