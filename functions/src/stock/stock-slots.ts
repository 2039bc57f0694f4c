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
import type { Lote, LoteCounts } from '@gn/core/lotes';
import { lotesOf } from '@gn/core/schemas/lotes';

export type SlotState = 'reservado' | 'vendido';

export interface SlotDoc {
  indice: number;
  order_id: string;
  claim_id: string;
  estado: SlotState;
  expira_em: Timestamp | null;
  created_at: Timestamp;
  /** The server's time the slot joined its claim: orders racing claims (checkout/holder-limits.ts). */
  reservado_em?: Timestamp | FieldValue;
  /**
   * Who holds it (checkout/holder-limits.ts counts by these): the account (null after a transfer
   * to an e-mail without one) and a digest of the person's CPF (the named ticket's holder, or the
   * buyer); a transfer names the new holder (tickets/transfer-limits.ts, which also sets ticket_id).
   */
  titular_uid: string | null;
  titular_cpf: string | null;
  ticket_id?: string;
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
  /** cpfKeys: the person of each ticket, in order (named tickets); otherwise cpfKey for all. */
  holder: { uid: string; cpfKey: string; cpfKeys?: readonly string[] };
}

/** The person key the `position`-th slot of a claim carries. */
export function slotCpfKey(holder: ClaimInput['holder'], position: number): string {
  return holder.cpfKeys?.[position] ?? holder.cpfKey;
}

/** A reserved slot of one checkout attempt (any pool: the total, the quota, a lote). */
export function slotDoc(input: ClaimInput, indice: number, position = 0): SlotDoc {
  return {
    indice,
    order_id: input.orderId,
    claim_id: input.claimId,
    estado: 'reservado',
    expira_em: Timestamp.fromDate(input.expiresAt),
    created_at: Timestamp.now(),
    reservado_em: FieldValue.serverTimestamp(),
    titular_uid: input.holder.uid,
    titular_cpf: slotCpfKey(input.holder, position),
  };
}

/** Claims `quantity` slots of one pool (indices below `total`) for one checkout attempt, all or nothing. */
export function claimSlots(
  db: Firestore,
  input: ClaimInput & { pool: SlotPool; total: number },
): Promise<ClaimResult> {
  return claimNumbered({
    pool: slotsOf(db, input.eventId, input.pool),
    total: input.total,
    quantity: input.quantity,
    claimId: input.claimId,
    docFor: (indice, position) => slotDoc(input, indice, position),
  });
}

/** The places of one lote: `event_stock/{eventId}/lotes/{loteId}/vagas/{index}`, index below its quantity. */
export const LOTE_PLACES = 'vagas';

export function lotePlacesOf(db: Firestore, eventId: string, loteId: string): CollectionReference {
  return db.collection(`event_stock/${eventId}/lotes/${loteId}/${LOTE_PLACES}`);
}

/** Deletes the slots of one checkout attempt (a lost idempotency race or a partial claim), its lote's places too. */
export async function releaseClaim(
  db: Firestore,
  eventId: string,
  claimId: string,
  pools: readonly SlotPool[] = SLOT_POOLS,
  loteId: string | null = null,
): Promise<void> {
  const collections = [
    ...pools.map((pool) => slotsOf(db, eventId, pool)),
    ...(loteId ? [lotePlacesOf(db, eventId, loteId)] : []),
  ];
  const snaps = await Promise.all(collections.map((c) => c.where('claim_id', '==', claimId).get()));
  const batch = db.batch();
  for (const doc of snaps.flatMap((s) => s.docs)) batch.delete(doc.ref);
  await batch.commit();
}

/** Inside an order transaction: the slots the order holds in every pool and in its lote (read before any write). */
export async function orderSlots(
  tx: Transaction,
  db: Firestore,
  eventId: string,
  orderId: string,
  loteId: string | null = null,
) {
  const collections = [
    ...SLOT_POOLS.map((pool) => slotsOf(db, eventId, pool)),
    ...(loteId ? [lotePlacesOf(db, eventId, loteId)] : []),
  ];
  const snaps = await Promise.all(collections.map((c) => tx.get(c.where('order_id', '==', orderId))));
  return snaps.flatMap((s) => s.docs);
}

/** How many slots of a pool are taken (sold or reserved). */
export async function takenCount(db: Firestore, eventId: string, pool: SlotPool = 'slots'): Promise<number> {
  return (await slotsOf(db, eventId, pool).count().get()).data().count;
}

/** The event's meia-entrada quota in tickets for a stock total (its percentage, never below the law). */
export function meiaQuotaFor(event: Record<string, unknown>, total: number): number {
  return meiaQuota(total, boxOfficeOf(event).meiaQuotaPercent);
}

/** Tickets taken in each of the event's lotes (reserved or paid), by lote id. */
export async function loteCounts(
  db: Firestore,
  eventId: string,
  lotes: readonly Lote[],
): Promise<LoteCounts> {
  const counts = await Promise.all(
    lotes.map(
      async (l) => [l.id, (await lotePlacesOf(db, eventId, l.id).count().get()).data().count] as const,
    ),
  );
  return Object.fromEntries(counts);
}

/**
 * Recomputes the public figures `disponivel = total − taken`, as the law asks the event page to
 * show `meia_total` / `meia_disponivel`, and with lotes `lotes_vendidos` (tickets taken per lote).
 * A plain write, not a transaction: a stale value is corrected by the next claim, release or
 * sweep, and buyers never wait on it.
 */
export async function refreshAvailability(db: Firestore, eventId: string): Promise<void> {
  try {
    const [stock, event, taken, meiaTaken] = await Promise.all([
      db.doc(`event_stock/${eventId}`).get(),
      db.doc(`events/${eventId}`).get(),
      takenCount(db, eventId),
      takenCount(db, eventId, 'meia_slots'),
    ]);
    // No stock document, no figures: only the admin's stock call creates one (and audits it).
    if (!stock.exists) return;
    const total = asTotal(stock.get('total'));
    const eventData = event.data() ?? {};
    const quota = meiaQuotaFor(eventData, total);
    await stock.ref.update({
      disponivel: Math.max(0, total - taken),
      meia_total: quota,
      meia_disponivel: Math.max(0, quota - meiaTaken),
      lotes_vendidos: await loteCounts(db, eventId, lotesOf(eventData)),
      updated_at: FieldValue.serverTimestamp(),
    });
  } catch (error) {
    logger.warn(`Could not refresh the stock figure of ${eventId}`, error);
  }
}
