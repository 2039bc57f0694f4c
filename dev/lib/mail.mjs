// Starts the local mail catcher (dev/mail-catcher) beside a local stack and tells the functions to
// send through it: the confirmation e-mails land in its web inbox instead of anyone's mailbox.
import { startMailCatcher } from '../mail-catcher/server.mjs';

export async function startMail({ smtpPort, webPort, siteUrl }) {
  const catcher = await startMailCatcher({ smtpPort, webPort });
  return {
    catcher,
    // SITE_URL: the links inside the e-mails point at this stack's site.
    functionsEnv: { SMTP_URL: catcher.smtpUrl, SITE_URL: siteUrl },
  };
}
