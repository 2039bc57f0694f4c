// POST /api/me/verify-email's work: the account's verification link (sign-up and "Reenviar link de
// verificação"). Refuses an address already verified and is limited per account: each call mails
// someone. The message leaves through the mail outbox; the answer says whether it went out, so
// the request awaits the sender (as a transfer does).
import { EMAIL_VERIFICATION_CODES, EMAIL_VERIFICATION_MESSAGES } from '@gn/core/email-verification';
import type { VerifyEmailAnswer } from '@gn/core/schemas/email-verification';
import { logger } from 'firebase-functions';
import { auth, db } from '../firebase.ts';
import { ApiError } from '../http/errors.ts';
import { consume, type WindowRule } from '../http/rate-limit.ts';
import { awaitDelivery, mailEnabled, recordMessageNow } from '../outbox/outbox.ts';

/** Links per account: a resend or two after the sign-up's, not a mail cannon. */
export const VERIFY_EMAIL_LIMITS: readonly WindowRule[] = [
  { name: '10m', ms: 600_000, max: 3 },
  { name: '1d', ms: 86_400_000, max: 10 },
];

export async function requestEmailVerification(uid: string): Promise<VerifyEmailAnswer> {
  // Auth's record, not the token: the token says "unverified" until it is refreshed.
  const user = await auth().getUser(uid);
  if (!user.email) throw new ApiError('bad_request', EMAIL_VERIFICATION_MESSAGES.noEmail);
  if (user.emailVerified) {
    throw new ApiError(
      'conflict',
      EMAIL_VERIFICATION_MESSAGES.alreadyVerified,
      EMAIL_VERIFICATION_CODES.alreadyVerified,
    );
  }
  const limited = await consume(db(), `verify_email_${uid}`, VERIFY_EMAIL_LIMITS);
  if (!limited.allowed) throw new ApiError('too_many_requests', EMAIL_VERIFICATION_MESSAGES.tooMany);
  if (!mailEnabled()) return { enviado: false, email: user.email };
  // No transaction to join: the rate limit's is http/'s own and nothing else is written, so the
  // message is recorded on its own, right after the limit let the request through.
  try {
    const message = await recordMessageNow({
      tipo: 'verificacao',
      order_id: null,
      para: user.email,
      ticket_id: null,
      uid,
      aguardada: true,
    });
    return { enviado: await awaitDelivery(message), email: user.email };
  } catch (error) {
    logger.error(`Verification e-mail for ${uid} failed`, error);
    return { enviado: false, email: user.email };
  }
}
