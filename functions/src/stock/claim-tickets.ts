// One checkout's stock, all or nothing: a slot of the total for every ticket and, for each
// meia-entrada of the quota, a slot of the quota pool too (stock-slots.ts). The quota is claimed
// first when the order has any: it is the scarcer pool, and a refusal there costs no total slot.
import { meiaQuota } from '@gn/core/box-office';
import type { Firestore } from 'firebase-admin/firestore';
import { claimSlots, releaseClaim, stockTotal, type ClaimInput, type SlotPool } from './stock-slots.ts';

export type TicketClaim = { ok: true } | { ok: false; pool: SlotPool; available: number };

export async function claimTickets(
  db: Firestore,
  input: ClaimInput & { meiaQuantity: number; meiaQuotaPercent: number },
): Promise<TicketClaim> {
  const total = await stockTotal(db, input.eventId);
  if (input.meiaQuantity > 0) {
    const quota = meiaQuota(total, input.meiaQuotaPercent);
    const meia = await claimSlots(db, {
      ...input,
      quantity: input.meiaQuantity,
      pool: 'meia_slots',
      total: quota,
    });
    if (!meia.ok) return { ok: false, pool: 'meia_slots', available: meia.available };
  }
  const all = await claimSlots(db, { ...input, pool: 'slots', total });
  if (all.ok) return { ok: true };
  if (input.meiaQuantity > 0) await releaseClaim(db, input.eventId, input.claimId, ['meia_slots']);
  return { ok: false, pool: 'slots', available: all.available };
}
