// Where a buyer's e-mails go: the e-mail of the account that bought, read from Auth. The e-mail
// typed at checkout is free text (it goes to the invoice only): sending there would mail a PDF
// with attacker-chosen text to anyone.
import { auth } from '../firebase.ts';
import { firebaseErrorCode } from '../http/firebase-errors.ts';

/** The account's Auth e-mail; null when the account is gone or has none. */
export async function accountEmail(uid: string): Promise<string | null> {
  try {
    return (await auth().getUser(uid)).email ?? null;
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/user-not-found') return null;
    throw error;
  }
}
