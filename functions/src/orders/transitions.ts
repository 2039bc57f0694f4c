// The one place an order changes status. A transaction reads the order, asks the core state
// machine (forward only: a late or repeated webhook changes nothing) and applies the effects in
// the same commit: paid → tickets issued and slots sold; cancelled / failed / overdue / expired →
// slots released; refunded → tickets marked and slots released; a paid order cancelled (the
// buyer's withdrawal, with `withdrawal`) → tickets cancelled and slots released. A coupon's use
// is kept when paid and given back when the order is released, refunded or cancelled
// (coupons/coupon-uses.ts). Because the status check and the effects commit together, each
// effect happens exactly once however often the same news arrives.
import { statusChange, type Order, type StatusChangeContext } from '@gn/core/order';
import { canTransitionOrder, parseOrderStatus, releasesStock, type OrderStatus } from '@gn/core/order-status';
import {
  FieldValue,
  Timestamp,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../firebase.ts';
import { chargeOf, removeOpenCharge, type OrderCharge } from './order-charge.ts';
import { runContendedTransaction } from './contended-transaction.ts';
import { refreshAvailability } from '../stock/availability.ts';
import { orderSlots } from '../stock/slots-ground.ts';
import { deletePlacesIn } from '../stock/slot-blocks.ts';
import { orderCouponUses } from '../coupons/coupon-uses.ts';
import { offerFreedTickets } from '../waitlist/offer.ts';
import { ticketDocs, ticketSigningKey, type EventForTickets } from '../tickets/ticket-docs.ts';
import { eventDoc, orderDoc, ticketsPlain } from '../store/documents.ts';
import { countDoorSale } from './door-sale-count.ts';

export type TransitionContext = StatusChangeContext;

export interface TransitionResult {
  found: boolean;
  changed: boolean;
  from: OrderStatus | null;
  status: OrderStatus | null;
}

/**
 * A paid order's cancellation (cancel-order.ts): the one move out of 'pago' besides a refund.
 * `decide` runs inside the transaction with the order and its tickets as they are at that moment;
 * it throws to refuse, or returns the fields the order gets (cancelamento, reembolso); it may add
 * writes of its own to the transaction (the buyer's e-mail, recorded in the mail outbox).
 */
export interface Withdrawal {
  decide(
    order: Order<Timestamp>,
    tickets: readonly TicketSnapshot[],
    tx: Transaction,
  ): Record<string, unknown>;
}

export interface TicketSnapshot {
  id: string;
  status: string;
  transferred: boolean;
}

function ticketSnapshot(doc: QueryDocumentSnapshot): TicketSnapshot {
  const transfers = doc.get('transferencias');
  return {
    id: doc.id,
    status: String(doc.get('status')),
    transferred: Array.isArray(transfers) && transfers.length > 0,
  };
}

/** Whether the move gives the order's places back: a release of an unpaid order, a refund, a cancellation. */
function freesStock(to: OrderStatus, withdrawal: boolean): boolean {
  return releasesStock(to) || to === 'reembolsado' || withdrawal;
}

export async function applyOrderStatus(
  orderId: string,
  to: OrderStatus,
  ctx: TransitionContext,
  withdrawal?: Withdrawal,
): Promise<TransitionResult> {
  const firestore = db();
  const orderRef = orderDoc(firestore, orderId);
  let eventId: string | null = null;
  let charge: OrderCharge | null = null;

  const result = await runContendedTransaction(firestore, async (tx): Promise<TransitionResult> => {
    const snap = await tx.get(orderRef);
    if (!snap.exists) return { found: false, changed: false, from: null, status: null };
    const order = snap.data() as Order<Timestamp>;
    const from = parseOrderStatus(order.status);
    const withdrawing = withdrawal !== undefined && from === 'pago' && to === 'cancelado';
    // A withdrawal is only ever from a paid order: an unpaid one is not "cancelled" by it (its open
    // charge would stay payable), the caller refuses instead.
    if (!from || !(withdrawal !== undefined ? withdrawing : canTransitionOrder(from, to))) {
      return { found: true, changed: false, from, status: from };
    }
    eventId = order.items[0]?.event_id ?? null;
    charge = chargeOf(order as unknown as Record<string, unknown>);
    const now = new Date();
    const frees = freesStock(to, withdrawing);

    // Every read before the first write, as transactions require.
    const slots =
      eventId && (to === 'pago' || frees)
        ? await orderSlots(tx, firestore, eventId, orderId, order.lote?.id ?? null)
        : [];
    const event = to === 'pago' && eventId ? await tx.get(eventDoc(firestore, eventId)) : null;
    const tickets =
      to === 'reembolsado' || withdrawing
        ? await tx.get(ticketsPlain(firestore).where('order_id', '==', orderId))
        : null;
    const couponUses = to === 'pago' || frees ? await orderCouponUses(tx, firestore, order, orderId) : [];
    const withdrawalFields = withdrawing
      ? withdrawal.decide(order, (tickets?.docs ?? []).map(ticketSnapshot), tx)
      : {};

    tx.update(orderRef, {
      status: to,
      updated_at: FieldValue.serverTimestamp(),
      ...(to === 'pago' ? { paid_at: Timestamp.fromDate(now), reserva_expira_em: null } : {}),
      ...withdrawalFields,
      status_historico: FieldValue.arrayUnion(statusChange(from, to, ctx, Timestamp.fromDate(now))),
    });

    if (to === 'pago') {
      const eventData = event?.data() as EventForTickets | undefined;
      if (!eventData) throw new Error(`Order ${orderId} paid for a missing event ${eventId}`);
      for (const ticket of ticketDocs(orderId, order, eventData, now, ticketSigningKey())) {
        tx.create(firestore.doc(`tickets/${ticket.id}`), ticket.data);
      }
      for (const slot of slots) tx.update(slot.ref, { estado: 'vendido', expira_em: null });
      for (const use of couponUses) tx.update(use.ref, { estado: 'usado', expira_em: null });
      // A box-office sale counts on its cash register in this same commit (door-sale-count.ts).
      await countDoorSale(tx, firestore, orderId, order, now);
    }
    if (frees) {
      // Their blocks' hints in the same transaction (stock/slot-blocks.ts).
      deletePlacesIn(
        tx,
        [...couponUses, ...slots].map((d) => d.ref),
      );
    }
    // A used ticket stays used (the person came in); the others stop admitting at once.
    const ticketStatus = withdrawing ? 'cancelado' : 'reembolsado';
    for (const t of tickets?.docs ?? []) {
      if (t.get('status') !== 'usado')
        tx.update(t.ref, { status: ticketStatus, updated_at: FieldValue.serverTimestamp() });
    }
    return { found: true, changed: true, from, status: to };
  });

  if (result.changed && eventId && (to === 'pago' || freesStock(to, false) || withdrawal)) {
    await refreshAvailability(firestore, eventId);
  }
  // Places that came back go to the waiting list first (waitlist/offer.ts; never throws).
  if (result.changed && eventId && (freesStock(to, false) || withdrawal)) {
    await offerFreedTickets(firestore, eventId);
  }
  // A released order must not be payable any more: remove its open Asaas charge, every pending
  // installment of a plan (a deleted payment reports PAYMENT_DELETED, which then changes nothing).
  if (result.changed && charge && releasesStock(to) && to !== 'cancelado') {
    await deleteOpenCharge(charge);
  }
  return result;
}

async function deleteOpenCharge(charge: OrderCharge): Promise<void> {
  try {
    await removeOpenCharge(charge);
  } catch (error) {
    // Already paid, already deleted or the provider is down: the sweeper / reconcile sees it later.
    logger.warn(`Could not delete Asaas charge ${charge.installmentId ?? charge.paymentId}`, error);
  }
}
