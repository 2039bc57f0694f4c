// Revoked sessions, where every API request can check them cheaply: `auth_revocations/{uid}`.
// Checking an ID token's revocation with Firebase (verifyIdToken's checkRevoked) is an account
// lookup on the Auth service per request: a network call and a quota paid by every buyer at the
// worst moment, and under a rush those lookups timed out after 25 s (issue #28 measured 189 of
// 1,000 checkouts failing so). The functions revoke sessions in three places (a role change, a
// ban, an account's deletion); each copies Firebase's new tokensValidAfterTime here, and a user
// route reads this one small document instead (a Firestore read in the same region). The admin
// routes keep Firebase's own check as well (few requests; it also sees a password change or an
// account disabled in the console, which only expire with the token on the user routes, within
// the hour an ID token lives).
import { isRevokedSignIn, readAuthRevocation } from '@gn/core/stored/auth-revocation';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { auth, db } from '../firebase.ts';

export const AUTH_REVOCATIONS = 'auth_revocations';

/** An ID token lives an hour; a revocation older than that refuses nothing any more. */
const KEEP_MS = 2 * 60 * 60 * 1000;

export type RevocationReason = 'papel' | 'banimento' | 'exclusao';

/** Revokes the account's sessions with Firebase and records from when they count again. */
export async function revokeSessions(uid: string, motivo: RevocationReason): Promise<void> {
  await auth().revokeRefreshTokens(uid);
  const { tokensValidAfterTime } = await auth().getUser(uid);
  // Firebase's own second (floored), so a sign-in in the same second stays valid, as it does there.
  const validSince = Math.floor(Date.parse(tokensValidAfterTime ?? new Date().toISOString()) / 1000);
  await db()
    .doc(`${AUTH_REVOCATIONS}/${uid}`)
    .set({
      valido_desde: validSince,
      motivo,
      em: FieldValue.serverTimestamp(),
      expira_em: Timestamp.fromMillis(Date.now() + KEEP_MS),
    });
}

/** Whether the verified token's session was revoked by the functions. */
export async function isRevokedToken(token: DecodedIdToken): Promise<boolean> {
  const snap = await db().doc(`${AUTH_REVOCATIONS}/${token.uid}`).get();
  return snap.exists && isRevokedSignIn(token.auth_time, readAuthRevocation(snap.data()));
}
