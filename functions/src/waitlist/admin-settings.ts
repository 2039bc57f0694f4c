// The admin's settings of an event's waiting list (PATCH /api/admin/waitlist/{eventId}): a paused
// list sends freed places back to the open sale; reserva_minutos is how long an offer holds its
// tickets. Unpausing hands what is free to the line at once. Audited.
import type { WaitlistSettingsInput } from '@gn/core/schemas/waitlist';
import { FieldValue } from 'firebase-admin/firestore';
import { addAuditEntry } from '../audit/entry.ts';
import { db } from '../firebase.ts';
import { ApiError } from '../http/errors.ts';
import { offerFreedTickets } from './offer.ts';
import { WAITLIST_SETTINGS } from './waitlist-store.ts';
import { eventRef } from '../store/documents.ts';

export const EVENT_NOT_FOUND = 'Evento não encontrado';

export async function changeWaitlistSettings(
  actor: { uid: string; email?: string | null },
  eventId: string,
  input: WaitlistSettingsInput,
) {
  const firestore = db();
  const event = await eventRef(firestore, eventId).get();
  if (!event.exists) throw new ApiError('not_found', EVENT_NOT_FOUND);
  const ref = firestore.doc(`${WAITLIST_SETTINGS}/${eventId}`);
  const before = (await ref.get()).data() ?? {};
  await ref.set({ ...input, updated_at: FieldValue.serverTimestamp() }, { merge: true });
  const batch = firestore.batch();
  await addAuditEntry(batch, {
    actorUid: actor.uid,
    actorEmail: actor.email ?? null,
    action: 'update',
    target: `${WAITLIST_SETTINGS}/${eventId}`,
    targetLabel: `Lista de espera · ${String(event.get('titulo') ?? eventId)}`.slice(0, 200),
    changes: Object.fromEntries(
      Object.entries(input).map(([key, value]) => [key, { before: before[key] ?? null, after: value }]),
    ),
    source: 'function',
  });
  await batch.commit();
  if (input.pausada === false) await offerFreedTickets(firestore, eventId);
  return {
    pausada: input.pausada ?? before.pausada === true,
    reserva_minutos: input.reserva_minutos ?? before.reserva_minutos ?? null,
  };
}
