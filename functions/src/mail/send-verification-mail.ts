// POST /api/me/verify-email's work: the account's verification link, made by Firebase Auth (Admin
// SDK, continuing to the site's /conta) and sent through our own mailer like every other e-mail
// of the shop (so it shows in the local mail catcher too). Refuses an address already verified
// and is limited per account: each call mails someone.
import { EMAIL_VERIFICATION_CODES, EMAIL_VERIFICATION_MESSAGES } from '@gn/core/email-verification';
import type { VerifyEmailAnswer } from '@gn/core/schemas/email-verification';
import { logger } from 'firebase-functions';
import { auth, db } from '../firebase.ts';
import { ApiError } from '../http/errors.ts';
import { consume, type WindowRule } from '../http/rate-limit.ts';
import { mailerFromEnv, type Mailer } from './mailer.ts';
import { siteUrlFromEnv } from './order-confirmation.ts';
import { buildVerificationMail } from './verification-mail.ts';

/** Links per account: a resend or two after the sign-up's, not a mail cannon. */
export const VERIFY_EMAIL_LIMITS: readonly WindowRule[] = [
  { name: '10m', ms: 600_000, max: 3 },
  { name: '1d', ms: 86_400_000, max: 10 },
];

export async function sendVerificationMail(
  uid: string,
  mailer: Mailer | null = mailerFromEnv(),
): Promise<VerifyEmailAnswer> {
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
  if (!mailer) return { enviado: false, email: user.email };
  try {
    const link = await auth().generateEmailVerificationLink(user.email, {
      url: `${siteUrlFromEnv()}/conta`,
    });
    const profile = (await db().doc(`profiles/${uid}`).get()).data();
    const nome = typeof profile?.nome === 'string' ? profile.nome : (user.displayName ?? null);
    await mailer.send(buildVerificationMail({ to: user.email, nome, link }));
    return { enviado: true, email: user.email };
  } catch (error) {
    // The mail server or Auth failed: the account area says so and offers the button again.
    logger.error(`Verification e-mail for ${uid} failed`, error);
    return { enviado: false, email: user.email };
  }
}
