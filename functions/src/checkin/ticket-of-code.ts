// What a scan names: the ticket behind a code read at the door (a signed QR, forgery refused, or a
// serial typed by hand) and the check-in list of the event it was read at. Shared by the online
// scan and the offline scanner's sync.
import { CHECKIN_ERRORS, parseCheckinCode } from '@gn/core/checkin';
import type { CheckinList } from '@gn/core/checkin-scan';
import { CHECKIN_LIST_ERRORS } from '@gn/core/schemas/checkin';
import { verifyTicketCode } from '@gn/core/server/ticket-code';
import { readCheckinLists } from '@gn/core/stored/event-checkin';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../firebase.ts';
import { refusalError } from '../http/errors.ts';
import { ticketSigningKey } from '../tickets/ticket-docs.ts';

/**
 * The ticket a code names, and the serial a signed code carries (null for a typed serial: the
 * serial found is the ticket's own). A bad or forged code is a 409, an unknown serial a 404.
 */
export async function ticketOfCode(code: string): Promise<{ ref: DocumentReference; serial: string | null }> {
  const parsed = parseCheckinCode(code);
  if (!parsed) throw refusalError('conflict', CHECKIN_ERRORS.forged);
  const tickets = db().collection('tickets');
  if (parsed.kind === 'signed') {
    const verified = verifyTicketCode(ticketSigningKey(), parsed.code);
    if (!verified) throw refusalError('conflict', CHECKIN_ERRORS.forged);
    return { ref: tickets.doc(verified.ticketId), serial: verified.serial };
  }
  const found = await tickets.where('codigo_serial', '==', parsed.serial).limit(1).get();
  if (found.empty) throw refusalError('not_found', CHECKIN_ERRORS.notFound);
  return { ref: found.docs[0]!.ref, serial: null };
}

/** The event's lists (`event_checkin/{eventId}`; its one general list when it has none). */
export async function listsOf(eventId: string): Promise<CheckinList[]> {
  const snap = await db().doc(`event_checkin/${eventId}`).get();
  return readCheckinLists(snap.data());
}

/** The list `listId` among `lists`; 404 'Lista de check-in não encontrada' when there is none such. */
export function listIn(lists: readonly CheckinList[], listId: string): CheckinList {
  const list = lists.find((l) => l.id === listId);
  if (!list) throw refusalError('not_found', CHECKIN_LIST_ERRORS.notFound);
  return list;
}

/** The list `listId` of the event (one read of its lists). */
export async function listOf(eventId: string, listId: string): Promise<CheckinList> {
  return listIn(await listsOf(eventId), listId);
}
