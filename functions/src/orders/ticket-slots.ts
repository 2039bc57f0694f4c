// The stock places cancelled tickets give back, per pool (stock/slots-ground.ts), the way a
// cancelled order gives back all of its own (transitions.ts): every live ticket holds one place of
// the total and one of its lote; a meia-entrada of the quota one of the quota's; a wheelchair pair
// (the user's ticket and the companion's) one space, kept while either of the pair still admits.
// Slots do not name their ticket (but a transfer's), so the places freed are the order's surplus
// in each pool: a slot the cancelled ticket is named on first, then one of its holder (named
// tickets: per-CPF limits count these), then any not naming a live ticket. Pure but for the reads.
import { countsInMeiaQuota, isPriceKind } from '@gn/core/box-office';
import { TICKETS_PER_WHEELCHAIR_SPACE } from '@gn/core/wheelchair';
import type {
  DocumentReference,
  Firestore,
  QueryDocumentSnapshot,
  Transaction,
} from 'firebase-admin/firestore';
import { lotePlacesOf, personKey, slotsOf, SLOT_POOLS, type SlotPool } from '../stock/slots-ground.ts';

export interface TicketForSlots {
  id: string;
  /** still admits someone (active or used) after this cancellation */
  live: boolean;
  tipo_preco: string;
  /** the named holder's CPF digits, else the buyer's */
  cpf: string;
}

/** How many places of each pool a set of the order's tickets holds. */
function needed(tickets: readonly TicketForSlots[]): Record<SlotPool | 'lote', number> {
  const live = tickets.filter((t) => t.live);
  const kind = (t: TicketForSlots) => (isPriceKind(t.tipo_preco) ? t.tipo_preco : 'inteira');
  // Wheelchair tickets come in pairs, in order: the n-th pair holds one space.
  const pairs = new Set(
    tickets
      .filter((t) => kind(t) === 'cadeirante')
      .flatMap((t, i) => (t.live ? [Math.floor(i / TICKETS_PER_WHEELCHAIR_SPACE)] : [])),
  );
  return {
    slots: live.length,
    lote: live.length,
    meia_slots: live.filter((t) => countsInMeiaQuota(kind(t))).length,
    cadeirante_slots: pairs.size,
  };
}

/** Inside the transaction, before any write: the order's places per pool. */
export async function readOrderPlaces(
  tx: Transaction,
  db: Firestore,
  eventId: string,
  orderId: string,
  loteId: string | null,
): Promise<Record<SlotPool | 'lote', QueryDocumentSnapshot[]>> {
  const pools = [
    ...SLOT_POOLS.map((pool) => slotsOf(db, eventId, pool)),
    ...(loteId ? [lotePlacesOf(db, eventId, loteId)] : []),
  ];
  const snaps = await Promise.all(pools.map((c) => tx.get(c.where('order_id', '==', orderId))));
  return {
    slots: snaps[0]!.docs,
    meia_slots: snaps[1]!.docs,
    cadeirante_slots: snaps[2]!.docs,
    lote: snaps[3]?.docs ?? [],
  };
}

/** The places to delete once `cancelled` (ids) stop admitting: each pool's surplus. */
export function placesToFree(
  places: Record<SlotPool | 'lote', QueryDocumentSnapshot[]>,
  tickets: readonly TicketForSlots[],
  cancelled: ReadonlySet<string>,
): DocumentReference[] {
  const keep = needed(tickets);
  const liveIds = new Set(tickets.filter((t) => t.live).map((t) => t.id));
  const cancelledKeys = new Set(tickets.filter((t) => cancelled.has(t.id)).map((t) => personKey(t.cpf)));
  const rank = (slot: QueryDocumentSnapshot) => {
    const ticketId = slot.get('ticket_id') as string | undefined;
    if (ticketId && cancelled.has(ticketId)) return 0;
    if (ticketId && liveIds.has(ticketId)) return 3;
    return cancelledKeys.has(String(slot.get('titular_cpf'))) ? 1 : 2;
  };
  return (Object.keys(places) as (SlotPool | 'lote')[]).flatMap((pool) => {
    const surplus = places[pool].length - keep[pool];
    if (surplus <= 0) return [];
    return [...places[pool]]
      .sort((a, b) => rank(a) - rank(b))
      .slice(0, surplus)
      .map((d) => d.ref);
  });
}
