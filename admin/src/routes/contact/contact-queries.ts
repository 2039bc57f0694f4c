// Reads and writes of the contact inbox (loaded with import()): the newest messages through the
// rules (admins read; `lida` is theirs to set), and the answered mark through the admin function,
// which stamps who and when and writes the audit entry.
import { collection, doc, getDocs, limit, orderBy, query, updateDoc } from 'firebase/firestore';
import type { ContactAnsweredAnswer } from '@gn/core/schemas/contact';
import { readContactMessage } from '@gn/core/stored/contact';
import { api } from '../../lib/api';
import { getDb } from '../../lib/firestore';
import type { InboxMessage } from './contact-model';

/** The inbox shows the newest messages; older ones stay in Firestore. */
export const INBOX_LIMIT = 100;

export async function loadMessages(): Promise<InboxMessage[]> {
  const snap = await getDocs(
    query(collection(getDb(), 'contact_messages'), orderBy('created_at', 'desc'), limit(INBOX_LIMIT)),
  );
  return snap.docs.map((d) => ({ id: d.id, ...readContactMessage(d.data()) }));
}

export async function markRead(id: string): Promise<void> {
  await updateDoc(doc(getDb(), 'contact_messages', id), { lida: true });
}

export function markAnswered(id: string, respondida: boolean): Promise<ContactAnsweredAnswer> {
  return api<ContactAnsweredAnswer>(`/api/admin/contact-messages/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: { respondida },
  });
}
