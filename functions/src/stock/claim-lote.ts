// The lote an order is sold in, decided when its stock is claimed: the lote on sale now holds its
// tickets as numbered places (`event_stock/{eventId}/lotes/{loteId}/vagas/{index}`, index below the
// lote's quantity, stock/numbered-claims.ts), so a rush never sells more of the 1º lote than it
// has; a lote that sold out meanwhile sends the claim on to the next one, whose prices the order
// then pays. A lote with no quantity (limited by its date only) holds no places.
import { currentLote, lotesFrom, loteNotEnoughMessage, type Lote } from '@gn/core/lotes';
import type { Firestore } from 'firebase-admin/firestore';
import { claimNumbered } from './numbered-claims.ts';
import { loteCounts } from './availability.ts';
import { lotePlacesOf, slotDoc, type ClaimInput } from './slots-ground.ts';

export type LoteClaim =
  | { ok: true; lote: Lote | null }
  | { ok: false; reason: 'ended' }
  | { ok: false; reason: 'notEnough'; message: string };

export async function claimLote(
  db: Firestore,
  input: ClaimInput & { lotes: readonly Lote[]; now: Date },
): Promise<LoteClaim> {
  if (input.lotes.length === 0) return { ok: true, lote: null };
  const current = currentLote(input.lotes, await loteCounts(db, input.eventId, input.lotes), input.now);
  if (!current) return { ok: false, reason: 'ended' };
  for (const lote of lotesFrom(input.lotes, current, input.now)) {
    if (lote.quantidade === null) return { ok: true, lote };
    const claim = await claimNumbered({
      pool: lotePlacesOf(db, input.eventId, lote.id),
      total: lote.quantidade,
      quantity: input.quantity,
      claimId: input.claimId,
      docFor: (indice) => slotDoc(input, indice),
    });
    if (claim.ok) return { ok: true, lote };
    // Some left, fewer than asked: the buyer may take what is left at this lote's price.
    if (claim.available > 0) {
      return { ok: false, reason: 'notEnough', message: loteNotEnoughMessage(lote.nome, claim.available) };
    }
  }
  return { ok: false, reason: 'ended' };
}
