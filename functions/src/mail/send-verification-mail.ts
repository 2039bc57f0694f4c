// The account's verification link, made by Firebase Auth (Admin SDK, continuing to the site's
// /conta) and sent through our own mailer like every other e-mail of the shop (so it shows in the
// local mail catcher too). Called by the outbox's sender (deliver-outbox.ts): the use case
// (account/verify-email.ts) checks and rate-limits the request, records the message and awaits it.
import { logger } from 'firebase-functions';
import { auth, db } from '../firebase.ts';
import { profileRef } from '../store/documents.ts';
import { mailerFromEnv, type Mailer } from './mailer.ts';
import { siteUrlFromEnv } from './order-confirmation.ts';
import { buildVerificationMail } from './verification-mail.ts';

/** True when the e-mail went out; the mail server's or Auth's failure is logged, not thrown. */
export async function sendVerificationMail(
  uid: string,
  to: string,
  mailer: Mailer | null = mailerFromEnv(),
): Promise<boolean> {
  if (!mailer) return false;
  try {
    const link = await auth().generateEmailVerificationLink(to, { url: `${siteUrlFromEnv()}/conta` });
    const user = await auth().getUser(uid);
    const profile = (await profileRef(db(), uid).get()).data();
    const nome = profile?.nome || (user.displayName ?? null);
    await mailer.send(buildVerificationMail({ to, nome, link }));
    return true;
  } catch (error) {
    // The account area says so and offers the button again.
    logger.error(`Verification e-mail for ${uid} failed`, error);
    return false;
  }
}
