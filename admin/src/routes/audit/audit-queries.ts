// Reads of the audit screen: audit_log newest first, page by page, and the users' e-mails.
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { api } from '../../lib/api';
import { getDb } from '../../lib/firestore';
import { readAuditEntry } from '@gn/core/stored/audit';
import type { AuditChange } from './audit-model';

export type AuditEntry = {
  id: string;
  actorUid: string | null;
  actorEmail: string | null;
  action: string;
  target: string;
  /** The event's or news item's title when the entry was written. */
  targetLabel: string | null;
  /** field → before/after (trigger and delete/stock functions). */
  changes: Record<string, AuditChange>;
  /** Free-form details of the user operations (recordAudit). */
  details: Record<string, unknown>;
  source: string | null;
  createdAt: Date | null;
};

export const AUDIT_PAGE_SIZE = 50;

function toEntry(snap: QueryDocumentSnapshot): AuditEntry {
  const entry = readAuditEntry(snap.data());
  return {
    id: snap.id,
    actorUid: entry.actor_uid,
    actorEmail: entry.actor_email,
    action: entry.action,
    target: entry.target,
    targetLabel: entry.target_label,
    changes: entry.changes,
    details: entry.details,
    source: entry.source,
    createdAt: entry.created_at,
  };
}

export async function loadAuditPage(
  after: QueryDocumentSnapshot | null,
): Promise<{ entries: AuditEntry[]; cursor: QueryDocumentSnapshot | null; done: boolean }> {
  const base = [orderBy('created_at', 'desc'), limit(AUDIT_PAGE_SIZE)] as const;
  const q = after
    ? query(
        collection(getDb(), 'audit_log'),
        orderBy('created_at', 'desc'),
        startAfter(after),
        limit(AUDIT_PAGE_SIZE),
      )
    : query(collection(getDb(), 'audit_log'), ...base);
  const snap = await getDocs(q);
  return {
    entries: snap.docs.map(toEntry),
    cursor: snap.docs.at(-1) ?? null,
    done: snap.size < AUDIT_PAGE_SIZE,
  };
}

/** uid → e-mail of every account, from the admin users function. */
export async function loadUserEmails(): Promise<Map<string, string>> {
  const { users } = await api<{ users: { uid: string; email: string | null }[] }>('/api/admin/users');
  return new Map(users.filter((u) => u.email).map((u) => [u.uid, u.email!]));
}
