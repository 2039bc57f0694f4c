// Where a buyer's e-mails go: the e-mail of the account that bought, read from Auth. The e-mail
// typed at checkout is free text (it goes to the invoice only): sending there would mail a PDF
// with attacker-chosen text to anyone.
import { isDoorAccount } from '@gn/core/door-sale';
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

/**
 * Where an order's tickets go: its account's e-mail; a box-office sale has no account
 * (door-sale.ts doorAccountId), so the e-mail the operator typed for the buyer, if any (typed by
 * staff at the venue, not by whoever calls the API).
 */
export async function orderRecipient(order: {
  user_id: string;
  canal?: string | null;
  comprador: { email: string | null };
}): Promise<string | null> {
  if (isDoorAccount(order.user_id) && order.canal === 'bilheteria') return order.comprador.email || null;
  return accountEmail(order.user_id);
}
