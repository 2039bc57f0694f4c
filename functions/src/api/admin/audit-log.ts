// recordAudit: the audit_log entry of the admin's user operations (role, ban, password, profile).
// They change Firebase Auth, which no Firestore trigger sees; other admin routes use audit/entry.ts.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../firebase.ts';

/** Appends one `audit_log` entry for a successful admin operation. Never put secrets in details. */
export async function recordAudit(
  actor: DecodedIdToken,
  action: string,
  target: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await db()
    .collection('audit_log')
    .add({
      actor_uid: actor.uid,
      actor_email: actor.email ?? null,
      action,
      target,
      details,
      created_at: FieldValue.serverTimestamp(),
    });
}
