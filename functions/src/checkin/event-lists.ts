// An event's check-in lists (GET and PUT /api/admin/events/:id/checkin-lists): read with the
// event's ticket types, and saved whole by an admin (audited). `event_checkin/{eventId}` is
// written here only; the browser never writes it (firestore.rules).
import { eventTicketTypes, unknownListType } from '@gn/core/checkin-lists';
import { DEFAULT_CHECKIN_LIST, type CheckinList } from '@gn/core/checkin-scan';
import {
  CHECKIN_LIST_ERRORS,
  unknownTicketTypeMessage,
  type CheckinListsAnswer,
  type CheckinListsInput,
} from '@gn/core/schemas/checkin';
import { readPricingTable } from '@gn/core/stored/content';
import { readEvent } from '@gn/core/stored/event';
import { readCheckinLists } from '@gn/core/stored/event-checkin';
import { FieldValue } from 'firebase-admin/firestore';
import { addAuditEntry } from '../audit/entry.ts';
import { db } from '../firebase.ts';
import { ApiError, refusalError } from '../http/errors.ts';

/** The event's title and ticket types (its price tables' options); 404 when it does not exist. */
async function eventTypes(eventId: string): Promise<{ titulo: string; tipos: string[] }> {
  const firestore = db();
  const snap = await firestore.doc(`events/${eventId}`).get();
  if (!snap.exists) throw refusalError('not_found', CHECKIN_LIST_ERRORS.eventNotFound);
  const event = readEvent(snap.data());
  const ids = event.pricing_table_ids;
  const tables = ids.length
    ? await firestore.getAll(...ids.map((id) => firestore.doc(`pricing_tables/${id}`)))
    : [];
  const stored = tables.filter((t) => t.exists).map((t) => readPricingTable(t.data()));
  return { titulo: event.titulo || eventId, tipos: eventTicketTypes(stored) };
}

/** The stored lists (empty: the event has none of its own). */
async function storedLists(eventId: string): Promise<CheckinList[]> {
  const snap = await db().doc(`event_checkin/${eventId}`).get();
  const lists = readCheckinLists(snap.data());
  return lists.length === 1 && lists[0] === DEFAULT_CHECKIN_LIST ? [] : lists;
}

/**
 * The lists the door uses, the event's types (plus any a stored list already names: a renamed
 * option's tickets keep their old name), for a caller who may see the lists `visible` keeps.
 */
export async function eventCheckinLists(
  eventId: string,
  visible: (list: CheckinList) => boolean = () => true,
): Promise<CheckinListsAnswer> {
  const [{ titulo, tipos }, own] = await Promise.all([eventTypes(eventId), storedLists(eventId)]);
  const listas = readCheckinLists({ listas: own }).filter(visible);
  const named = own.flatMap((l) => l.tipos);
  return { titulo, listas, proprias: own.length > 0, tipos: [...new Set([...tipos, ...named])] };
}

/** Saves the event's lists whole (none: back to its one general list); audited. */
export async function saveEventCheckinLists(
  actor: { uid: string; email?: string | null },
  eventId: string,
  input: CheckinListsInput,
): Promise<CheckinListsAnswer> {
  const [{ titulo, tipos }, before] = await Promise.all([eventTypes(eventId), storedLists(eventId)]);
  const known = [...tipos, ...before.flatMap((l) => l.tipos)];
  const unknown = unknownListType(input.listas, known);
  if (unknown !== null) throw new ApiError('bad_request', unknownTicketTypeMessage(unknown));

  const firestore = db();
  const target = `event_checkin/${eventId}`;
  const batch = firestore.batch();
  batch.set(
    firestore.doc(target),
    { listas: input.listas, atualizado_em: FieldValue.serverTimestamp(), atualizado_por: actor.uid },
    { merge: true },
  );
  await addAuditEntry(batch, {
    actorUid: actor.uid,
    actorEmail: actor.email ?? null,
    action: 'update',
    target,
    targetLabel: `Listas de check-in · ${titulo}`.slice(0, 200),
    changes: { listas: { before, after: input.listas } },
    source: 'function',
  });
  await batch.commit();
  return eventCheckinLists(eventId);
}
