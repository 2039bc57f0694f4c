// PATCH /api/admin/waitlist/{eventId} { pausada?, reserva_minutos? }: the admin pauses an event's
// waiting list (freed places then go back to the open sale) or sets how long an offer holds its
// tickets. Unpausing hands what is free to the line at once. Audited.
import type { Request, Response } from 'express';
import { waitlistSettingsSchema } from '@gn/core/schemas/waitlist';
import { FieldValue } from 'firebase-admin/firestore';
import { addAuditEntry } from '../../audit/entry.ts';
import { db } from '../../firebase.ts';
import { caller } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import { docIdParam } from '../../http/params.ts';
import { parseBody } from '../../http/validate.ts';
import { offerFreedTickets } from '../../waitlist/offer.ts';
import { WAITLIST_SETTINGS } from '../../waitlist/waitlist-store.ts';

const EVENT_NOT_FOUND = 'Evento não encontrado';

export async function changeWaitlistSettings(req: Request, res: Response): Promise<void> {
  const eventId = docIdParam(req.params.eventId, EVENT_NOT_FOUND);
  const input = parseBody(waitlistSettingsSchema, req.body);
  const firestore = db();
  const event = await firestore.doc(`events/${eventId}`).get();
  if (!event.exists) throw new ApiError('not_found', EVENT_NOT_FOUND);
  const ref = firestore.doc(`${WAITLIST_SETTINGS}/${eventId}`);
  const before = (await ref.get()).data() ?? {};
  await ref.set({ ...input, updated_at: FieldValue.serverTimestamp() }, { merge: true });
  const actor = caller(res);
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
  res.json({
    pausada: input.pausada ?? before.pausada === true,
    reserva_minutos: input.reserva_minutos ?? before.reserva_minutos ?? null,
  });
}
