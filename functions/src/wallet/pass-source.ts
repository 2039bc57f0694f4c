// A ticket's pass from what is stored: the ticket (core's reader) and its event's check-in lists
// (`event_checkin/{eventId}`, core's reader: 'Entrada geral' when the event has none). The
// ticket's updateTime is the pass's "last modified": any change of the ticket (a transfer, a
// cancellation, a check-in) is a new version for the phones that registered it.
import type { Firestore } from 'firebase-admin/firestore';
import { readCheckinLists } from '@gn/core/stored/event-checkin';
import type { StoredTicket } from '@gn/core/stored/ticket';
import type { WithId } from '@gn/core/stored/fields';
import type { WalletTicket } from '@gn/core/wallet-pass';
import type { CheckinList } from '@gn/core/checkin-scan';
import { ticketRef } from '../store/documents.ts';

export interface TicketForPass {
  ticket: WalletTicket;
  lists: CheckinList[];
  /** the ticket document's last write */
  updatedAt: Date;
  userId: string | null;
}

export function walletTicketOf(ticket: WithId<StoredTicket>): WalletTicket {
  return {
    id: ticket.id,
    event_id: ticket.event_id,
    status: ticket.status,
    codigo_serial: ticket.codigo_serial,
    qr_code: ticket.qr_code,
    titular: ticket.titular,
    tipo: ticket.tipo,
    meia_entrada: ticket.meia_entrada,
    lugar_acessivel: ticket.lugar_acessivel,
    evento: ticket.evento,
    transferencias: ticket.transferencias,
  };
}

export async function eventLists(db: Firestore, eventId: string): Promise<CheckinList[]> {
  return readCheckinLists((await db.doc(`event_checkin/${eventId}`).get()).data());
}

/** The ticket and its event's lists, or null when the ticket does not exist. */
export async function ticketForPass(db: Firestore, ticketId: string): Promise<TicketForPass | null> {
  const snap = await ticketRef(db, ticketId).get();
  const data = snap.data();
  if (!data || !snap.updateTime) return null;
  return {
    ticket: walletTicketOf({ ...data, id: ticketId }),
    lists: await eventLists(db, data.event_id),
    updatedAt: snap.updateTime.toDate(),
    userId: data.user_id,
  };
}
