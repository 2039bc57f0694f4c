// The admin's answered mark on a contact message (PATCH /api/admin/contact-messages/{id}): the SAC
// must answer within 5 days (Decreto 7.962/2013, art. 4º; the inbox flags late ones). Who marked
// it and when is stored on the message and in the audit log, in one transaction. A function, not
// a browser write: the audit trigger would label the entry with the sender's name and could not
// tell a later anonymisation (LGPD) from an admin's edit.
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { CONTACT_MESSAGE_NOT_FOUND, type ContactAnsweredAnswer } from '@gn/core/schemas/contact';
import { readContactMessage } from '@gn/core/stored/contact';
import { addAuditEntry } from '../audit/entry.ts';
import { ApiError } from '../http/errors.ts';

export async function markContactAnswered(
  db: Firestore,
  actor: { uid: string; email?: string | null },
  id: string,
  respondida: boolean,
  now = new Date(),
): Promise<ContactAnsweredAnswer> {
  const ref = db.collection('contact_messages').doc(id);
  return db.runTransaction(async (tx): Promise<ContactAnsweredAnswer> => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new ApiError('not_found', CONTACT_MESSAGE_NOT_FOUND);
    const before = readContactMessage(snap.data()).respondida_em;
    // Marking again keeps the first answer's time: the deadline was met (or not) then.
    if (respondida === (before !== null)) return { respondida_em: before?.toISOString() ?? null };
    const after = respondida ? now : null;
    tx.update(ref, {
      respondida_em: after ? Timestamp.fromDate(after) : null,
      respondida_por: respondida ? actor.uid : null,
      ...(respondida ? { lida: true } : {}),
    });
    await addAuditEntry(tx, {
      actorUid: actor.uid,
      actorEmail: actor.email ?? null,
      action: 'update',
      target: `contact_messages/${id}`,
      // Never the sender's name: the log outlives an account deletion.
      targetLabel: 'Mensagem de contato',
      changes: {
        respondida_em: { before: before?.toISOString() ?? null, after: after?.toISOString() ?? null },
      },
      source: 'function',
    });
    return { respondida_em: after?.toISOString() ?? null };
  });
}
