// One checkout's stock, all or nothing: with lotes, places in the lote on sale (claim-lote.ts),
// which decides the prices; a slot of the total for every ticket and, for each meia-entrada of the
// quota, a slot of the quota pool too (stock-slots.ts). The lote goes first (it is what a rush on
// an on-sale fights over, and it says which prices apply), then the quota, the scarcer pool, then
// the total; a refusal anywhere gives back what the attempt had taken.
import { meiaQuota } from '@gn/core/box-office';
import type { Lote } from '@gn/core/lotes';
import type { Firestore } from 'firebase-admin/firestore';
import { claimLote } from './claim-lote.ts';
import { claimSlots, releaseClaim, stockTotal, type ClaimInput, type SlotPool } from './stock-slots.ts';

export type TicketClaim =
  | { ok: true; lote: Lote | null }
  | { ok: false; pool: SlotPool; available: number }
  | { ok: false; pool: 'lote'; ended: true }
  | { ok: false; pool: 'lote'; message: string };

export async function claimTickets(
  db: Firestore,
  input: ClaimInput & {
    meiaQuantity: number;
    meiaQuotaPercent: number;
    lotes: readonly Lote[];
    now: Date;
    /**
     * Places already held for this buyer (a waiting-list offer, waitlist/hold.ts): the total's
     * slots are taken from them instead of claimed; false when they no longer hold enough.
     */
    adoptHeld?: ((input: ClaimInput) => Promise<boolean>) | null;
  },
): Promise<TicketClaim> {
  const [total, lote] = await Promise.all([stockTotal(db, input.eventId), claimLote(db, input)]);
  if (!lote.ok) {
    return lote.reason === 'ended'
      ? { ok: false, pool: 'lote', ended: true }
      : { ok: false, pool: 'lote', message: lote.message };
  }
  const loteId = lote.lote?.quantidade ? lote.lote.id : null;
  const giveBack = (pools: readonly SlotPool[]) =>
    releaseClaim(db, input.eventId, input.claimId, pools, loteId);
  if (input.meiaQuantity > 0) {
    const quota = meiaQuota(total, input.meiaQuotaPercent);
    const meia = await claimSlots(db, {
      ...input,
      quantity: input.meiaQuantity,
      pool: 'meia_slots',
      total: quota,
    });
    if (!meia.ok) {
      await giveBack([]);
      return { ok: false, pool: 'meia_slots', available: meia.available };
    }
  }
  const all = input.adoptHeld
    ? (await input.adoptHeld(input))
      ? { ok: true as const }
      : { ok: false as const, available: 0 }
    : await claimSlots(db, { ...input, pool: 'slots', total });
  if (all.ok) return { ok: true, lote: lote.lote };
  await giveBack(input.meiaQuantity > 0 ? ['meia_slots'] : []);
  return { ok: false, pool: 'slots', available: all.available };
}
