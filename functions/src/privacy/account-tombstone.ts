// The mark an account deletion leaves: `deleted_accounts/{uid}` ({ estado, em }, no personal
// data). An ID token stays valid for Firestore's rules for up to an hour after the sessions are
// revoked, so the rules refuse an owner whose uid has a mark (firestore.rules, isLiveAccount);
// and the checkout looks for it after creating an order, which closes the race with a deletion
// running at the same moment (privacy/delete-account.ts explains the order of the steps).
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

export const ACCOUNT_TOMBSTONES = 'deleted_accounts';

export type TombstoneState = 'excluindo' | 'excluida';

export async function markAccount(db: Firestore, uid: string, estado: TombstoneState): Promise<void> {
  await db.doc(`${ACCOUNT_TOMBSTONES}/${uid}`).set({ estado, em: FieldValue.serverTimestamp() });
}

/** A deletion refused after it marked the account: the account is live again. */
export async function unmarkAccount(db: Firestore, uid: string): Promise<void> {
  await db.doc(`${ACCOUNT_TOMBSTONES}/${uid}`).delete();
}

export async function isAccountDeleted(db: Firestore, uid: string): Promise<boolean> {
  return (await db.doc(`${ACCOUNT_TOMBSTONES}/${uid}`).get()).exists;
}
