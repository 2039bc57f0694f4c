// audit_log entries written by functions: by the audit trigger (admin writes made in the browser)
// and by admin functions that do the write themselves (deletions, stock). Clients can never
// write audit_log (firestore.rules), so every entry here was made by server code.
import {
  FieldValue,
  type DocumentReference,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { auth, db } from '../firebase.ts';
import type { AuditAction, AuditChanges } from './diff.ts';

export const AUDIT_COLLECTION = 'audit_log';

export interface AuditEntryInput {
  actorUid: string | null;
  /** Known by a function from the caller's token; resolved from Auth otherwise. */
  actorEmail?: string | null;
  action: AuditAction;
  /** 'events/{id}', 'news/{id}', 'event_stock/{id}' */
  target: string;
  /** A human name for the target when known (the event's or news item's title). */
  targetLabel?: string | null;
  changes: AuditChanges;
  source: 'trigger' | 'function';
}

const emailCache = new Map<string, string | null>();

/** The Auth e-mail of a uid (null when unknown or deleted); cached for the instance's life. */
export async function emailOf(uid: string | null): Promise<string | null> {
  if (!uid) return null;
  if (emailCache.has(uid)) return emailCache.get(uid) ?? null;
  let email: string | null;
  try {
    email = (await auth().getUser(uid)).email ?? null;
  } catch {
    email = null; // a deleted user still leaves their uid in the log
  }
  emailCache.set(uid, email);
  return email;
}

/** The title or name of a document, for target_label. */
export function labelOf(data: Record<string, unknown> | undefined): string | null {
  for (const key of ['titulo', 'nome']) {
    const value = data?.[key];
    if (typeof value === 'string' && value.trim() !== '') return value.slice(0, 200);
  }
  return null;
}

export function auditDocument(input: AuditEntryInput, actorEmail: string | null) {
  return {
    actor_uid: input.actorUid,
    actor_email: actorEmail,
    action: input.action,
    target: input.target,
    target_label: input.targetLabel ?? null,
    changes: input.changes,
    source: input.source,
    created_at: FieldValue.serverTimestamp(),
  };
}

/** A new entry reference (or a fixed id, to make a retried trigger idempotent). */
export function auditRef(id?: string): DocumentReference {
  const collection = db().collection(AUDIT_COLLECTION);
  return id ? collection.doc(id) : collection.doc();
}

/** Adds the entry to a batch or transaction, so it commits with the change it records. */
export async function addAuditEntry(writer: WriteBatch | Transaction, input: AuditEntryInput): Promise<void> {
  const email = input.actorEmail !== undefined ? input.actorEmail : await emailOf(input.actorUid);
  // Both WriteBatch and Transaction have create(ref, data).
  (writer as WriteBatch).create(auditRef(), auditDocument(input, email));
}
