// Outgoing mail over SMTP. `SMTP_URL` names the server, e.g. smtp://127.0.0.1:5025 for the local
// catcher (dev/mail-catcher) or smtps://user@smtp.provider.com:465 in production, with the
// password in the `SMTP_PASSWORD` secret (a password written in the URL still works, but it would
// sit in a plain .env file); `MAIL_FROM` the sender. No SMTP_URL means mail is off: callers log
// and skip, they never crash.
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { processEnv, readEnv, type EnvVars } from '../config.ts';

export const DEFAULT_MAIL_FROM = 'GN Ingressos <ingressos@gn.local>';

export type Mail = Omit<SendMailOptions, 'from'>;

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP_URL with SMTP_PASSWORD put in as the password of its user (when both are there). */
export function smtpUrl(env: EnvVars = processEnv()): string | undefined {
  const raw = readEnv('SMTP_URL', env);
  const password = readEnv('SMTP_PASSWORD', env);
  if (!raw || !password) return raw;
  const url = new URL(raw);
  if (!url.username) return raw;
  url.password = password;
  return url.toString();
}

let cached: { url: string; transport: Transporter } | null = null;

/** The mailer for the current environment, or null when SMTP_URL is not set. */
export function mailerFromEnv(env: EnvVars = processEnv()): Mailer | null {
  const url = smtpUrl(env);
  if (!url) return null;
  // One pooled transport per URL for the life of the instance.
  if (cached?.url !== url) cached = { url, transport: nodemailer.createTransport(url) };
  const { transport } = cached;
  const from = readEnv('MAIL_FROM', env) ?? DEFAULT_MAIL_FROM;
  return {
    async send(mail) {
      await transport.sendMail({ ...mail, from });
    },
  };
}
