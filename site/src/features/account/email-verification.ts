// The account's e-mail verification, client side: the fresh verified state (the ID token's
// email_verified only changes after a refresh, so the user record is reloaded and the token
// forced), the resend call, and claiming the tickets that wait for a verified address.
import type { ClaimTicketsAnswer, VerifyEmailAnswer } from '@gn/core/schemas/email-verification';
import { postJson } from '../session/api-client';
import { loadAuthClient } from '../session/session';

/** Reloads the user from Auth and refreshes the token; true when the e-mail is verified now. */
export async function refreshEmailVerified(): Promise<boolean> {
  const { auth } = await loadAuthClient();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return false;
  await user.reload();
  // A token issued before the verification still says false, and the API reads the token.
  if (user.emailVerified) await user.getIdToken(true);
  return user.emailVerified;
}

/** The current token's word on it, without a network call (false when signed out). */
export async function tokenSaysVerified(): Promise<boolean> {
  const { auth } = await loadAuthClient();
  await auth.authStateReady();
  const token = await auth.currentUser?.getIdTokenResult();
  return token?.claims.email_verified === true;
}

export function resendVerification(): Promise<VerifyEmailAnswer> {
  return postJson<VerifyEmailAnswer>('/api/me/verify-email', {});
}

/** Moves tickets transferred to the verified address into the account; how many moved. */
export async function claimWaitingTickets(): Promise<number> {
  return (await postJson<ClaimTicketsAnswer>('/api/me/tickets/claim', {})).reclamados;
}
