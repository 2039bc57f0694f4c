// Stock reservations without a hot document (see docs/data-model.md, event_stock slots): every
// admitted person holds one slot document `event_stock/{eventId}/slots/{index}`, index in
// 0..total-1, claimed with create(), which fails when another buyer got there first. No buyer
// runs a transaction on a shared document, so a rush costs retries on a few slot ids instead of
// lock waits on one (measured in ../shared/DESIGN.md). The slots are the truth;
// event_stock.disponivel is a display figure recomputed from them.
//
// The meia-entrada quota is a second pool, `event_stock/{eventId}/meia_slots/{index}` with index
// below the quota (box-office.ts meiaQuota): a quota ticket holds one slot of each pool, claimed
// the same way, so the quota has the same oversell-proof guarantee as the total.
import {
  FieldValue,
  Timestamp,
  type CollectionReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { meiaQuota } from '@gn/core/box-office';
import { boxOfficeOf } from '@gn/core/box-office-settings';
import { claimNumbered, type ClaimResult } from './numbered-claims.ts';

export type SlotState = 'reservado' | 'vendido';

export interface SlotDoc {
  indice: number;
  order_id: string;
  claim_id: string;
  estado: SlotState;
  expira_em: Timestamp | null;
  created_at: Timestamp;
  /** Who holds it (checkout/holder-limits.ts counts the unpaid ones per account and per CPF). */
  titular_uid: string;
  titular_cpf: string;
}

/** The pools of slots: every ticket holds one 'slots'; a meia-entrada of the quota also one 'meia_slots'. */
export type SlotPool = 'slots' | 'meia_slots';
export const SLOT_POOLS: readonly SlotPool[] = ['slots', 'meia_slots'];

export function slotsOf(db: Firestore, eventId: string, pool: SlotPool = 'slots'): CollectionReference {
  return db.collection(`event_stock/${eventId}/${pool}`);
}

function asTotal(total: unknown): number {
  return typeof total === 'number' && Number.isInteger(total) && total > 0 ? total : 0;
}

export async function stockTotal(db: Firestore, eventId: string): Promise<number> {
  return asTotal((await db.doc(`event_stock/${eventId}`).get()).get('total'));
}

export interface ClaimInput {
  eventId: string;
  orderId: string;
  claimId: string;
  quantity: number;
  expiresAt: Date;
  holder: { uid: string; cpfKey: string };
}

/** Claims `quantity` slots of one pool (whose indices go below `total`) for one checkout attempt, all or nothing. */
export function claimSlots(
  db: Firestore,
  input: ClaimInput & { pool: SlotPool; total: number },
): Promise<ClaimResult> {
  return claimNumbered({
    pool: slotsOf(db, input.eventId, input.pool),
    total: input.total,
    quantity: input.quantity,
    claimId: input.claimId,
    docFor: (indice): SlotDoc => ({
      indice,
      order_id: input.orderId,
      claim_id: input.claimId,
      estado: 'reservado',
      expira_em: Timestamp.fromDate(input.expiresAt),
      created_at: Timestamp.now(),
      titular_uid: input.holder.uid,
      titular_cpf: input.holder.cpfKey,
    }),
  });
}

/** Deletes the slots of one checkout attempt (a lost idempotency race or a partial claim). */
export async function releaseClaim(
  db: Firestore,
  eventId: string,
  claimId: string,
  pools: readonly SlotPool[] = SLOT_POOLS,
): Promise<void> {
  const snaps = await Promise.all(
    pools.map((pool) => slotsOf(db, eventId, pool).where('claim_id', '==', claimId).get()),
  );
  const batch = db.batch();
  for (const doc of snaps.flatMap((s) => s.docs)) batch.delete(doc.ref);
  await batch.commit();
}

/** Inside an order transaction: the slots the order holds in every pool (read before any write). */
export async function orderSlots(tx: Transaction, db: Firestore, eventId: string, orderId: string) {
  const snaps = await Promise.all(
    SLOT_POOLS.map((pool) => tx.get(slotsOf(db, eventId, pool).where('order_id', '==', orderId))),
  );
  return snaps.flatMap((s) => s.docs);
}

/** How many slots of a pool are taken (sold or reserved). */
export async function takenCount(db: Firestore, eventId: string, pool: SlotPool = 'slots'): Promise<number> {
  return (await slotsOf(db, eventId, pool).count().get()).data().count;
}

/** The event's meia-entrada quota in tickets for a stock total (its percentage, never below the law). */
export async function meiaQuotaOf(db: Firestore, eventId: string, total: number): Promise<number> {
  const event = (await db.doc(`events/${eventId}`).get()).data() ?? {};
  return meiaQuota(total, boxOfficeOf(event).meiaQuotaPercent);
}

/**
 * Recomputes the public figures `disponivel = total − taken` and, as the law asks the event page
 * to show, `meia_total` / `meia_disponivel`. A plain write, not a transaction: a stale value is
 * corrected by the next claim, release or sweep, and buyers never wait on it.
 */
export async function refreshAvailability(db: Firestore, eventId: string): Promise<void> {
  try {
    const [stock, taken, meiaTaken] = await Promise.all([
      db.doc(`event_stock/${eventId}`).get(),
      takenCount(db, eventId),
      takenCount(db, eventId, 'meia_slots'),
    ]);
    // No stock document, no figures: only the admin's stock call creates one (and audits it).
    if (!stock.exists) return;
    const total = asTotal(stock.get('total'));
    const quota = await meiaQuotaOf(db, eventId, total);
    await stock.ref.update({
      disponivel: Math.max(0, total - taken),
      meia_total: quota,
      meia_disponivel: Math.max(0, quota - meiaTaken),
      updated_at: FieldValue.serverTimestamp(),
    });
  } catch (error) {
    logger.warn(`Could not refresh the stock figure of ${eventId}`, error);
  }
}
