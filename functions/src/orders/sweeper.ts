// Releases reservations that ran out. Every minute in production (Cloud Scheduler); locally the
// runner calls the internal route (the emulator does not run schedules). For each expired order
// still waiting: read the payment first (a webhook may be late: then it is paid, not expired),
// otherwise expire it, which releases its slots and deletes the open Asaas charge. Slots, lote
// places and coupon uses left by a checkout that died between the claim and the order are
// removed once their expiry passed.
import { orderHoldsStock } from '@gn/core/order-status';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../firebase.ts';
import { reconcileOrder } from './reconcile.ts';
import { refreshAvailability } from '../stock/availability.ts';
import { LOTE_PLACES, SLOT_POOLS } from '../stock/slots-ground.ts';
import { deletePlaces } from '../stock/slot-blocks.ts';
import { applyOrderStatus } from './transitions.ts';
import { COUPON_USES } from '../coupons/coupon-store.ts';
import { expireOffers } from '../waitlist/expire-offers.ts';
import { offerFreedTickets } from '../waitlist/offer.ts';
import { orderRef, ordersCollection } from '../store/documents.ts';

const BATCH = 100;

export interface SweepReport {
  expired: number;
  paid: number;
  orphanSlots: number;
  /** waiting-list offers that lapsed unused */
  offersExpired: number;
}

async function sweepOrder(orderId: string, report: SweepReport): Promise<void> {
  try {
    const status = await reconcileOrder(orderId, { origem: 'sweeper', force: true });
    if (status === 'pago') {
      report.paid++;
      return;
    }
  } catch (error) {
    // The provider is down: expiring now could cancel a paid order; try again next run.
    logger.warn(`Sweeper could not read the payment of ${orderId}; will retry`, error);
    return;
  }
  const result = await applyOrderStatus(orderId, 'expirado', {
    origem: 'sweeper',
    motivo: 'Reserva expirada',
  });
  if (result.changed) report.expired++;
}

async function sweepOrphanSlots(now: Timestamp, report: SweepReport): Promise<void> {
  const pools = await Promise.all(
    [...SLOT_POOLS, LOTE_PLACES, COUPON_USES].map((pool) =>
      db()
        .collectionGroup(pool)
        .where('estado', '==', 'reservado')
        .where('expira_em', '<=', now)
        .limit(BATCH)
        .get(),
    ),
  );
  const touched = new Set<string>();
  for (const slot of pools.flatMap((p) => p.docs)) {
    const order = (await orderRef(db(), String(slot.get('order_id'))).get()).data();
    const status = order?.status ?? null;
    // A live order keeps its slots until the order itself expires above.
    if (status && orderHoldsStock(status)) continue;
    await deletePlaces([slot.ref]);
    const eventId = stockEventOf(slot.ref);
    if (eventId) touched.add(eventId);
    report.orphanSlots++;
  }
  for (const eventId of touched) {
    await refreshAvailability(db(), eventId);
    await offerFreedTickets(db(), eventId);
  }
}

/** The event whose stock a swept document belongs to (`event_stock/{eventId}/...`), or null for a coupon's use. */
function stockEventOf(ref: DocumentReference): string | null {
  const [root, eventId] = ref.path.split('/');
  return root === 'event_stock' ? (eventId ?? null) : null;
}

export async function sweepReservations(nowDate = new Date()): Promise<SweepReport> {
  const now = Timestamp.fromDate(nowDate);
  const report: SweepReport = { expired: 0, paid: 0, orphanSlots: 0, offersExpired: 0 };
  const due = await ordersCollection(db())
    .where('status', '==', 'aguardando_pagamento')
    .where('reserva_expira_em', '<=', now)
    .limit(BATCH)
    .get();
  for (const doc of due.docs) await sweepOrder(doc.id, report);
  // Lapsed waiting-list offers first: their places go to the next in line, not to the orphan sweep.
  report.offersExpired = await expireOffers(db(), nowDate);
  await sweepOrphanSlots(now, report);
  return report;
}
