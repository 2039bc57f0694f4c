// The ground of the stock (see docs/data-model.md, event_stock slots): where its documents live
// and what they hold, with no rule about who may take them. Every admitted person holds one slot
// document `event_stock/{eventId}/slots/{index}`, index in 0..total-1, claimed with create(),
// which fails when another buyer got there first. No buyer runs a transaction on a shared
// document, so a rush costs retries on a few slot ids instead of lock waits on one (measured in
// ../shared/DESIGN.md). The slots are the truth; event_stock.disponivel is a display figure
// recomputed from them (availability.ts); claims are made in claim-tickets.ts.
//
// The meia-entrada quota is a second pool, `event_stock/{eventId}/meia_slots/{index}` with index
// below the quota (box-office.ts meiaQuota): a quota ticket holds one slot of each pool, claimed
// the same way, so the quota has the same oversell-proof guarantee as the total. The wheelchair
// spaces (core/src/wheelchair.ts) are a third, `cadeirante_slots`, index below the event's
// `espacos_cadeirante`: one place per space, that is per pair of tickets.
import { createHash } from 'node:crypto';
import { blocksOf, deletePlaces } from './slot-blocks.ts';
import {
  FieldValue,
  Timestamp,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';

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
  /**
   * The whole claim's tickets per person (titular_cpf key → count), on each of its slots: a request
   * that sees a racing claim only in part counts it in full (core/src/holder-limits.ts).
   */
  titulares_da_reserva?: Record<string, number>;
  ticket_id?: string;
}

/**
 * The pools of slots: every ticket holds one 'slots'; a meia-entrada of the quota also one
 * 'meia_slots'; a wheelchair space (two tickets) one 'cadeirante_slots'.
 */
export type SlotPool = 'slots' | 'meia_slots' | 'cadeirante_slots';
export const SLOT_POOLS: readonly SlotPool[] = ['slots', 'meia_slots', 'cadeirante_slots'];

export function slotsOf(db: Firestore, eventId: string, pool: SlotPool = 'slots'): CollectionReference {
  return db.collection(`event_stock/${eventId}/${pool}`);
}

/** The places of one lote: `event_stock/{eventId}/lotes/{loteId}/vagas/{index}`, index below its quantity. */
export const LOTE_PLACES = 'vagas';

export function lotePlacesOf(db: Firestore, eventId: string, loteId: string): CollectionReference {
  return db.collection(`event_stock/${eventId}/lotes/${loteId}/${LOTE_PLACES}`);
}

/**
 * The block hints (slot-blocks.ts) beside every numbered pool of an event's stock: its slots', its
 * quota's and each lote's places' (every lote with documents under the stock, whether or not the
 * event still lists it).
 */
export async function stockBlocks(db: Firestore, eventId: string): Promise<DocumentReference[]> {
  const lotes = await db.collection(`event_stock/${eventId}/lotes`).listDocuments();
  const pools = [
    ...SLOT_POOLS.map((pool) => slotsOf(db, eventId, pool)),
    ...lotes.map((lote) => lotePlacesOf(db, eventId, lote.id)),
  ];
  const blocks = await Promise.all(pools.map((pool) => blocksOf(pool).select().get()));
  return blocks.flatMap((snap) => snap.docs.map((doc) => doc.ref));
}

/** The stock's total as stored: a positive integer, anything else 0 (nothing to sell). */
export function asTotal(total: unknown): number {
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
/**
 * A digest of the CPF's digits, the key a slot's `titular_cpf` holds: enough to count a person's
 * tickets by (checkout and transfer limits), without copying the CPF into the stock.
 */
export function personKey(cpfDigits: string): string {
  return createHash('sha256').update(`cpf:${cpfDigits}`).digest('hex').slice(0, 40);
}

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
    ...claimPersons(input),
  };
}

/**
 * How many of a claim's tickets count for each person. None for a claim with a ticket of no
 * person (a waiting-list offer's hold): a map key may not be empty, and such slots count as seen.
 */
function claimPersons(input: ClaimInput): Pick<SlotDoc, 'titulares_da_reserva'> {
  const counts: Record<string, number> = {};
  for (let position = 0; position < input.quantity; position++) {
    const person = slotCpfKey(input.holder, position);
    if (!person) return {};
    counts[person] = (counts[person] ?? 0) + 1;
  }
  return { titulares_da_reserva: counts };
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
  await deletePlaces(snaps.flatMap((s) => s.docs.map((d) => d.ref)));
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
