// Hands freed tickets to the waiting list, in arrival order: while the event has free places and
// people waiting (and the list is not paused), the first in line is offered what they asked for,
// or what is free, held for them as stock slots until the offer ends; then the next. Called
// wherever places come back (an order released, cancelled or refunded, a larger total, an offer
// that lapsed) and by the sweeper. Two runs at once are safe: the slots are claimed with create()
// (never more than free), and an entry is promoted once (a transaction; the loser gives its slots
// back and moves on). The offer's e-mail is recorded in the mail outbox by that same transaction.
import { offerEndsAt, offerSize } from '@gn/core/waitlist';
import { Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { mailEnabled, recordMessage } from '../outbox/outbox.ts';
import { refreshAvailability, takenCount } from '../stock/availability.ts';
import { claimSlots } from '../stock/claim-tickets.ts';
import { releaseClaim, stockTotal } from '../stock/slots-ground.ts';
import {
  HOLD_ORDER_PREFIX,
  holdOrderId,
  refreshWaitingFigure,
  WAITLIST,
  waitlistSettings,
  type WaitlistEntry,
} from './waitlist-store.ts';

async function firstInLine(db: Firestore, eventId: string): Promise<QueryDocumentSnapshot | null> {
  const next = await db
    .collection(WAITLIST)
    .where('event_id', '==', eventId)
    .where('estado', '==', 'aguardando')
    .orderBy('created_at', 'asc')
    .limit(1)
    .get();
  return next.docs[0] ?? null;
}

/** Offers what is free to the line; answers how many offers were made. Never throws. */
export async function offerFreedTickets(db: Firestore, eventId: string, now = new Date()): Promise<number> {
  let offers = 0;
  try {
    const settings = await waitlistSettings(db, eventId);
    if (settings.paused) return 0;
    // Bounded: a run never loops forever on an entry it keeps losing.
    for (let round = 0; round < 50; round++) {
      const [total, taken, entry] = await Promise.all([
        stockTotal(db, eventId),
        takenCount(db, eventId),
        firstInLine(db, eventId),
      ]);
      const free = total - taken;
      if (free <= 0 || !entry) break;
      const made = await offerTo(db, eventId, entry, offerSize(free, Number(entry.get('quantidade'))), {
        total,
        now,
        holdMinutes: settings.holdMinutes,
      });
      if (made === 'no_stock') break;
      if (made === 'offered') offers++;
    }
  } catch (error) {
    logger.error(`Could not offer the freed tickets of ${eventId} to its waiting list`, error);
  }
  if (offers > 0) {
    await Promise.all([refreshAvailability(db, eventId), refreshWaitingFigure(db, eventId)]);
  }
  return offers;
}

async function offerTo(
  db: Firestore,
  eventId: string,
  entry: QueryDocumentSnapshot,
  quantity: number,
  context: { total: number; now: Date; holdMinutes: number },
): Promise<'offered' | 'lost' | 'no_stock'> {
  const data = entry.data() as WaitlistEntry;
  const endsAt = offerEndsAt(context.now, context.holdMinutes);
  const claimId = `espera-${entry.id}-${context.now.getTime()}`;
  const claim = await claimSlots(db, {
    eventId,
    orderId: holdOrderId(entry.id),
    claimId,
    quantity,
    expiresAt: endsAt,
    // Not the buyer's own reservation: the caps on unpaid tickets must not count an offer.
    holder: { uid: `${HOLD_ORDER_PREFIX}${data.uid}`, cpfKey: '' },
    pool: 'slots',
    total: context.total,
  });
  if (!claim.ok) return 'no_stock';
  const mail = mailEnabled();
  const promoted = await db.runTransaction(async (tx) => {
    const current = await tx.get(entry.ref);
    if (current.get('estado') !== 'aguardando') return false;
    const at = Timestamp.fromDate(context.now);
    tx.update(entry.ref, {
      estado: 'convidado',
      oferta: { quantidade: quantity, claim_id: claimId, em: at, expira_em: Timestamp.fromDate(endsAt) },
      updated_at: at,
    });
    // Nobody awaits it: the sender deletes it once sent (no order, so no e-mail log line).
    if (mail) {
      recordMessage(tx, {
        tipo: 'lista_espera',
        order_id: null,
        para: null,
        ticket_id: null,
        espera_id: entry.id,
        aguardada: false,
      });
    }
    return true;
  });
  if (!promoted) {
    await releaseClaim(db, eventId, claimId, ['slots']);
    return 'lost';
  }
  return 'offered';
}
