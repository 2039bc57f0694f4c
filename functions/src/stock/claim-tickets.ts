// Claiming stock, the one way it is done: one checkout's stock, all or nothing (claimTickets):
// with lotes, places in the lote on sale (claim-lote.ts), which decides the prices; a slot of the
// total for every ticket and, for each meia-entrada of the quota, a slot of the quota pool too
// (slots-ground.ts), and for each wheelchair space (two tickets) a place of the spaces' pool. The
// lote goes first (it is what a rush on an on-sale fights over, and it says which prices apply),
// then the scarcer pools (the spaces, the quota), then the total; a refusal anywhere gives back
// what the attempt had taken, and a claim that succeeds comes with its own release.
import { meiaQuota } from '@gn/core/box-office';
import type { Lote } from '@gn/core/lotes';
import type { Firestore } from 'firebase-admin/firestore';
import { claimLote } from './claim-lote.ts';
import { claimNumbered, type ClaimResult } from './numbered-claims.ts';
import {
  releaseClaim,
  slotDoc,
  slotsOf,
  SLOT_POOLS,
  type ClaimInput,
  type SlotPool,
} from './slots-ground.ts';

/** Claims `quantity` slots of one pool (indices below `total`) for one attempt, all or nothing (also a waiting list's offer). */
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

export type TicketClaim =
  /** release: gives back every slot and lote place of the claim (when no order comes of it) */
  | { ok: true; lote: Lote | null; release: () => Promise<void> }
  | { ok: false; pool: SlotPool; available: number }
  | { ok: false; pool: 'lote'; ended: true }
  | { ok: false; pool: 'lote'; message: string };

export async function claimTickets(
  db: Firestore,
  input: ClaimInput & {
    meiaQuantity: number;
    meiaQuotaPercent: number;
    /** wheelchair spaces asked for (pairs of tickets), and how many the event has */
    wheelchair: { spaces: number; total: number };
    lotes: readonly Lote[];
    now: Date;
    /**
     * Places already held for this buyer (a waiting-list offer, waitlist/hold.ts): the total's
     * slots are taken from them instead of claimed; false when they no longer hold enough.
     */
    adoptHeld?: ((input: ClaimInput) => Promise<boolean>) | null;
    /** the stock's total as the checkout read it at its start (checkout-reads.ts) */
    total: number;
  },
): Promise<TicketClaim> {
  const { total } = input;
  const lote = await claimLote(db, input);
  if (!lote.ok) {
    return lote.reason === 'ended'
      ? { ok: false, pool: 'lote', ended: true }
      : { ok: false, pool: 'lote', message: lote.message };
  }
  const loteId = lote.lote?.quantidade ? lote.lote.id : null;
  const giveBack = (pools: readonly SlotPool[]) =>
    releaseClaim(db, input.eventId, input.claimId, pools, loteId);
  // The scarcer pools first, each only when the order asks for it.
  const asked: { pool: SlotPool; quantity: number; total: number }[] = [
    { pool: 'cadeirante_slots', quantity: input.wheelchair.spaces, total: input.wheelchair.total },
    { pool: 'meia_slots', quantity: input.meiaQuantity, total: meiaQuota(total, input.meiaQuotaPercent) },
  ];
  const pools = asked.filter((p) => p.quantity > 0);
  const claimed: SlotPool[] = [];
  for (const { pool, quantity, total: poolTotal } of pools) {
    const claim = await claimSlots(db, { ...input, quantity, pool, total: poolTotal });
    if (!claim.ok) {
      await giveBack(claimed);
      return { ok: false, pool, available: claim.available };
    }
    claimed.push(pool);
  }
  const all = input.adoptHeld
    ? (await input.adoptHeld(input))
      ? { ok: true as const }
      : { ok: false as const, available: 0 }
    : await claimSlots(db, { ...input, pool: 'slots', total });
  if (all.ok) {
    // Every pool and the lote's places (a lote without a quantity has none: an empty query).
    const release = () => releaseClaim(db, input.eventId, input.claimId, SLOT_POOLS, lote.lote?.id ?? null);
    return { ok: true, lote: lote.lote, release };
  }
  await giveBack(claimed);
  return { ok: false, pool: 'slots', available: all.available };
}
