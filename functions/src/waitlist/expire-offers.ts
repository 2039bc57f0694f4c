// Offers that lapsed unused (run by the sweeper): the entry is marked 'expirado', its held places
// are given back and offered to the next person in line.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { releaseClaim } from '../stock/slots-ground.ts';
import { offerFreedTickets } from './offer.ts';
import { refreshWaitingFigure, WAITLIST } from './waitlist-store.ts';

const BATCH = 100;

export async function expireOffers(db: Firestore, now = new Date()): Promise<number> {
  const lapsed = await db
    .collection(WAITLIST)
    .where('estado', '==', 'convidado')
    .where('oferta.expira_em', '<=', Timestamp.fromDate(now))
    .limit(BATCH)
    .get();
  const events = new Set<string>();
  let expired = 0;
  for (const entry of lapsed.docs) {
    try {
      const claimId = await db.runTransaction(async (tx) => {
        const data = (await tx.get(entry.ref)).data();
        if (data?.estado !== 'convidado') return null;
        tx.update(entry.ref, { estado: 'expirado', updated_at: Timestamp.fromDate(now) });
        return String(data.oferta?.claim_id ?? '');
      });
      if (claimId === null) continue;
      const eventId = String(entry.get('event_id'));
      if (claimId) await releaseClaim(db, eventId, claimId, ['slots']);
      events.add(eventId);
      expired++;
    } catch (error) {
      logger.warn(`Could not expire the waiting-list offer ${entry.id}`, error);
    }
  }
  for (const eventId of events) {
    await offerFreedTickets(db, eventId, now);
    await refreshWaitingFigure(db, eventId);
  }
  return expired;
}
